import type { AuthorizeContext } from '../../../src/proxy'
import { COMPLIANCE, PARTNER_ID, UPSTREAM, jsonRequest, setup, type UpstreamCall } from './helpers'

const MINE = 'a0E000000000MINE01'
const ALSO_MINE = 'a0E000000000MINE02'
const THEIRS = 'a0E00000000THEIRS1'

/** An upstream holding companies, alerts and subscriptions of three companies, two of them the user's. */
function partnerData(call: UpstreamCall): Response {
  const path = new URL(call.url).pathname.replace(`/v1/partners/${PARTNER_ID}`, '')
  if (path === '/companies') {
    return Response.json({
      statusCode: 200,
      message: 'OK',
      data: [{ id: MINE }, { companyId: ALSO_MINE }, { id: THEIRS }, { name: 'no id' }],
    })
  }
  if (path === '/alerts') {
    // GEN-2: a double-encoded JSON string served as text/plain.
    const body = {
      opportunities: [{ id: '006A', entityId: MINE }, { id: '006B', entityId: THEIRS }, { id: '006C' }],
    }
    return new Response(JSON.stringify(JSON.stringify(body)), { headers: { 'content-type': 'text/plain' } })
  }
  if (path === '/subscriptions') {
    return Response.json({
      statusCode: 200,
      data: {
        companyName: null,
        subscriptions: [
          { id: 'a0S1', entityId: THEIRS },
          { id: 'a0S2', entityId: ALSO_MINE },
        ],
      },
    })
  }
  if (path === '/alerts/006B' || path === '/alerts/006B/orders') {
    return Response.json({ statusCode: 200, message: 'Success', data: { id: '006B', companyId: THEIRS } })
  }
  if (path === '/alerts/006A')
    return Response.json({ statusCode: 200, message: 'Success', data: { id: '006A', companyId: MINE } })
  if (path === '/subscriptions/a0S1')
    return Response.json({ statusCode: 200, data: { id: 'a0S1', entityId: THEIRS } })
  if (path === '/subscriptions/a0S2')
    return Response.json({ statusCode: 200, data: { id: 'a0S2', entityId: ALSO_MINE } })
  if (path.endsWith('/cancel')) return Response.json({ serviceId: 'a0S2', status: 'success' })
  return Response.json({ data: true })
}

function scoped() {
  const seen: AuthorizeContext[] = []
  const authorize = (context: AuthorizeContext) => {
    seen.push(context)
    return { companyIds: [MINE, ALSO_MINE] }
  }
  return { ...setup({ authorize }, partnerData), seen }
}

describe('authorize: per-user company scope', () => {
  it("authorize is shown the operation, params, known query and body, and can read the portal's cookie", async () => {
    const { proxy, seen } = scoped()
    await proxy(
      new Request(`${COMPLIANCE}/alerts?companyId=${MINE}&junk=1`, { headers: { cookie: 'portal=abc' } }),
    )
    expect(seen[0]).toMatchObject({
      operation: 'compliance.listAlerts',
      params: { partnerId: PARTNER_ID },
      query: { companyId: MINE },
      body: undefined,
    })
    expect(seen[0]?.request.headers.get('cookie')).toBe('portal=abc')
  })

  it("filters the companies list to the user's companies (by id or companyId)", async () => {
    const { proxy } = scoped()
    const body = await (await proxy(new Request(`${COMPLIANCE}/companies`))).json()
    expect(body).toEqual({ statusCode: 200, message: 'OK', data: [{ id: MINE }, { companyId: ALSO_MINE }] })
  })

  it('filters alerts by entityId, decoding a double-encoded text/plain answer (GEN-2)', async () => {
    const { proxy } = scoped()
    const response = await proxy(new Request(`${COMPLIANCE}/alerts`))
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ opportunities: [{ id: '006A', entityId: MINE }] })
  })

  it('filters subscriptions by entityId', async () => {
    const { proxy } = scoped()
    const body = await (await proxy(new Request(`${COMPLIANCE}/subscriptions`))).json()
    expect(body.data.subscriptions).toEqual([{ id: 'a0S2', entityId: ALSO_MINE }])
  })

  it("refuses a single alert or subscription of another company, even by id, and lets the user's own through", async () => {
    const { proxy } = scoped()
    expect((await proxy(new Request(`${COMPLIANCE}/alerts/006B`))).status).toBe(403)
    expect((await proxy(new Request(`${COMPLIANCE}/subscriptions/a0S1`))).status).toBe(403)
    expect((await proxy(new Request(`${COMPLIANCE}/alerts/006A`))).status).toBe(200)
    expect((await proxy(new Request(`${COMPLIANCE}/subscriptions/a0S2`))).status).toBe(200)
  })

  it("refuses writes on another company's alert or subscription: the owner is read first, the write never sent", async () => {
    const { proxy, upstream } = scoped()
    const submit = await proxy(
      jsonRequest(`${COMPLIANCE}/alerts/006B/orders`, {
        complianceForms: [{ formDataId: 'a0F1', formDefinitions: [] }],
      }),
    )
    const cancel = await proxy(jsonRequest(`${COMPLIANCE}/subscriptions/a0S1/cancel`, {}))
    const renew = await proxy(jsonRequest(`${COMPLIANCE}/subscriptions/a0S1/renew`, { id: 'a0S1' }))
    expect([submit.status, cancel.status, renew.status]).toEqual([403, 403, 403])
    expect(upstream.calls.map((call) => call.method)).toEqual(['GET', 'GET', 'GET'])

    upstream.calls.length = 0
    expect((await proxy(jsonRequest(`${COMPLIANCE}/subscriptions/a0S2/cancel`, {}))).status).toBe(200)
    expect(upstream.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${UPSTREAM}/v1/partners/${PARTNER_ID}/subscriptions/a0S2`,
      `POST ${UPSTREAM}/v1/partners/${PARTNER_ID}/subscriptions/a0S2/cancel`,
    ])
  })

  it('fails closed when a list answer cannot be read for filtering', async () => {
    const { proxy } = setup(
      { authorize: () => ({ companyIds: [MINE] }) },
      () => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(502)
  })

  it('leaves answers untouched for an unrestricted user', async () => {
    const { proxy } = setup({ authorize: () => true }, partnerData)
    const body = await (await proxy(new Request(`${COMPLIANCE}/companies`))).json()
    expect(body.data).toHaveLength(4)
  })

  it('error answers of a restricted user pass through unchanged', async () => {
    const { proxy } = setup({ authorize: () => ({ companyIds: [] }) }, () =>
      Response.json({ statusCode: 403, message: 'User lacks access' }, { status: 403 }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/alerts`))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ statusCode: 403, message: 'User lacks access' })
  })
})
