// The demo portal keeps each customer's filings (issue 32): its proxy names the signed-in customer
// as the owner, so /api/partner/receipts lists that customer's alone; with REDIS_URL the records
// live in Redis (shared by every instance, kept across a restart), without it in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPortal, type Portal } from '../../../examples/portal/server/startPortal'
import { createRedisStore } from '../../../src/store/redis'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await redis?.stop()
})

async function signIn(portal: Portal, customerId: string): Promise<string> {
  const response = await fetch(`${portal.url}/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerId }),
  })
  return response.headers.get('set-cookie')!.split(';')[0]!
}

async function addCompany(portal: Portal, cookie: string, name: string) {
  const partnerId = portal.sim!.partners[0]!.partnerId
  const response = await fetch(`${portal.url}/api/partner/v1/partners/${partnerId}/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.url, cookie },
    body: JSON.stringify({ name }),
  })
  expect(response.ok).toBe(true)
}

const receiptsOf = async (portal: Portal, cookie: string) =>
  (
    (await (await fetch(`${portal.url}/api/partner/receipts`, { headers: { cookie } })).json()) as {
      receipts: { operation: string; submitted: { name: string } }[]
    }
  ).receipts

describe('the demo portal’s filings', () => {
  it.each([
    ['in memory (no REDIS_URL)', () => ({})],
    ['in Redis (REDIS_URL set)', () => ({ REDIS_URL: redis.url })],
  ])('lists each customer’s own receipts, %s', async (_where, env) => {
    const portal = await startPortal({ port: 0, simulatorPort: 0, client: false, env: env() })
    try {
      const dana = await signIn(portal, 'dana')
      const marcus = await signIn(portal, 'marcus')
      await addCompany(portal, dana, 'Dana’s Bakery LLC')
      expect((await receiptsOf(portal, dana)).map((r) => r.submitted.name)).toEqual(['Dana’s Bakery LLC'])
      expect(await receiptsOf(portal, marcus)).toEqual([])
      if ('REDIS_URL' in env()) {
        const store = createRedisStore({ url: redis.url })
        try {
          expect(await store.list('dana', 'receipt:dana:')).toHaveLength(1)
        } finally {
          await store.close()
        }
      }
    } finally {
      await portal.close()
    }
  })
})
