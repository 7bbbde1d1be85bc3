import type { AuthorizeContext } from '../../../src/proxy'
import { routes } from '../../../src/api/routes'
import type { RouteDefinition } from '../../../src/api/routeTypes'
import type { AuthorizeResult } from '../../../src/proxy'
import { formationOrderInput, taxRegistrationInput } from '../../support/fixtures'
import {
  BASE,
  COMPLIANCE,
  PARTNER_ID,
  TOKEN,
  UPSTREAM,
  jsonRequest,
  setup,
  visible,
  type UpstreamCall,
  SAME_ORIGIN,
} from './helpers'

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
  it("authorize is shown the operation, params and known query (not the body), and can read the portal's cookie", async () => {
    const { proxy, seen } = scoped()
    await proxy(
      new Request(`${COMPLIANCE}/alerts?companyId=${MINE}&junk=1`, { headers: { cookie: 'portal=abc' } }),
    )
    expect(seen[0]).toMatchObject({
      operation: 'compliance.listAlerts',
      params: { partnerId: PARTNER_ID },
      query: { companyId: MINE },
    })
    expect(seen[0]).not.toHaveProperty('body')
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
        complianceForms: [
          { formDataId: 'a0F1', formDefinitions: [{ formDefinitionId: 'd1', sections: {} }] },
        ],
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

  it('reads a list answer whatever content type it claims: one labelled as a file is not streamed past the filter', async () => {
    const { proxy } = setup({ authorize: () => ({ companyIds: [MINE] }) }, (call) => {
      const answer = partnerData(call)
      return new Response(answer.body, { headers: { 'content-type': 'application/octet-stream' } })
    })
    const companies = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(await companies.json()).toMatchObject({ data: [{ id: MINE }] })
    expect((await proxy(new Request(`${COMPLIANCE}/alerts/006B`))).status).toBe(403)
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

const MY_ORDER = '801000000000MINE01'
const THEIR_ORDER = '80100000000THEIRS1'

/** Every operation that acts on an existing order, as a request naming `orderGuid`, and its upstream call. */
const orderOperations = (orderGuid: string) => [
  {
    operation: 'formation.getOrder',
    request: new Request(`${BASE}/api/business-formation-v2/get-order/${orderGuid}`),
    upstream: `GET ${UPSTREAM}/api/business-formation-v2/get-order/${orderGuid}`,
  },
  {
    operation: 'formation.getOrderV8',
    request: new Request(`${BASE}/api-partners-v8/order/${orderGuid}`),
    upstream: `GET ${UPSTREAM}/api-partners-v8/order/${orderGuid}`,
  },
  {
    operation: 'formation.getOrderSummary',
    request: new Request(`${BASE}/api/business-formation-v2/order-summary/${orderGuid}`),
    upstream: `GET ${UPSTREAM}/api/business-formation-v2/order-summary/${orderGuid}`,
  },
  {
    operation: 'formation.updateOrder',
    request: jsonRequest(`${BASE}/api/business-formation/update-order-v1/${orderGuid}`, {}, 'PATCH'),
    upstream: `PATCH ${UPSTREAM}/api/business-formation/update-order-v1/${orderGuid}`,
  },
  {
    operation: 'formation.cancelOrder',
    request: new Request(`${BASE}/api/business-formation/order-cancellation-v1/${orderGuid}`, {
      method: 'POST',
      headers: SAME_ORIGIN,
    }),
    upstream: `POST ${UPSTREAM}/api/business-formation/order-cancellation-v1/${orderGuid}`,
  },
  {
    operation: 'formation.uploadDocument',
    request: jsonRequest(`${BASE}/api/business-formation/send-order-document-v1`, {
      orderGuid,
      fileName: 'proof',
      extension: 'pdf',
      base64: 'JVBERi0=',
    }),
    upstream: `POST ${UPSTREAM}/api/business-formation/send-order-document-v1`,
  },
  {
    operation: 'formation.downloadDocument',
    request: new Request(`${BASE}/api/business-formation/download-order-document-v1?orderGuid=${orderGuid}`),
    upstream: `GET ${UPSTREAM}/api/business-formation/download-order-document-v1?orderGuid=${orderGuid}`,
  },
  {
    operation: 'taxRegistration.getOrder',
    request: new Request(`${BASE}/api/api-partners-v10/tax-reg-50states/${orderGuid}`),
    upstream: `GET ${UPSTREAM}/api/api-partners-v10/tax-reg-50states/${orderGuid}`,
  },
]

/** Requests that name no existing order: a scoped user may still make them. */
const PACKAGE = { id: 'pkg-basic', price: 99, productOptions: [] }
const newOrderRequests = () => [
  jsonRequest(`${BASE}/api/business-formation-v2/create-order`, {
    partnerOrder: formationOrderInput(PACKAGE, { pcid: 'f'.repeat(32) }),
  }),
  jsonRequest(`${BASE}/api/api-partners-v10/tax-reg-50states/`, { partnerOrder: taxRegistrationInput() }),
  new Request(`${BASE}/api/business-formation-v2/package?entityType=LLC&state=California`),
]

describe('authorize: per-user order scope (Formation and Tax Registration)', () => {
  const scopedTo = (verdict: AuthorizeResult) => setup({ authorize: () => verdict })

  it.each(orderOperations(THEIR_ORDER))(
    "$operation on another customer's order → 403 order_forbidden, nothing sent, no token",
    async ({ request }) => {
      const { proxy, upstream, logs } = scopedTo({ companyIds: [MINE], orderGuids: [MY_ORDER] })
      const response = await proxy(request)
      expect(response.status).toBe(403)
      const seen = await visible(response)
      expect(seen).not.toContain(TOKEN)
      expect(seen).toContain('"message":"This order is not available to you"')
      expect(upstream.calls).toHaveLength(0)
      expect(logs).toEqual([expect.objectContaining({ status: 403, errorKind: 'order_forbidden' })])
      expect(JSON.stringify(logs)).not.toContain(TOKEN)
    },
  )

  it.each(orderOperations(MY_ORDER))(
    "$operation on one of the user's own orders is forwarded",
    async ({ request, upstream: expected }) => {
      const { proxy, upstream } = scopedTo({ companyIds: [MINE], orderGuids: [MY_ORDER] })
      const response = await proxy(request)
      expect(response.status).toBe(200)
      expect(upstream.calls.map((call) => `${call.method} ${call.url}`)).toEqual([expected])
    },
  )

  it('the upload body that was checked is the one the upstream gets', async () => {
    const { proxy, upstream } = scopedTo({ companyIds: [], orderGuids: [MY_ORDER] })
    const [, , , , , uploadOwn] = orderOperations(MY_ORDER)
    await proxy(uploadOwn!.request)
    expect(JSON.parse(upstream.calls[0]?.body ?? '{}')).toMatchObject({ orderGuid: MY_ORDER })
  })

  it('fails closed: a scoped user without orderGuids may touch no existing order at all', async () => {
    const { proxy, upstream } = scopedTo({ companyIds: [MINE] })
    for (const { request } of [...orderOperations(MY_ORDER), ...orderOperations(THEIR_ORDER)]) {
      expect((await proxy(request)).status).toBe(403)
    }
    expect(upstream.calls).toHaveLength(0)
  })

  it('creating an order and reading packages name no existing order: still forwarded for a scoped user', async () => {
    const { proxy, upstream } = scopedTo({ companyIds: [MINE] })
    const statuses = []
    for (const request of newOrderRequests()) statuses.push((await proxy(request)).status)
    expect(statuses).toEqual([200, 200, 200])
    expect(upstream.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/business-formation-v2/create-order',
      '/api/api-partners-v10/tax-reg-50states/',
      '/api/business-formation-v2/package',
    ])
  })

  it('an unrestricted user (true) reaches every order', async () => {
    const { proxy, upstream } = scopedTo(true)
    for (const { request } of orderOperations(THEIR_ORDER)) expect((await proxy(request)).status).toBe(200)
    expect(upstream.calls).toHaveLength(8)
  })

  it('an orderGuids that is not an array is an unrecognised verdict: 403 for everything, nothing sent', async () => {
    const { proxy, upstream, logs } = scopedTo({
      companyIds: [MINE],
      orderGuids: MY_ORDER as unknown as string[],
    })
    const [getOwn] = orderOperations(MY_ORDER)
    const [create] = newOrderRequests()
    expect((await proxy(getOwn!.request)).status).toBe(403)
    expect((await proxy(create!)).status).toBe(403)
    expect(upstream.calls).toHaveLength(0)
    expect(logs.map((record) => record.errorKind)).toEqual(['forbidden', 'forbidden'])
  })

  it('every route that names an orderGuid (path, query or body) is checked by the proxy', () => {
    for (const route of Object.values(routes) as RouteDefinition[]) {
      const shape = (route.request as { shape?: Record<string, unknown> } | undefined)?.shape
      const names = route.pathParams.includes('orderGuid') || route.queryParams.includes('orderGuid')
      const inBody = shape !== undefined && 'orderGuid' in shape
      const checked = route.scope.kind === 'order' && route.scope.orderGuid.name === 'orderGuid'
      expect({ operation: route.operation, checked }).toEqual({
        operation: route.operation,
        checked: names || inBody,
      })
    }
  })
})
