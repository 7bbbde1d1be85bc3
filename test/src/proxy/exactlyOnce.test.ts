// BF-3 at the proxy: every write happens once per key (issue 32), in one process with the default
// store (memory). The same promises across two processes and Redis: exactlyOnceRedis.test.ts.
import { describe, expect, it } from 'vitest'
import { createPartnerSimulator } from '../../../src/simulator'
import { createMemoryStore, type FilingKitStore } from '../../../src/proxy'
import { BASE, createOrderBody, ordersWithPcid, proxyOver, seen, write } from '../../support/exactlyOnceRig'

const PCID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

function setup() {
  const sim = createPartnerSimulator({ seed: 5 })
  return { sim, partnerId: sim.partners[0]!.partnerId }
}

describe('exactly once at the proxy, default store', () => {
  it('BF-3: 200 concurrent duplicates of one create reach the service once, and every caller gets the same answer', async () => {
    const { sim } = setup()
    const proxy = proxyOver(sim)
    const body = await createOrderBody(sim, PCID)
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        proxy(write(BASE, 'formation.createOrder', body, { 'idempotency-key': PCID })),
      ),
    )
    expect(ordersWithPcid(sim, PCID)).toBe(1)
    const bodies = new Set(await Promise.all(answers.map(seen)))
    expect(bodies.size).toBe(1)
    expect([...bodies][0]).toMatch(/^201 .*orderGuid/)
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(199)
  })

  it('BF-3: a second create with a pcid already forwarded never reaches the service, even under another key or none', async () => {
    const { sim } = setup()
    const proxy = proxyOver(sim)
    const body = await createOrderBody(sim, PCID)
    const first = await seen(
      await proxy(write(BASE, 'formation.createOrder', body, { 'idempotency-key': 'tab-1' })),
    )
    const again = await seen(await proxy(write(BASE, 'formation.createOrder', body)))
    expect(again).toBe(first)
    expect(ordersWithPcid(sim, PCID)).toBe(1)
    const other = await proxy(
      write(BASE, 'formation.createOrder', await createOrderBody(sim, PCID, 'Other Name LLC')),
    )
    expect(other.status).toBe(422)
    expect(ordersWithPcid(sim, PCID)).toBe(1)
  })

  it('a write replayed with its Idempotency-Key gets the stored answer; the same key with another body is a 422', async () => {
    const { sim, partnerId } = setup()
    const proxy = proxyOver(sim)
    const before = sim.state.companies.size
    const headers = { 'idempotency-key': 'company-attempt-1' }
    const first = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Once Only LLC"}', headers, partnerId),
    )
    const firstSeen = await seen(first)
    expect(first.status).toBe(200)
    const replayed = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Once Only LLC"}', headers, partnerId),
    )
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(await seen(replayed)).toBe(firstSeen)
    const other = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Twice LLC"}', headers, partnerId),
    )
    expect(other.status).toBe(422)
    expect(sim.state.companies.size).toBe(before + 1)
    // A new key is a new write.
    await proxy(
      write(
        BASE,
        'compliance.createCompany',
        '{"name":"Once Only LLC"}',
        { 'idempotency-key': 'k2' },
        partnerId,
      ),
    )
    expect(sim.state.companies.size).toBe(before + 2)
  })

  it("keys are per signed-in owner: one owner's key neither replays nor blocks another's, and another owner's pcid is refused without its answer", async () => {
    const { sim, partnerId } = setup()
    const proxy = proxyOver(sim, {
      authorize: ({ request }) => ({ owner: request.headers.get('x-user') ?? '' }),
    })
    const before = sim.state.companies.size
    const as = (user: string) => ({ 'idempotency-key': 'same-key', 'x-user': user })
    const alice = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Alice LLC"}', as('alice'), partnerId),
    )
    const bob = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"Bob LLC"}', as('bob'), partnerId),
    )
    expect([alice.status, bob.status]).toEqual([200, 200])
    expect(bob.headers.get('idempotent-replayed')).toBeNull()
    expect(sim.state.companies.size).toBe(before + 2)

    const body = await createOrderBody(sim, PCID)
    expect((await proxy(write(BASE, 'formation.createOrder', body, { 'x-user': 'alice' }))).status).toBe(201)
    const stolen = await proxy(write(BASE, 'formation.createOrder', body, { 'x-user': 'bob' }))
    expect(stolen.status).toBe(409)
    expect(await stolen.text()).not.toMatch(/orderGuid/)
    expect(ordersWithPcid(sim, PCID)).toBe(1)
  })

  it('a duplicate arriving while the first is in flight waits for its answer, or after waitMs gets 409 with Retry-After', async () => {
    const { sim, partnerId } = setup()
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const proxy = proxyOver(sim, {
      idempotency: { waitMs: 50 },
      fetch: async (input, init) => {
        await gate
        return sim.fetch(new Request(input, init))
      },
    })
    const headers = { 'idempotency-key': 'slow-1' }
    const request = () => write(BASE, 'compliance.createCompany', '{"name":"Slow LLC"}', headers, partnerId)
    const before = sim.state.companies.size
    const first = proxy(request())
    const busy = await proxy(request())
    expect(busy.status).toBe(409)
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(busy.headers.get('x-filing-kit-outcome')).toBe('in-flight')

    open()
    const answered = await seen(await first)
    expect(await seen(await proxy(request()))).toBe(answered)
    expect(sim.state.companies.size).toBe(before + 1)
  })

  it('a create whose proxy stopped before storing its answer is "outcome unknown" with its pcid, and is never forwarded again', async () => {
    const { sim } = setup()
    const shared = createMemoryStore()
    // The first proxy's store takes the claim, then the proxy "dies": nothing it writes later lands.
    let dead = false
    const dying: FilingKitStore = {
      ...shared,
      put: (...args) => (dead ? new Promise(() => {}) : shared.put(...args)),
      release: (...args) => (dead ? new Promise(() => {}) : shared.release(...args)),
    }
    const body = await createOrderBody(sim, PCID)
    const first = proxyOver(sim, {
      store: dying,
      timeoutMs: 200,
      fetch: async (input, init) => {
        const answer = await sim.fetch(new Request(input, init))
        dead = true
        return answer
      },
    })
    void first(write(BASE, 'formation.createOrder', body))
    await expect.poll(() => dead).toBe(true)
    expect(ordersWithPcid(sim, PCID)).toBe(1)

    const other = proxyOver(sim, { store: shared, timeoutMs: 200 })
    const replay = await other(write(BASE, 'formation.createOrder', body))
    expect(replay.status).toBe(502)
    expect(replay.headers.get('x-filing-kit-outcome')).toBe('unknown')
    expect(await replay.json()).toMatchObject({ outcome: 'unknown', pcid: PCID })
    expect(ordersWithPcid(sim, PCID)).toBe(1)
  })

  it('a store that fails before a write is forwarded refuses it (503), and nothing reaches the service', async () => {
    const { sim, partnerId } = setup()
    const broken: FilingKitStore = {
      ...createMemoryStore(),
      claim: () => Promise.reject(new Error('store down')),
    }
    const proxy = proxyOver(sim, { store: broken })
    const before = sim.state.companies.size
    const answer = await proxy(
      write(BASE, 'compliance.createCompany', '{"name":"X LLC"}', { 'idempotency-key': 'k' }, partnerId),
    )
    expect(answer.status).toBe(503)
    expect(sim.state.companies.size).toBe(before)
  })
})
