import { BASE, COMPLIANCE, SAME_ORIGIN, TOKEN, UPSTREAM, jsonRequest, setup, visible } from './helpers'

describe('header policy', () => {
  it('AUTH-1: every forwarded request carries the bearer token, GETs included', async () => {
    const { proxy, upstream } = setup()
    await proxy(new Request(`${COMPLIANCE}/alerts`))
    await proxy(new Request(`${BASE}/api/api-partners-v10/tax-reg-50states/801000000000000AAA`))
    await proxy(jsonRequest(`${COMPLIANCE}/companies`, { name: 'Acme LLC' }))
    await proxy(jsonRequest(`${BASE}/api/business-formation/update-order-v1/801x`, { contact: {} }, 'PATCH'))

    expect(upstream.calls.map((call) => [call.method, call.headers.get('authorization')])).toEqual([
      ['GET', `Bearer ${TOKEN}`],
      ['GET', `Bearer ${TOKEN}`],
      ['POST', `Bearer ${TOKEN}`],
      ['PATCH', `Bearer ${TOKEN}`],
    ])
    expect(upstream.calls[2]?.headers.get('content-type')).toBe('application/json')
    expect(upstream.calls.every((call) => call.headers.get('accept') === 'application/json')).toBe(true)
  })

  it("drops the caller's Authorization, Cookie, Host, X-Forwarded-*, hop-by-hop and other headers", async () => {
    const { proxy, upstream } = setup()
    await proxy(
      new Request(`${COMPLIANCE}/companies`, {
        headers: {
          authorization: 'Bearer caller-supplied-token',
          'proxy-authorization': 'Basic eDp5',
          cookie: 'portal_session=s3cr3t',
          host: 'evil.example',
          'x-forwarded-for': '10.0.0.1',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          forwarded: 'for=10.0.0.1',
          connection: 'keep-alive, x-named-by-connection',
          'keep-alive': 'timeout=5',
          te: 'trailers',
          upgrade: 'websocket',
          'x-named-by-connection': '1',
          'x-portal-csrf': 'csrf-of-the-portal',
          'accept-language': 'en-US',
        },
      }),
    )
    const sent = Object.fromEntries(upstream.calls[0]?.headers ?? [])
    expect(sent).toEqual({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/json',
      'accept-language': 'en-US',
    })
    expect(new URL(upstream.calls[0]?.url ?? '').host).toBe(new URL(UPSTREAM).host)
  })

  it('never returns Set-Cookie, CORS grants or HSTS of the upstream; keeps status, content headers and body byte for byte', async () => {
    // A body with odd spacing, a double-encoded JSON string and a text/plain type (GEN-2): passed as is.
    const body = '  "{\\"statusCode\\":\\"200\\",  \\"data\\":[ ]}"  \n'
    const { proxy } = setup({}, () => {
      const headers = new Headers({
        'content-type': 'text/plain; charset=utf-8',
        'x-request-id': 'req-1',
        'access-control-allow-origin': '*',
        'strict-transport-security': 'max-age=63072000',
        'www-authenticate': 'Basic realm="x"',
      })
      headers.append('set-cookie', 'upstream_session=abc; Path=/')
      headers.append('set-cookie', 'tracker=1')
      return new Response(body, { status: 418, headers })
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))

    expect(response.status).toBe(418)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('www-authenticate')).toBeNull()
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('x-request-id')).toBe('req-1')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe(body)
  })

  it('streams binary answers (a document download) through unchanged', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff, 0xfe])
    const { proxy, upstream } = setup(
      {},
      () =>
        new Response(pdf, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="a.pdf"',
          },
        }),
    )
    const response = await proxy(
      new Request(
        `${BASE}/api/business-formation/download-order-document-v1?orderGuid=801x&documentType=formationCertificate`,
      ),
    )
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"')
    expect(upstream.calls[0]?.headers.get('accept')).toContain('application/pdf')
  })

  it('AUTH-1: an upstream that echoes the token gets it replaced before the answer leaves the proxy', async () => {
    const { proxy } = setup({}, (call) =>
      Response.json(
        { statusCode: 401, message: `Invalid API key: ${call.headers.get('authorization')}` },
        { status: 401, headers: { 'x-request-id': call.headers.get('authorization') ?? '' } },
      ),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(401)
    const seen = await visible(response)
    expect(seen).not.toContain(TOKEN)
    expect(seen).toContain('Invalid API key: Bearer [redacted]')
  })

  it('passes a 204 answer without a body, and does not forward a body for routes that take none', async () => {
    const { proxy, upstream } = setup({}, () => new Response(null, { status: 204 }))
    const response = await proxy(
      new Request(`${BASE}/api/business-formation/order-cancellation-v1/801x`, {
        method: 'POST',
        headers: SAME_ORIGIN,
        body: 'ignored',
      }),
    )
    expect(response.status).toBe(204)
    expect(upstream.calls[0]?.body).toBe('')
    expect(upstream.calls[0]?.headers.has('content-type')).toBe(false)
  })
})
