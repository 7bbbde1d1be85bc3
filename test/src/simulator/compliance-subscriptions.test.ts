import type { SubscriptionRecord } from '../../../src/simulator'
import { call, makeSim } from './helpers'

const PROOF = { title: 'New agent appointment', extension: 'pdf', base64: 'JVBERi0xLjQK' }

function ownSubscriptions(
  setup: ReturnType<typeof makeSim>,
  filter: (subscription: SubscriptionRecord) => boolean,
) {
  return [...setup.sim.state.subscriptions.values()].filter(
    (subscription) => subscription.partnerId === setup.partner.partnerId && filter(subscription),
  )
}

describe('simulator: Compliance subscriptions', () => {
  it('CMP-12: list gives {companyName: null, subscriptions} without companyId, of every category', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const answer = await call(sim, 'GET', `${compliance}/subscriptions`)
    expect(answer.status).toBe(200)
    expect(answer.body.data.companyName).toBeNull()
    const subscriptions = answer.body.data.subscriptions as {
      serviceCategory: string
      renewalType: string
      status: string
    }[]
    expect(subscriptions).toHaveLength(ownSubscriptions(setup, () => true).length)
    expect(new Set(subscriptions.map((subscription) => subscription.serviceCategory))).toEqual(
      new Set(['RegisteredAgent', 'AnnualReport', 'BOIReport', 'FranchiseTax', 'ComplianceMonitoring']),
    )
    expect(new Set(subscriptions.map((subscription) => subscription.renewalType))).toEqual(
      new Set(['Auto Renewal', 'Manual']),
    )
    expect(subscriptions.some((subscription) => subscription.status === 'Cancelled')).toBe(true)
  })

  it.each([
    ['on its reference day', Date.parse('2026-09-01T12:00:00Z')],
    ['a year and a half later', Date.parse('2028-03-15T12:00:00Z')],
  ])(
    'seeded plans in force have a term that runs on the clock (%s); the same day gives the same plans',
    (_, at) => {
      const today = new Date(at).toISOString().slice(0, 10)
      const setup = makeSim({ now: () => at })
      const plans = ownSubscriptions(setup, () => true)
      const inForce = plans.filter((plan) => plan.status !== 'Cancelled')
      expect(inForce.length).toBeGreaterThan(0)
      for (const plan of inForce) {
        expect(plan.startDate <= today && today <= plan.endDate).toBe(true)
        if (plan.autoRenewDate) expect(plan.autoRenewDate >= today).toBe(true)
      }
      const again = ownSubscriptions(makeSim({ now: () => at }), () => true)
      expect(again).toEqual(plans)
    },
  )

  it('CMP-12: companyName is filled when companyId is given; serviceId narrows to one plan', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const [plan] = ownSubscriptions(setup, () => true)
    const company = sim.state.companies.get(plan?.entityId ?? '')
    const byCompany = await call(sim, 'GET', `${compliance}/subscriptions?companyId=${company?.id}`)
    expect(byCompany.body.data.companyName).toBe(company?.name)
    expect(
      byCompany.body.data.subscriptions.every(
        (subscription: { entityId: string }) => subscription.entityId === company?.id,
      ),
    ).toBe(true)
    const byId = await call(sim, 'GET', `${compliance}/subscriptions?serviceId=${plan?.id}`)
    expect(byId.body.data.subscriptions.map((subscription: { id: string }) => subscription.id)).toEqual([
      plan?.id,
    ])
  })

  it('CMP-12: {data: null} with 200 when nothing is found', async () => {
    const setup = makeSim()
    const { sim, compliance, partner } = setup
    const bare = [...sim.state.companies.values()].find(
      (company) =>
        company.partnerId === partner.partnerId &&
        ownSubscriptions(setup, (plan) => plan.entityId === company.id).length === 0,
    )
    const answer = await call(sim, 'GET', `${compliance}/subscriptions?companyId=${bare?.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBeNull()
  })

  it('CMP-13: get subscription in the standard envelope', async () => {
    const setup = makeSim()
    const [plan] = ownSubscriptions(setup, () => true)
    const answer = await call(setup.sim, 'GET', `${setup.compliance}/subscriptions/${plan?.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      statusCode: 200,
      message: 'Success',
      data: { id: plan?.id, entityId: plan?.entityId },
    })
  })

  it('CMP-14: renew updates the fields and answers {data: true}', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const [plan] = ownSubscriptions(
      setup,
      (subscription) => subscription.renewalType === 'Manual' && subscription.status === 'Active',
    )
    const path = `${compliance}/subscriptions/${plan?.id}`
    const answer = await call(sim, 'POST', `${path}/renew`, {
      body: {
        id: plan?.id,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        renewalType: 'Auto Renewal',
        renewalDate: '2027-12-01',
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBe(true)
    const read = (await call(sim, 'GET', path)).body.data
    expect(read).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      renewalType: 'Auto Renewal',
      autoRenewDate: '2027-12-01',
    })
  })

  it('CMP-14: unknown id 400 no-matching-record, body id ≠ path id 400, another partner’s 403, all data false', async () => {
    const setup = makeSim()
    const { sim, compliance, other } = setup
    const [plan] = ownSubscriptions(setup, () => true)
    const theirs = [...sim.state.subscriptions.values()].find(
      (subscription) => subscription.partnerId === other.partnerId,
    )
    const unknown = await call(sim, 'POST', `${compliance}/subscriptions/a0S5fNOSUCHPLAN000/renew`, {
      body: { id: 'a0S5fNOSUCHPLAN000' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({
      statusCode: 400,
      message: 'No matching record found for subscription a0S5fNOSUCHPLAN000',
      data: false,
    })
    const mismatch = await call(sim, 'POST', `${compliance}/subscriptions/${plan?.id}/renew`, {
      body: { id: 'a0S5fSOMEOTHER0000' },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.data).toBe(false)
    const foreign = await call(sim, 'POST', `${compliance}/subscriptions/${theirs?.id}/renew`, {
      body: { id: theirs?.id },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchObject({ statusCode: 403, data: false })
  })

  it('CMP-15: a Registered Agent cancel with proof goes to Ready for Review, visible on a later GET', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const [plan] = ownSubscriptions(
      setup,
      (subscription) =>
        subscription.serviceCategory === 'RegisteredAgent' && subscription.status === 'Active',
    )
    const answer = await call(sim, 'POST', `${compliance}/subscriptions/${plan?.id}/cancel`, { body: PROOF })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ serviceId: plan?.id, status: 'Ready for Review' })
    expect((await call(sim, 'GET', `${compliance}/subscriptions/${plan?.id}`)).body.data.status).toBe(
      'Ready for Review',
    )
  })

  it('CMP-15: any other category cancels at once with {} and is Cancelled', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const [plan] = ownSubscriptions(
      setup,
      (subscription) => subscription.serviceCategory === 'AnnualReport' && subscription.status === 'Active',
    )
    const answer = await call(sim, 'POST', `${compliance}/subscriptions/${plan?.id}/cancel`, { body: {} })
    expect(answer.body).toEqual({ serviceId: plan?.id, status: 'Cancelled' })
    expect((await call(sim, 'GET', `${compliance}/subscriptions/${plan?.id}`)).body.data.status).toBe(
      'Cancelled',
    )
  })

  it('CMP-16: missing or unknown plan is 400 "Subscripion plan is required." with data null', async () => {
    const { sim, compliance } = makeSim()
    const answer = await call(sim, 'POST', `${compliance}/subscriptions/a0S5fNOSUCHPLAN000/cancel`, {
      body: {},
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ statusCode: 400, message: 'Subscripion plan is required.', data: null })
  })

  it('CMP-16: an already cancelled plan is 400 data null', async () => {
    const setup = makeSim()
    const [plan] = ownSubscriptions(setup, (subscription) => subscription.status === 'Cancelled')
    const answer = await call(setup.sim, 'POST', `${setup.compliance}/subscriptions/${plan?.id}/cancel`, {
      body: PROOF,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ statusCode: 400, data: null })
  })

  it('CMP-16: a Registered Agent proof missing a member is 400 data null, and nothing changes', async () => {
    const setup = makeSim()
    const [plan] = ownSubscriptions(
      setup,
      (subscription) =>
        subscription.serviceCategory === 'RegisteredAgent' && subscription.status === 'Active',
    )
    for (const missing of ['title', 'extension', 'base64'] as const) {
      const { [missing]: _dropped, ...proof } = PROOF
      const answer = await call(setup.sim, 'POST', `${setup.compliance}/subscriptions/${plan?.id}/cancel`, {
        body: proof,
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ statusCode: 400, message: expect.stringContaining(missing), data: null })
    }
    const dotted = await call(setup.sim, 'POST', `${setup.compliance}/subscriptions/${plan?.id}/cancel`, {
      body: { ...PROOF, extension: '.pdf' },
    })
    expect(dotted.status).toBe(400)
    expect(setup.sim.state.subscriptions.get(plan?.id ?? '')?.status).toBe('Active')
  })

  it('CMP-17: autoRenewDate is set only for Auto Renewal, also after switching to Manual', async () => {
    const setup = makeSim()
    const { sim, compliance } = setup
    const listed = (await call(sim, 'GET', `${compliance}/subscriptions`)).body.data.subscriptions as {
      renewalType: string
      autoRenewDate: string | null
      status: string
    }[]
    for (const plan of listed) {
      expect(['Auto Renewal', 'Manual']).toContain(plan.renewalType)
      if (plan.renewalType === 'Manual') expect(plan.autoRenewDate).toBeNull()
    }
    expect(listed.some((plan) => plan.renewalType === 'Auto Renewal' && plan.autoRenewDate !== null)).toBe(
      true,
    )
    const [auto] = ownSubscriptions(
      setup,
      (subscription) => subscription.renewalType === 'Auto Renewal' && subscription.status === 'Active',
    )
    await call(sim, 'POST', `${compliance}/subscriptions/${auto?.id}/renew`, {
      body: { id: auto?.id, renewalType: 'Manual' },
    })
    const read = (await call(sim, 'GET', `${compliance}/subscriptions/${auto?.id}`)).body.data
    expect(read).toMatchObject({ renewalType: 'Manual', autoRenewDate: null })
    const invalid = await call(sim, 'POST', `${compliance}/subscriptions/${auto?.id}/renew`, {
      body: { id: auto?.id, renewalType: 'Yearly' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.data).toBe(false)
  })
})
