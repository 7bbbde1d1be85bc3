import { createPartnerProxy } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { BASE, visible } from './helpers'

// Every read a restricted user makes by an id — in the path or in the query — gets one answer for a
// record of another customer and for one that does not exist: status, headers and body alike.
// Otherwise the difference tells the user which ids exist at the partner. Through the real proxy in
// front of the real simulator, which answers a list filtered to nothing as the service does.

function portal() {
  const sim = createPartnerSimulator({ seed: 11 })
  const partner = sim.partners[0]!
  const ofPartner = <T extends { partnerId: string }>(records: Map<string, T>) =>
    [...records.values()].filter((record) => record.partnerId === partner.partnerId)
  const alerts = ofPartner(sim.state.alerts)
  const subscriptions = ofPartner(sim.state.subscriptions)
  const companies = ofPartner(sim.state.companies)
  // The user's company: one with an alert and a plan; every other company of the partner is someone else's.
  const mine = alerts.find((alert) =>
    subscriptions.some((plan) => plan.entityId === alert.companyId),
  )!.companyId
  const myPlan = subscriptions.find((plan) => plan.entityId === mine)!
  const foreignPlan = subscriptions.find((plan) => plan.entityId !== mine)!
  const foreignCompany = companies.find((company) => company.id !== mine)!
  const formationOrders = [...sim.state.formationOrders.values()]
  const taxOrders = [...sim.state.taxOrders.values()]
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    fetch: sim.fetch,
    authorize: () => ({ companyIds: [mine], orderGuids: [] }),
  })
  const compliance = `${BASE}/v1/partners/${partner.partnerId}`
  /** Everything the user sees of the answer: status line, headers and body. */
  const seen = async (url: string) => visible(await proxy(new Request(url)))
  return { compliance, seen, mine, myPlan, foreignPlan, foreignCompany, formationOrders, taxOrders }
}

const MISSING_COMPANY = 'a0E000000000NOPE01'
const MISSING_PLAN = 'a0S000000000NOPE01'
const MISSING_ORDER = '801000000000NOPE01'

describe('a restricted user gets one answer for a foreign id and a missing one, on every read by id', () => {
  it('list subscriptions filtered by a plan id (?serviceId=): a foreign plan and a missing one look the same', async () => {
    const { compliance, seen, foreignPlan } = portal()
    const foreign = await seen(`${compliance}/subscriptions?serviceId=${foreignPlan.id}`)
    const missing = await seen(`${compliance}/subscriptions?serviceId=${MISSING_PLAN}`)
    expect(foreign).toBe(missing)
    expect(foreign).not.toContain(foreignPlan.id)
    expect(foreign).not.toContain(foreignPlan.entityId)
  })

  it('…and with the user’s own company filter (?companyId=mine&serviceId=)', async () => {
    const { compliance, seen, mine, foreignPlan } = portal()
    expect(await seen(`${compliance}/subscriptions?companyId=${mine}&serviceId=${foreignPlan.id}`)).toBe(
      await seen(`${compliance}/subscriptions?companyId=${mine}&serviceId=${MISSING_PLAN}`),
    )
  })

  it('the user’s own plan by ?serviceId= is still listed', async () => {
    const { compliance, seen, myPlan } = portal()
    const own = await seen(`${compliance}/subscriptions?serviceId=${myPlan.id}`)
    expect(own.startsWith('200\n')).toBe(true)
    expect(own).toContain(myPlan.id)
  })

  it.each([
    ['get company (path)', (c: string, id: string) => `${c}/companies/${id}`],
    ['list alerts (?companyId=)', (c: string, id: string) => `${c}/alerts?companyId=${id}`],
    ['list subscriptions (?companyId=)', (c: string, id: string) => `${c}/subscriptions?companyId=${id}`],
  ])('%s: another customer’s company and a missing one', async (_, url) => {
    const { compliance, seen, foreignCompany } = portal()
    const foreign = await seen(url(compliance, foreignCompany.id))
    expect(foreign.startsWith('403\n')).toBe(true)
    expect(foreign).toBe(await seen(url(compliance, MISSING_COMPANY)))
  })

  it.each([
    ['get alert (path)', 'alerts'],
    ['get subscription (path)', 'subscriptions'],
  ])('%s: another customer’s record and a missing one', async (_, collection) => {
    const { compliance, seen, foreignPlan } = portal()
    const state = createPartnerSimulator({ seed: 11 }).state
    const foreignId =
      collection === 'subscriptions'
        ? foreignPlan.id
        : [...state.alerts.values()].find((alert) => alert.companyId === foreignPlan.entityId)?.id
    if (foreignId === undefined) throw new Error('the seed has no alert of another company')
    const missing = collection === 'subscriptions' ? MISSING_PLAN : '006000000000NOPE01'
    const foreign = await seen(`${compliance}/${collection}/${foreignId}`)
    expect(foreign.startsWith('403\n')).toBe(true)
    expect(foreign).toBe(await seen(`${compliance}/${collection}/${missing}`))
  })

  it.each([
    ['get order', (guid: string) => `${BASE}/api/business-formation-v2/get-order/${guid}`],
    ['get order (v8 path)', (guid: string) => `${BASE}/api-partners-v8/order/${guid}`],
    ['order summary', (guid: string) => `${BASE}/api/business-formation-v2/order-summary/${guid}`],
    [
      'document download (?orderGuid=)',
      (guid: string) =>
        `${BASE}/api/business-formation/download-order-document-v1?orderGuid=${guid}&documentType=formationCertificate`,
    ],
  ])('%s: another customer’s formation order and a missing one', async (_, url) => {
    const { seen, formationOrders } = portal()
    const foreign = formationOrders[0]
    if (!foreign) throw new Error('the seed has no formation order')
    const answer = await seen(url(foreign.orderGuid))
    expect(answer.startsWith('403\n')).toBe(true)
    expect(answer).toBe(await seen(url(MISSING_ORDER)))
  })

  it('tax registration get: another customer’s tax order and a missing one', async () => {
    const { seen, taxOrders } = portal()
    const foreign = taxOrders[0]
    if (!foreign) throw new Error('the seed has no tax order')
    const url = (guid: string) => `${BASE}/api/api-partners-v10/tax-reg-50states/${guid}`
    const answer = await seen(url(foreign.orderGuid))
    expect(answer.startsWith('403\n')).toBe(true)
    expect(answer).toBe(await seen(url(MISSING_ORDER)))
  })
})
