// The client names every write's attempt (issue 32): `Idempotency-Key` on each write, the pcid for an
// order create, none on reads; the same key sent again after a lost answer is answered by the proxy
// from its store; the proxy's "outcome not known" answers are unknown outcomes, never refusals.
import { describe, expect, it } from 'vitest'
import { createPartnerClient, isOutcomeUnknown } from '../../../src/client'
import { createPartnerSimulator } from '../../../src/simulator'
import { BASE, proxyOver } from '../../support/exactlyOnceRig'
import { formationOrderInput, rejection } from '../../support/fixtures'

function setup(lose: (request: Request) => boolean = () => false) {
  const sim = createPartnerSimulator({ seed: 11 })
  const proxy = proxyOver(sim)
  const sent: Request[] = []
  const client = createPartnerClient({
    baseUrl: BASE,
    partnerId: sim.partners[0]!.partnerId,
    retry: { attempts: 1 },
    // The Origin a browser adds to a write from the portal's page (the proxy refuses one without).
    headers: { origin: new URL(BASE).origin },
    fetch: async (input, init) => {
      const request = new Request(input, init)
      sent.push(request.clone())
      const response = await proxy(request)
      // The answer is lost on the way back: the write happened, the caller never hears of it.
      if (lose(request)) throw new TypeError('fetch failed')
      return response
    },
  })
  return { sim, client, sent }
}

describe('Idempotency-Key from the client', () => {
  it('every write carries one, an order create its pcid, a read none', async () => {
    const { client, sent } = setup()
    const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
    const order = await client.formation.createOrder(
      formationOrderInput(packages.packageCollection[0]!.productPackages[0]!),
    )
    await client.compliance.createCompany({ name: 'Keyed LLC' })
    const [read, create, company] = sent
    expect(read!.headers.get('idempotency-key')).toBeNull()
    expect(create!.headers.get('idempotency-key')).toBe(order.pcid)
    expect(company!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('BF-3: a write whose answer was lost, sent again with its key, is answered from the store and done once', async () => {
    let lost = true
    const { sim, client } = setup((request) => request.method === 'POST' && lost)
    const before = sim.state.companies.size
    const first = await rejection(
      client.compliance.createCompany({ name: 'Lost Answer LLC' }, { idempotencyKey: 'attempt-7' }),
    )
    expect(isOutcomeUnknown(first)).toBe(true)
    lost = false
    const again = await client.compliance.createCompany(
      { name: 'Lost Answer LLC' },
      { idempotencyKey: 'attempt-7' },
    )
    expect(again.companyId).toEqual(expect.any(String))
    expect(sim.state.companies.size).toBe(before + 1)
  })

  it('the proxy saying a write is still in flight is an unknown outcome to the client, with its Retry-After', async () => {
    const sim = createPartnerSimulator({ seed: 11 })
    const proxy = proxyOver(sim, {
      idempotency: { waitMs: 20 },
      timeoutMs: 500,
      fetch: () => new Promise<Response>(() => {}),
    })
    const client = createPartnerClient({
      baseUrl: BASE,
      partnerId: sim.partners[0]!.partnerId,
      headers: { origin: new URL(BASE).origin },
      fetch: (input, init) => proxy(new Request(input, init)),
    })
    void client.compliance
      .createCompany({ name: 'Stuck LLC' }, { idempotencyKey: 'k' })
      .catch(() => undefined)
    const error = await rejection(
      client.compliance.createCompany({ name: 'Stuck LLC' }, { idempotencyKey: 'k' }),
    )
    expect(isOutcomeUnknown(error)).toBe(true)
    expect(error.kind).toBe('server')
    expect(error.retryAfterMs).toBeGreaterThan(0)
  })
})
