import { BASE, COMPLIANCE, SAME_ORIGIN, TOKEN, rawHttp, serveProxy, setup, visible } from './helpers'

// The security suite: hostile requests that must all be refused before the upstream is touched.
// Each case asserts the documented status, zero upstream calls, and that the token appears in no
// response (status line, headers, body) and no log record.

const MINE = 'a0E5f000001MineAAA'
const THEIRS = 'a0E5f000001TheirsA'
const SUB = 'a0S5f000001SubsAAA'
// Order ids are record ids, easy to guess from one's own: authorize lists this user's orders.
const MY_ORDER = '8015f000001MineAAA'
const THEIR_ORDER = '8015f000001TheirsA'
const FORMATION = `${BASE}/api/business-formation`
const FORMATION_V2 = `${BASE}/api/business-formation-v2`
const TAX = `${BASE}/api/api-partners-v10/tax-reg-50states`
const upload = (orderGuid: unknown) =>
  JSON.stringify({ orderGuid, fileName: 'proof', extension: 'pdf', base64: 'JVBERi0=' })

/** Cases sent as Fetch `Request`s, straight to the handler. */
interface FetchCase {
  readonly name: string
  readonly url: string
  readonly method?: string
  readonly headers?: Record<string, string>
  readonly body?: BodyInit
  readonly status: number
  readonly allow?: string
  /** The log record's reason, where the status alone does not tell it. */
  readonly errorKind?: string
}

const json = { 'content-type': 'application/json' }
const big = 14 * 1024 * 1024 + 1

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  const chunk = new Uint8Array(1024 * 1024).fill(0x20)
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

