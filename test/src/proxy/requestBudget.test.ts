// Issue 32: one owner cannot spend everyone's token. A per-owner token bucket per class in the store
// (so it holds across proxy instances): over budget, 429 with Retry-After, logged, the service
// untouched; GEN-3: the client backs off on that 429 and retries a read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPartnerClient, isPartnerApiError } from '../../../src/client'
import {
  createMemoryStore,
  type FilingKitStore,
  type PartnerProxyOptions,
  type ProxyLogRecord,
} from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator'
import { createRedisStore, type RedisStore } from '../../../src/store/redis'
import { BASE, proxyOver, write } from '../../support/exactlyOnceRig'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

let redis: RedisServer
let redisStore: RedisStore
beforeAll(async () => {
  redis = await startRedisServer()
  redisStore = createRedisStore({ url: redis.url })
})
afterAll(async () => {
  await redisStore?.close()
  await redis?.stop()
})

const tight = { writes: { capacity: 3, refillPerSecond: 0.01 } }

function setup(options: Partial<PartnerProxyOptions> = {}, sim = createPartnerSimulator({ seed: 31 })) {
  const logs: ProxyLogRecord[] = []
  const proxy = proxyOver(sim, {
    authorize: ({ request }) => {
      const user = request.headers.get('x-user')
      return user ? { owner: user } : true
    },
    onLog: (record) => void logs.push(record),
    ...options,
  })
  const create = (user: string | undefined, name: string) =>
    proxy(
      write(
        BASE,
        'compliance.createCompany',
        JSON.stringify({ name }),
        user ? { 'x-user': user } : {},
        sim.partners[0]!.partnerId,
      ),
    )
  return { sim, proxy, logs, create }
}

describe('per-owner request budget', () => {
  it('over budget, a write is refused 429 with Retry-After and logged, the service untouched; another owner and reads are not affected', async () => {
    const { sim, proxy, logs, create } = setup({ budget: tight })
    const before = sim.state.companies.size
    for (let i = 0; i < 3; i++) expect((await create('alice', `Alice ${i} LLC`)).status).toBe(200)
    const refused = await create('alice', 'Alice 3 LLC')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(sim.state.companies.size).toBe(before + 3)
    expect(logs.at(-1)).toMatchObject({ status: 429, errorKind: 'rate_limited' })
    expect(logs.at(-1)!.upstreamStatus).toBeUndefined()
    expect((await create('bob', 'Bob LLC')).status).toBe(200)
    const partnerId = sim.partners[0]!.partnerId
    const read = await proxy(
      new Request(`${BASE}/v1/partners/${partnerId}/companies`, { headers: { 'x-user': 'alice' } }),
    )
    expect(read.status).toBe(200)
  })

  it('requests without an owner are not counted; budget: false counts none', async () => {
    const anonymous = setup({ budget: tight })
    for (let i = 0; i < 5; i++) expect((await anonymous.create(undefined, `Anon ${i} LLC`)).status).toBe(200)
    const off = setup({ budget: false })
    for (let i = 0; i < 5; i++) expect((await off.create('carol', `Carol ${i} LLC`)).status).toBe(200)
  })

  it.each([
    ['a shared memory store', () => createMemoryStore()],
    ['Redis', () => redisStore],
  ] as [string, () => FilingKitStore][])(
    'holds across two proxy instances sharing %s',
    async (_name, storeOf) => {
      const sim = createPartnerSimulator({ seed: 32 })
      const store = storeOf()
      const owner = `dana-${Math.random()}`
      const one = setup({ budget: tight, store }, sim)
      const two = setup({ budget: tight, store }, sim)
      const statuses = [
        (await one.create(owner, 'D1 LLC')).status,
        (await two.create(owner, 'D2 LLC')).status,
        (await one.create(owner, 'D3 LLC')).status,
        (await two.create(owner, 'D4 LLC')).status,
      ]
      expect(statuses).toEqual([200, 200, 200, 429])
    },
  )

  it('GEN-3: the client reads the 429 as rate_limited with its Retry-After, and retries a read after it', async () => {
    const { sim, proxy } = setup({ budget: { reads: { capacity: 1, refillPerSecond: 2 } } })
    const partnerId = sim.partners[0]!.partnerId
    const calls: number[] = []
    const client = (attempts: number) =>
      createPartnerClient({
        baseUrl: BASE,
        partnerId,
        retry: { attempts, baseDelayMs: 1 },
        headers: { 'x-user': 'erin', origin: new URL(BASE).origin },
        fetch: async (input, init) => {
          const answer = await proxy(new Request(input, init))
          calls.push(answer.status)
          return answer
        },
      })
    await client(0).compliance.listCompanies()
    const refused = await client(0)
      .compliance.listCompanies()
      .catch((error: unknown) => error)
    expect(isPartnerApiError(refused) && refused.kind).toBe('rate_limited')
    expect(isPartnerApiError(refused) && refused.retryAfterMs).toBeGreaterThanOrEqual(1000)
    const companies = await client(2).compliance.listCompanies()
    expect(Array.isArray(companies)).toBe(true)
    expect(calls.slice(2)).toEqual([429, 200])
  })
})
