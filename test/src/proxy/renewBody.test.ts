import { COMPLIANCE, jsonRequest, setup } from './helpers'

// CMP-14: renew's body `id` must equal the plan in the path. A restricted user's renew is let through
// after the proxy read the path's plan and found it the user's own; a body naming another plan (of
// another customer) would travel with that check passed, and the service would act on the body's.

const MINE = 'a0E5f000001MineAAA'
const MY_PLAN = 'a0S5f000001MineAAA'
const THEIR_PLAN = 'a0S5f000001TheirsA'

/** The upstream: the path's plan belongs to the user's company; every write succeeds. */
const upstreamAnswers = (call: { method: string }) =>
  call.method === 'GET'
    ? Response.json({ statusCode: 200, message: 'OK', data: { id: MY_PLAN, entityId: MINE } })
    : Response.json({ statusCode: 200, message: 'OK', data: true })

const renew = (pathPlan: string, body: unknown) =>
  jsonRequest(`${COMPLIANCE}/subscriptions/${pathPlan}/renew`, body)

describe('CMP-14: renew refuses a body id other than the path’s plan, before the upstream', () => {
  it('a restricted user renewing their own plan in the path with another customer’s plan in the body', async () => {
    const { proxy, upstream, logs } = setup({ authorize: () => ({ companyIds: [MINE] }) }, upstreamAnswers)
    const response = await proxy(renew(MY_PLAN, { id: THEIR_PLAN, autoRenew: true }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'The body names another record than the path',
    })
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ status: 400, errorKind: 'bad_request' })
  })

  it.each([
    ['another plan', { id: THEIR_PLAN }],
    ['the id in another case', { id: MY_PLAN.toLowerCase() }],
    ['a non-string id', { id: 1 }],
    ['no id at all', { autoRenew: true }],
  ])('an unrestricted caller too: %s', async (_, body) => {
    const { proxy, upstream } = setup({}, upstreamAnswers)
    expect((await proxy(renew(MY_PLAN, body))).status).toBe(400)
    expect(upstream.calls).toHaveLength(0)
  })

  it('the same plan in the path and the body is forwarded, after the owner read', async () => {
    const { proxy, upstream } = setup({ authorize: () => ({ companyIds: [MINE] }) }, upstreamAnswers)
    const response = await proxy(renew(MY_PLAN, { id: MY_PLAN, autoRenew: true }))
    expect(response.status).toBe(200)
    expect(upstream.calls.map((call) => call.method)).toEqual(['GET', 'POST'])
    expect(JSON.parse(upstream.calls[1]!.body)).toEqual({ id: MY_PLAN, autoRenew: true })
  })
})
