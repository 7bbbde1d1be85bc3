import { call, makeSim, validTaxOrder } from './helpers'

const PREFIX = '/api/api-partners-v10/tax-reg-50states'
const HOUR = 3_600_000

async function create(setup: ReturnType<typeof makeSim>, overrides: Record<string, unknown> = {}) {
  return call(setup.sim, 'POST', `${PREFIX}/`, { body: validTaxOrder(setup.partner.apiUserPid, overrides) })
}

describe('simulator: Tax Registration', () => {
  it('TAX-1: create at the trailing-slash path answers 201 echoing the order with its orderGuid', async () => {
    const setup = makeSim()
    const answer = await create(setup)
    expect(answer.status).toBe(201)
    const order = answer.body.data.partnerOrder
    expect(order.orderGuid).toMatch(/^801[0-9A-Za-z]{15}$/)
    const sent = validTaxOrder(setup.partner.apiUserPid).partnerOrder
    expect(order).toMatchObject(sent)
    expect(
      (await call(setup.sim, 'POST', PREFIX, { body: validTaxOrder(setup.partner.apiUserPid) })).status,
    ).toBe(404)
  })

  it('TAX-2: get returns only the status summary, filled in as the order advances', async () => {
    const setup = makeSim()
    const guid = (await create(setup)).body.data.partnerOrder.orderGuid
    const first = (await call(setup.sim, 'GET', `${PREFIX}/${guid}`)).body.data.partnerOrder
    expect(Object.keys(first).sort()).toEqual([
      'accountNumbers',
      'agencyAccounts',
      'orderGuid',
      'orderPhase',
      'orderStatus',
      'taxRates',
    ])
    expect(first).toMatchObject({
      orderPhase: 'Order Received',
      accountNumbers: [],
      taxRates: [],
      agencyAccounts: [],
    })
    setup.sim.advance(HOUR * 4)
    const done = (await call(setup.sim, 'GET', `${PREFIX}/${guid}`)).body.data.partnerOrder
    expect(done.orderPhase).toBe('Complete')
    expect(new Set(done.accountNumbers.map((account: { state: string }) => account.state))).toEqual(
      new Set(['CA', 'NY']),
    )
    expect(done.taxRates[0]).toMatchObject({
      state: 'CA',
      accountType: 'Unemployment Insurance',
      rate: expect.any(Number),
    })
    expect(done.agencyAccounts[0]).toMatchObject({ agencyName: 'Employment Development Department' })
  })

  it('TAX-3: dateOfBirth is required when type is INDIVIDUAL', async () => {
    const setup = makeSim()
    const answer = await create(setup, { responsibleParties: [{ type: 'INDIVIDUAL', title: 'Member' }] })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toEqual([
      'responsibleParties[0].dateOfBirth is required when type is INDIVIDUAL',
    ])
    expect(
      (await create(setup, { responsibleParties: [{ type: 'BUSINESS', title: 'Member' }] })).status,
    ).toBe(201)
  })

  it('TAX-4: nonProfitInfo is required when entityType is Non-Profit Corporation', async () => {
    const setup = makeSim()
    const answer = await create(setup, {
      businessDetails: { entityType: 'Non-Profit Corporation', EIN: '12-3456789' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toEqual([
      'businessDetails.nonProfitInfo is required when entityType is Non-Profit Corporation',
    ])
    const ok = await create(setup, {
      businessDetails: { entityType: 'Non-Profit Corporation', nonProfitInfo: { exemption: '501(c)(3)' } },
    })
    expect(ok.status).toBe(201)
  })

  it('TAX-5: titles are checked per entity type; C-Corp rejects Officer', async () => {
    const setup = makeSim()
    const officer = await create(setup, {
      businessDetails: { entityType: 'C-Corp' },
      responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1980-01-01', title: 'Officer' }],
    })
    expect(officer.status).toBe(400)
    expect(officer.body.errorMessage).toEqual(['responsibleParties[0].title Officer is not valid for C-Corp'])
    const president = await create(setup, {
      businessDetails: { entityType: 'S-Corp' },
      responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1980-01-01', title: 'President' }],
    })
    expect(president.status).toBe(201)
    const llcDirector = await create(setup, {
      responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1980-01-01', title: 'Director' }],
    })
    expect(llcDirector.body.errorMessage).toEqual([
      'responsibleParties[0].title Director is not valid for LLC',
    ])
  })

  it('TAX-6: the EIN is checked for the NN-NNNNNNN format only', async () => {
    const setup = makeSim()
    const bad = await create(setup, { businessDetails: { entityType: 'LLC', EIN: '123456789' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errorMessage).toEqual(['businessDetails.EIN must be in the format NN-NNNNNNN'])
    // Any well-formed EIN passes: no registry is asked.
    expect((await create(setup, { businessDetails: { entityType: 'LLC', EIN: '00-0000000' } })).status).toBe(
      201,
    )
  })

  it('TAX-7: firstPayrollAmount accepts strings, decimals, zero and (in error) negatives', async () => {
    const setup = makeSim()
    for (const amount of ['1500', 1500.25, 0, '-250.00', -1]) {
      const answer = await create(setup, { accountInfo: { firstPayrollAmount: amount } })
      expect({ amount, status: answer.status }).toEqual({ amount, status: 201 })
    }
    const words = await create(setup, { accountInfo: { firstPayrollAmount: 'a lot' } })
    expect(words.status).toBe(400)
  })

  it('TAX-8: an unknown orderGuid is HTTP 400 with body statusCode 200 and data.partnerOrder null', async () => {
    const { sim } = makeSim()
    const answer = await call(sim, 'GET', `${PREFIX}/8015fNOSUCHORDER00`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ statusCode: 200, data: { partnerOrder: null } })
  })

  it('seeded tax orders carry account numbers, rates and agency accounts', async () => {
    const { sim, partner } = makeSim()
    const complete = [...sim.state.taxOrders.values()].find(
      (order) =>
        order.partnerId === partner.partnerId &&
        order.timeline.steps[order.timeline.index]?.phase === 'Complete',
    )
    const answer = await call(sim, 'GET', `${PREFIX}/${complete?.orderGuid}`)
    expect(answer.body.data.partnerOrder.accountNumbers.length).toBeGreaterThan(0)
    expect(answer.body.data.partnerOrder.taxRates.length).toBeGreaterThan(0)
    expect(answer.body.data.partnerOrder.agencyAccounts.length).toBeGreaterThan(0)
  })
})