const fetchCases: FetchCase[] = [
  // Encoded dots and slashes, double encoding, mixed case.
  {
    name: '%252e%252e double-encoded dot segment',
    url: `${COMPLIANCE}/alerts/%252e%252e/companies`,
    status: 400,
  },
  { name: '%252E mixed-case double encoding', url: `${COMPLIANCE}/alerts/%252E%252e`, status: 400 },
  { name: '%2F encoded slash in an id', url: `${COMPLIANCE}/companies/${MINE}%2F..%2Fbulk`, status: 400 },
  { name: '%2f lower-case encoded slash', url: `${COMPLIANCE}/alerts/x%2fy`, status: 400 },
  { name: '%252F double-encoded slash', url: `${COMPLIANCE}/alerts/x%252Fy`, status: 400 },
  { name: '%5C encoded backslash', url: `${COMPLIANCE}/alerts/x%5C..%5Cy`, status: 400 },
  { name: '%5c lower-case encoded backslash', url: `${COMPLIANCE}/alerts/x%5cy`, status: 400 },
  { name: '%2e inside a segment', url: `${COMPLIANCE}/alerts/006%2e1`, status: 400 },
  { name: '..;/ matrix-parameter traversal', url: `${COMPLIANCE}/alerts/..;/companies`, status: 400 },
  { name: ';jsessionid path parameter', url: `${COMPLIANCE}/companies;jsessionid=1`, status: 400 },
  { name: '.hidden dot-led segment', url: `${COMPLIANCE}/alerts/.env`, status: 400 },
  // Doubled slashes and absolute or protocol-relative targets.
  { name: '// inside the path', url: `${BASE}/v1//partners/P123456/companies`, status: 400 },
  { name: '//evil protocol-relative path', url: 'http://portal.test//evil.example/api/partner', status: 400 },
  { name: 'http://evil absolute URL in the path', url: `${BASE}/http://evil.example/v1`, status: 400 },
  { name: 'http:%2f%2fevil encoded absolute URL', url: `${BASE}/http:%2f%2fevil.example`, status: 400 },
  // Control characters and non-ASCII.
  { name: '%00 NUL in the path', url: `${COMPLIANCE}/alerts/006%00`, status: 400 },
  {
    name: '%0d%0a CRLF header injection in the path',
    url: `${COMPLIANCE}/alerts/006%0d%0aSet-Cookie:%20a=b`,
    status: 400,
  },
  {
    name: '%0D%0A CRLF header injection in a query value',
    url: `${COMPLIANCE}/alerts?type=x%0D%0AX-Evil:%201`,
    status: 400,
  },
  { name: '%09 tab in the path', url: `${COMPLIANCE}/alerts/006%09`, status: 400 },
  { name: 'non-ASCII (é) in a path segment', url: `${COMPLIANCE}/alerts/caf%C3%A9`, status: 400 },
  {
    name: 'non-ASCII homoglyph (Cyrillic а) in a literal segment',
    url: `${COMPLIANCE}/%D0%B0lerts`,
    status: 400,
  },
  { name: 'raw space in a path id', url: `${COMPLIANCE}/alerts/a%20b`, status: 400 },
  { name: 'malformed escape %zz in the query', url: `${COMPLIANCE}/alerts?type=%zz`, status: 400 },
  { name: 'invalid UTF-8 %C3%28 in the query', url: `${COMPLIANCE}/alerts?type=%C3%28`, status: 400 },
  // Unknown routes and method abuse.
  { name: 'unknown path under basePath', url: `${BASE}/v1/partners/P123456/admin`, status: 404 },
  { name: 'path outside basePath', url: 'http://portal.test/v1/partners/P123456/companies', status: 404 },
  { name: 'basePath itself', url: BASE, status: 404 },
  {
    name: 'DELETE on a subscription',
    url: `${COMPLIANCE}/subscriptions/${SUB}`,
    method: 'DELETE',
    status: 405,
    allow: 'GET',
  },
  {
    name: 'PUT on companies',
    url: `${COMPLIANCE}/companies`,
    method: 'PUT',
    headers: json,
    body: '{}',
    status: 405,
    allow: 'GET, POST',
  },
  {
    name: 'OPTIONS on companies',
    url: `${COMPLIANCE}/companies`,
    method: 'OPTIONS',
    status: 405,
    allow: 'GET, POST',
  },
  { name: 'HEAD on alerts', url: `${COMPLIANCE}/alerts`, method: 'HEAD', status: 405, allow: 'GET' },
  {
    name: 'GET on create-order',
    url: `${BASE}/api/business-formation-v2/create-order`,
    status: 405,
    allow: 'POST',
  },
  {
    name: 'POST on get-order',
    url: `${BASE}/api/business-formation-v2/get-order/801x`,
    method: 'POST',
    headers: json,
    body: '{}',
    status: 405,
    allow: 'GET',
  },
  // Bodies: size, JSON, content type.
  {
    name: 'oversized body declared by Content-Length',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: { ...json, 'content-length': String(big) },
    body: '{"name":"x"}',
    status: 413,
  },
  {
    name: 'oversized body streamed without Content-Length',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: json,
    body: streamOf(big),
    status: 413,
  },
  {
    name: 'malformed JSON',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: json,
    body: '{"name":',
    status: 400,
  },
  {
    name: 'empty JSON body',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: json,
    body: '',
    status: 400,
  },
  {
    name: 'JSON null instead of an object',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: json,
    body: 'null',
    status: 400,
  },
  {
    name: 'object sent to bulk create (needs an array)',
    url: `${COMPLIANCE}/companies/bulk`,
    method: 'POST',
    headers: json,
    body: '{"name":"x"}',
    status: 400,
  },
  {
    name: 'invalid UTF-8 in the body',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: json,
    body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    status: 400,
  },
  {
    name: 'tax create without partnerOrder',
    url: `${BASE}/api/api-partners-v10/tax-reg-50states/`,
    method: 'POST',
    headers: json,
    body: '{"apiUserPid":"999"}',
    status: 400,
  },
  {
    name: 'text/plain body',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{"name":"x"}',
    status: 415,
  },
  {
    name: 'form-encoded body',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=x',
    status: 415,
  },
  {
    name: 'body without Content-Type',
    url: `${COMPLIANCE}/companies`,
    method: 'POST',
    body: new Blob(['{"name":"x"}']),
    status: 415,
  },
  // AUTH-6, CMP-1: another partner's account.
  {
    name: 'AUTH-6: spoofed partnerId in the path',
    url: `${BASE}/v1/partners/P999999/companies`,
    status: 403,
  },
  {
    name: 'CMP-1: spoofed partnerId differing only in case',
    url: `${BASE}/v1/partners/p123456/alerts`,
    status: 403,
  },
  {
    name: 'CMP-1: spoofed partnerId on a write',
    url: `${BASE}/v1/partners/P000001/subscriptions/${SUB}/cancel`,
    method: 'POST',
    headers: json,
    body: '{}',
    status: 403,
  },
  // Another tenant's company (authorize limits this user to MINE).
  { name: "another tenant's companyId in the path", url: `${COMPLIANCE}/companies/${THEIRS}`, status: 403 },
  {
    name: "another tenant's companyId in the alerts query",
    url: `${COMPLIANCE}/alerts?companyId=${THEIRS}`,
    status: 403,
  },
  {
    name: "another tenant's companyId in the subscriptions query",
    url: `${COMPLIANCE}/subscriptions?companyId=${THEIRS}`,
    status: 403,
  },
  {
    name: "another tenant's companyId in a renew body",
    url: `${COMPLIANCE}/subscriptions/${SUB}/renew`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id: SUB, entityId: THEIRS }),
    status: 403,
  },
  // Another customer's Formation or Tax Registration order (authorize lists only MY_ORDER).
  {
    name: "cancel another customer's order (irreversible)",
    url: `${FORMATION}/order-cancellation-v1/${THEIR_ORDER}`,
    method: 'POST',
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "read another customer's order",
    url: `${FORMATION_V2}/get-order/${THEIR_ORDER}`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "BF-12: read another customer's order on the v8 path",
    url: `${BASE}/api-partners-v8/order/${THEIR_ORDER}`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "read another customer's order summary",
    url: `${FORMATION_V2}/order-summary/${THEIR_ORDER}`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "BF-7: update another customer's order",
    url: `${FORMATION}/update-order-v1/${THEIR_ORDER}`,
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ companyInfo: { companyName: 'Taken Over LLC' } }),
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "upload a document to another customer's order (orderGuid in the body)",
    url: `${FORMATION}/send-order-document-v1`,
    method: 'POST',
    headers: json,
    body: upload(THEIR_ORDER),
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: 'upload with a non-string orderGuid in the body',
    url: `${FORMATION}/send-order-document-v1`,
    method: 'POST',
    headers: json,
    body: upload(8015),
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: 'upload naming no order at all',
    url: `${FORMATION}/send-order-document-v1`,
    method: 'POST',
    headers: json,
    body: upload(undefined),
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: "download another customer's document (orderGuid in the query)",
    url: `${FORMATION}/download-order-document-v1?orderGuid=${THEIR_ORDER}&documentType=Articles`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: 'download naming no order',
    url: `${FORMATION}/download-order-document-v1?documentType=Articles`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: 'orderGuid given twice in the download query (parameter pollution)',
    url: `${FORMATION}/download-order-document-v1?orderGuid=${MY_ORDER}&orderGuid=${THEIR_ORDER}`,
    status: 400,
  },
  {
    name: "TAX-2: read another customer's tax registration order",
    url: `${TAX}/${THEIR_ORDER}`,
    status: 403,
    errorKind: 'order_forbidden',
  },
  {
    name: 'companyId given twice (parameter pollution)',
    url: `${COMPLIANCE}/alerts?companyId=${MINE}&companyId=${THEIRS}`,
    status: 400,
  },
  // CSRF: a page of another site using the portal user's cookies.
  {
    name: 'cross-site forged write (Sec-Fetch-Site: cross-site)',
    url: `${BASE}/api/business-formation/order-cancellation-v1/801x`,
    method: 'POST',
    headers: { 'sec-fetch-site': 'cross-site' },
    status: 403,
  },
  {
    name: 'forged bodiless cancel from another origin (a plain HTML form)',
    url: `${BASE}/api/business-formation/order-cancellation-v1/${MY_ORDER}`,
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    status: 403,
  },
  {
    name: 'forged bodiless cancel from a sibling subdomain (same-site)',
    url: `${BASE}/api/business-formation/order-cancellation-v1/${MY_ORDER}`,
    method: 'POST',
    headers: { origin: 'https://blog.portal.test', 'sec-fetch-site': 'same-site' },
    status: 403,
  },
  {
    name: 'forged bodiless cancel with Origin: null',
    url: `${BASE}/api/business-formation/order-cancellation-v1/${MY_ORDER}`,
    method: 'POST',
    headers: { origin: 'null' },
    status: 403,
  },
  // The portal's own user check.
  {
    name: 'caller without a portal session',
    url: `${COMPLIANCE}/companies`,
    headers: { 'x-test-session': 'none' },
    status: 401,
  },
  {
    name: 'caller whose portal session may not use the API',
    url: `${COMPLIANCE}/companies`,
    headers: { 'x-test-session': 'banned' },
    status: 403,
  },
]

