import { createPartnerProxy } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { BASE, jsonRequest } from './helpers'

// A restricted user must not learn which record ids exist at the partner: a record of another
// customer and one that does not exist get the same answer, through the real proxy in front of the
// real simulator (whose "not found" is a 400 "No opportunity found…", as the service's is).

function portal() {
  const sim = createPartnerSimulator({ seed: 11 })
  const partner = sim.partners[0]!
  const alerts = [...sim.state.alerts.values()].filter((alert) => alert.partnerId === partner.partnerId)
  const subscriptions = [...sim.state.subscriptions.values()].filter(
    (subscription) => subscription.partnerId === partner.partnerId,
  )
  // The user's company: one with an alert; every other company of the partner is someone else's.
  const mine = alerts[0]!.companyId
  const foreignAlert = alerts.find((alert) => alert.companyId !== mine)!
  const foreignSubscription = subscriptions.find((subscription) => subscription.entityId !== mine)!
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    fetch: sim.fetch,
    authorize: () => ({ companyIds: [mine] }),
  })
  const compliance = `${BASE}/v1/partners/${partner.partnerId}`
  const answer = async (request: Request) => {
    const response = await proxy(request)
    return { status: response.status, body: await response.text() }
  }
  return { proxy, compliance, answer, foreignAlert, foreignSubscription }
}

const MISSING_ALERT = '006000000000NOPE01'
const MISSING_SUBSCRIPTION = 'a0S000000000NOPE01'
const REFUSED = { status: 403, body: '{"statusCode":403,"message":"This company is not available to you"}' }

describe('a restricted user gets one answer for a foreign record and a missing one', () => {
  it('reads: a foreign alert or subscription and a missing one are the same 403', async () => {
    const { compliance, answer, foreignAlert, foreignSubscription } = portal()
    expect(await answer(new Request(`${compliance}/alerts/${foreignAlert.id}`))).toEqual(REFUSED)
    expect(await answer(new Request(`${compliance}/alerts/${MISSING_ALERT}`))).toEqual(REFUSED)
    expect(await answer(new Request(`${compliance}/subscriptions/${foreignSubscription.id}`))).toEqual(
      REFUSED,
    )
    expect(await answer(new Request(`${compliance}/subscriptions/${MISSING_SUBSCRIPTION}`))).toEqual(REFUSED)
  })

  it('writes: submit, renew and cancel on a foreign record and on a missing one are the same 403', async () => {
    const { compliance, answer, foreignAlert, foreignSubscription } = portal()
    const forms = {
      complianceForms: [{ formDataId: 'a0F1', formDefinitions: [{ formDefinitionId: 'd1', sections: {} }] }],
    }
    for (const id of [foreignAlert.id, MISSING_ALERT]) {
      expect(await answer(jsonRequest(`${compliance}/alerts/${id}/orders`, forms))).toEqual(REFUSED)
    }
    for (const id of [foreignSubscription.id, MISSING_SUBSCRIPTION]) {
      expect(await answer(jsonRequest(`${compliance}/subscriptions/${id}/renew`, { id }))).toEqual(REFUSED)
      expect(await answer(jsonRequest(`${compliance}/subscriptions/${id}/cancel`, {}))).toEqual(REFUSED)
    }
  })
})
