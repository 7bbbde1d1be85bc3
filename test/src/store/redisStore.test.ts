import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStore, type RedisStore } from '../../../src/store/redis'
import { startRedisServer, type RedisServer } from '../../support/redisServer'
import { describeStoreContract } from './storeContract'

let server: RedisServer
const stores: RedisStore[] = []
beforeAll(async () => {
  server = await startRedisServer()
})
afterAll(async () => {
  for (const store of stores) await store.close()
  await server?.stop()
})

/** A store over its own connection, as each proxy process would have. */
function connected(): RedisStore {
  const store = createRedisStore({ url: server.url })
  stores.push(store)
  return store
}

describeStoreContract('createRedisStore', connected)

describe('createRedisStore', () => {
  it('two connections share one store: a claim made through one is seen and refused through the other', async () => {
    const one = connected()
    const two = connected()
    expect(await one.claim('shared-claim', 'one', 60_000)).toBe(true)
    expect(await two.claim('shared-claim', 'two', 60_000)).toBe(false)
    expect(await two.get('shared-claim')).toBe('one')
    const takes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).take('shared-bucket', 1, { capacity: 4, refillPerSecond: 0.1 }),
      ),
    )
    expect(takes.filter((t) => t.ok)).toHaveLength(4)
  })

  it("uses the partner's own connected client and leaves it open", async () => {
    const client = createClient({ url: server.url })
    await client.connect()
    try {
      const store = createRedisStore({ client, keyPrefix: 'partner-app:{fk}:' })
      await store.put('receipt', 'r', 60_000, 'owner-1')
      expect(await client.get('partner-app:{fk}:k:receipt')).toBe('r')
      await store.close()
      expect(client.isOpen).toBe(true)
      expect(await store.list('owner-1', '')).toEqual([{ key: 'receipt', value: 'r' }])
    } finally {
      await client.quit()
    }
  })

  it('keeps no value past its time on the server itself (Redis expires it, not the reader)', async () => {
    const client = createClient({ url: server.url })
    await client.connect()
    try {
      const store = createRedisStore({ client })
      await store.put('ttl-checked', 'v', 60_000, 'owner-ttl')
      const ttl = await client.pTTL('filing-kit:{fk}:k:ttl-checked')
      expect(ttl).toBeGreaterThan(50_000)
      expect(ttl).toBeLessThanOrEqual(60_000)
    } finally {
      await client.quit()
    }
  })
})