/** Cases sent as raw HTTP to the Node adapter, whose targets a Fetch `Request` would normalise. */
interface RawCase {
  readonly name: string
  readonly target: string | Buffer
  readonly method?: string
  readonly extraHeaders?: string
  readonly status: number
}

const P = '/api/partner/v1/partners/P123456'
const rawCases: RawCase[] = [
  { name: 'raw ../ traversal', target: `${P}/alerts/../companies`, status: 400 },
  { name: 'raw ./ segment', target: `${P}/./companies`, status: 400 },
  { name: 'raw %2e%2e traversal', target: `${P}/alerts/%2e%2e/companies`, status: 400 },
  { name: 'raw %2E%2e mixed-case traversal', target: `${P}/alerts/%2E%2e/companies`, status: 400 },
  { name: 'raw .%2e half-encoded traversal', target: `${P}/alerts/.%2e/companies`, status: 400 },
  { name: 'raw backslash traversal', target: `${P}/alerts\\..\\companies`, status: 400 },
  { name: 'raw backslash only', target: `/api/partner\\v1/partners/P123456/companies`, status: 400 },
  {
    name: 'raw absolute-form target http://evil',
    target: 'http://evil.example/api/partner/v1/partners/P123456/companies',
    status: 400,
  },
  { name: 'raw //evil target', target: '//evil.example/v1/partners/P123456/companies', status: 400 },
  { name: 'raw NUL byte in the path', target: `${P}/alerts/006\u0000`, status: 400 },
  { name: 'raw UTF-8 bytes in the path', target: Buffer.from(`${P}/alerts/caf\u00e9`, 'utf8'), status: 400 },
  { name: 'raw TRACE method', target: `${P}/companies`, method: 'TRACE', status: 405 },
  { name: 'raw CONNECT-style method on a route', target: `${P}/companies`, method: 'PROPFIND', status: 405 },
  {
    name: 'raw bare CR in a header value (header injection)',
    target: `${P}/companies`,
    extraHeaders: 'X-Evil: a\rSet-Cookie: b\r\n',
    status: 400,
  },
]

