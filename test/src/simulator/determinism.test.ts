import type { PartnerSimulator } from '../../../src/simulator'
import { call, makeSim } from './helpers'

/** Everything a client can read of the seeded world, through real requests. */
async function snapshot(sim: PartnerSimulator) {
  const base = `/v1/partners/${sim.partners[0]?.partnerId}`
  const orders = [...sim.state.formationOrders.values()].filter(
    (order) => order.partnerId === sim.partners[0]?.partnerId,
  )
  return {
    tokens: sim.tokens,
    partners: sim.partners,
    companies: (await call(sim, 'GET', `${base}/companies`)).body,
    alerts: (await call(sim, 'GET', `${base}/alerts`)).body,
    subscriptions: (await call(sim, 'GET', `${base}/subscriptions`)).body,
    orders: await Promise.all(
      orders.map(
        async (order) =>
          (await call(sim, 'GET', `/api/business-formation-v2/get-order/${order.orderGuid}`)).body,
      ),
    ),
    packages: (await call(sim, 'GET', '/api/business-formation-v2/package?entityType=C-Corp&state=Ohio'))
      .body,
  }
}

describe('simulator determinism', () => {
  it('two runs with the same seed produce identical data, created ids included', async () => {
    const first = makeSim({ seed: 42 }).sim
    const second = makeSim({ seed: 42 }).sim
    expect(await snapshot(second)).toEqual(await snapshot(first))
    const create = async (sim: PartnerSimulator) =>
      (
        await call(sim, 'POST', `/v1/partners/${sim.partners[0]?.partnerId}/companies`, {
          body: { name: 'Same LLC' },
        })
      ).body.data.companyId
    expect(await create(second)).toBe(await create(first))
  })

  it('a different seed produces different data', async () => {
    const one = await snapshot(makeSim({ seed: 1 }).sim)
    const two = await snapshot(makeSim({ seed: 2 }).sim)
    expect(two.tokens.production).not.toBe(one.tokens.production)
    expect(two.partners[0]?.partnerId).not.toBe(one.partners[0]?.partnerId)
    expect(two.companies.data.map((company: { name: string }) => company.name)).not.toEqual(
      one.companies.data.map((company: { name: string }) => company.name),
    )
  })

  it('the seeded world is the size the issue asks for', () => {
    const { sim } = makeSim()
    expect(sim.partners.length).toBeGreaterThanOrEqual(3)
    for (const partner of sim.partners) {
      const companies = [...sim.state.companies.values()].filter(
        (company) => company.partnerId === partner.partnerId,
      )
      expect(companies.length).toBeGreaterThanOrEqual(10)
      expect(new Set(companies.map((company) => company.homeState)).size).toBeGreaterThan(3)
    }
    const ids = [
      ...sim.state.companies.keys(),
      ...sim.state.alerts.keys(),
      ...sim.state.subscriptions.keys(),
      ...sim.state.formationOrders.keys(),
    ]
    for (const id of ids) expect(id).toHaveLength(18)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