describe('security suite: hostile requests never reach the upstream', () => {
  const authorize = ({ request }: { request: Request }) => {
    const session = request.headers.get('x-test-session')
    if (session === 'none') return { status: 401 as const }
    if (session === 'banned') return false
    return { companyIds: [MINE], orderGuids: [MY_ORDER] }
  }
  const { proxy, upstream, logs } = setup({ authorize })

  beforeEach(() => {
    upstream.calls.length = 0
    logs.length = 0
  })

  it('has at least 40 hostile requests', () => {
    expect(fetchCases.length + rawCases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(fetchCases)('$name → $status', async ({ url, method, headers, body, status, allow, errorKind }) => {
    // Sent as the portal's own page would (a browser adds its Origin to every write), so that each
    // case meets the check it is about; the forged ones say where they come from.
    const init: RequestInit & { duplex?: 'half' } = { method, headers: { ...SAME_ORIGIN, ...headers }, body }
    if (body instanceof ReadableStream) init.duplex = 'half'
    const response = await proxy(new Request(url, init))

    expect(response.status).toBe(status)
    if (allow) expect(response.headers.get('allow')).toBe(allow)
    const seen = await visible(response)
    expect(seen).not.toContain(TOKEN)
    expect(JSON.parse(seen.slice(seen.indexOf('\n\n') + 2))).toEqual({
      statusCode: status,
      message: expect.any(String),
    })
    expect(upstream.calls).toHaveLength(0)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ status })
    if (errorKind) expect(logs[0]?.errorKind).toBe(errorKind)
    expect(JSON.stringify(logs)).not.toContain(TOKEN)
  })

  describe('over raw HTTP through toNodeListener (paths not normalised)', () => {
    let served: Awaited<ReturnType<typeof serveProxy>>
    beforeAll(async () => {
      served = await serveProxy(proxy)
    })
    afterAll(() => served.close())

    it.each(rawCases)('$name → $status', async ({ target, method = 'GET', extraHeaders = '', status }) => {
      const head = Buffer.from(`${method} `)
      const tail = Buffer.from(
        ` HTTP/1.1\r\nHost: portal.test\r\n${extraHeaders}Connection: close\r\n\r\n`,
        'latin1',
      )
      const line = typeof target === 'string' ? Buffer.from(target, 'latin1') : target
      const { status: got, text } = await rawHttp(served.port, Buffer.concat([head, line, tail]))

      expect(got).toBe(status)
      expect(text).not.toContain(TOKEN)
      expect(upstream.calls).toHaveLength(0)
      expect(JSON.stringify(logs)).not.toContain(TOKEN)
    })

    it('the proxy itself (not only Node) refuses the raw traversals, with its JSON body and a log record', async () => {
      const { status, text } = await rawHttp(
        served.port,
        `GET ${P}/alerts/../companies HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`,
      )
      expect(status).toBe(400)
      expect(text).toContain('{"statusCode":400,"message":"The request path is not canonical"}')
      expect(logs).toEqual([expect.objectContaining({ status: 400, path: null, errorKind: 'bad_request' })])
    })

    it('a canonical raw request still goes through', async () => {
      const { status } = await rawHttp(
        served.port,
        `GET ${P}/companies HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`,
      )
      expect(status).toBe(200)
      expect(upstream.calls).toHaveLength(1)
    })
  })
})
