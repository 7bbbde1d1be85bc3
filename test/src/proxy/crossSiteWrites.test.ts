import { createPartnerClient } from '../../../src/client'
import { createPartnerSimulator } from '../../../src/simulator'
import { BASE, COMPLIANCE, jsonRequest, rawHttp, serveProxy, setup } from './helpers'

// Cross-site request forgery: a page of another site, or of a sibling subdomain (`same-site`, which
// carries a `SameSite=Strict` session cookie too), makes the owner's browser send a write. The order
// cancellation takes no body, so no JSON content type stands in the way: a plain HTML form sends it.
// A write goes through only when the request proves it comes from the portal's own origin (or one
// the partner trusts); reads are refused only when marked cross-site.

const CANCEL = `${BASE}/api/business-formation/order-cancellation-v1/801000000000000AAA`
const REFUSED = { statusCode: 403, message: 'Writes are accepted only from the portal’s own pages' }

/** A form post as a browser sends it: no body, the form's content type, the headers given. */
const formPost = (headers: Record<string, string>) =>
  new Request(CANCEL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

const forwarded = () =>
  Response.json({ statusCode: 200, message: 'OK', value: { orderGuid: '801000000000000AAA' } })

describe('writes are accepted only from the portal’s own origin', () => {
  it.each([
    ['a form of a browser without fetch metadata, no Origin', {}],
    ['a page of another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site, fetch metadata only', { 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling subdomain (same-site)',
      { origin: 'https://blog.portal.test', 'sec-fetch-site': 'same-site' },
    ],
    ['a sibling subdomain, fetch metadata only', { 'sec-fetch-site': 'same-site' }],
    ['a sandboxed frame or data: page (Origin: null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Origin: null and no fetch metadata', { origin: 'null' }],
    ['the own origin’s host on another port', { origin: 'http://portal.test:8080' }],
    ['the own host over plain HTTP when the proxy is reached over HTTPS', { origin: 'http://portal.test' }],
  ])('a form-style cancel with no body from %s is refused before the upstream', async (name, headers) => {
    const { proxy, upstream, logs } = setup({}, forwarded)
    const request = name.includes('HTTPS')
      ? new Request(CANCEL.replace('http:', 'https:'), { method: 'POST', headers })
      : formPost(headers)
    const response = await proxy(request)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(REFUSED)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ status: 403, errorKind: 'forbidden' })
  })

  it('a JSON write from another origin is refused too, whatever its body', async () => {
    const { proxy, upstream } = setup()
    const response = await proxy(
      jsonRequest(`${COMPLIANCE}/companies`, { name: 'Forged LLC' }, 'POST', {
        origin: 'https://evil.example',
      }),
    )
    expect(response.status).toBe(403)
    expect(upstream.calls).toHaveLength(0)
  })

  it('authorize is not even asked about a forged write', async () => {
    let asked = 0
    const { proxy } = setup({
      authorize: () => {
        asked += 1
        return true
      },
    })
    expect((await proxy(formPost({ origin: 'https://evil.example' }))).status).toBe(403)
    expect(asked).toBe(0)
  })

  it.each([
    ['its own Origin', { origin: 'http://portal.test' }],
    ['its own Origin with fetch metadata', { origin: 'http://portal.test', 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('a write from the portal’s own pages is forwarded: %s', async (_, headers) => {
    const { proxy, upstream } = setup({}, forwarded)
    const response = await proxy(formPost(headers))
    expect(response.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
  })

  it('behind a TLS-terminating front: the listener sees http://, the browser sends its https:// origin', async () => {
    const { proxy, upstream } = setup({}, forwarded)
    const response = await proxy(formPost({ origin: 'https://portal.test', 'sec-fetch-site': 'same-origin' }))
    expect(response.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
  })

  it('trustedOrigins: a listed origin may write (from a sibling subdomain), an unlisted sibling may not', async () => {
    const { proxy, upstream } = setup({ trustedOrigins: ['https://app.portal.test'] }, forwarded)
    const trusted = await proxy(
      formPost({ origin: 'https://app.portal.test', 'sec-fetch-site': 'same-site' }),
    )
    expect(trusted.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
    const sibling = await proxy(
      formPost({ origin: 'https://blog.portal.test', 'sec-fetch-site': 'same-site' }),
    )
    expect(sibling.status).toBe(403)
    // Only the exact origin: not its plain-HTTP twin, nor another port.
    for (const origin of ['http://app.portal.test', 'https://app.portal.test:8443'])
      expect((await proxy(formPost({ origin }))).status).toBe(403)
    expect(upstream.calls).toHaveLength(1)
  })

  it('trustedOrigins are checked at creation: exact origins only, never null', () => {
    for (const trustedOrigins of [
      ['https://app.example.com/'],
      ['https://app.example.com/portal'],
      ['null'],
      ['app.example.com'],
      ['javascript:alert(1)'],
      'https://app.example.com',
    ]) {
      expect(() => setup({ trustedOrigins: trustedOrigins as string[] }), String(trustedOrigins)).toThrow(
        /trustedOrigins/,
      )
    }
  })

  it('reads need no proof (their answers cannot be read across origins) but a cross-site read is refused', async () => {
    const { proxy, upstream } = setup()
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(200)
    expect(
      (await proxy(new Request(`${COMPLIANCE}/companies`, { headers: { 'sec-fetch-site': 'cross-site' } })))
        .status,
    ).toBe(403)
    expect(upstream.calls).toHaveLength(1)
  })

  it('over HTTP: a raw form post from another origin is refused by the Node listener', async () => {
    const { proxy, upstream } = setup({}, forwarded)
    const served = await serveProxy(proxy)
    try {
      const answer = await rawHttp(
        served.port,
        'POST /api/partner/api/business-formation/order-cancellation-v1/801000000000000AAA HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${served.port}\r\nOrigin: https://evil.example\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      )
      expect(answer.status).toBe(403)
      expect(upstream.calls).toHaveLength(0)
      // The same post from the listener's own origin goes through.
      const own = await rawHttp(
        served.port,
        'POST /api/partner/api/business-formation/order-cancellation-v1/801000000000000AAA HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${served.port}\r\nOrigin: http://127.0.0.1:${served.port}\r\n` +
          'Content-Length: 0\r\nConnection: close\r\n\r\n',
      )
      expect(own.status).toBe(200)
      expect(upstream.calls).toHaveLength(1)
    } finally {
      await served.close()
    }
  })

  it('the simulator’s in-page stand-in (sim.viaProxy) writes as the page’s own origin, and a forged Origin through it is still refused', async () => {
    const sim = createPartnerSimulator({ seed: 11 })
    const partnerId = sim.partners[0]!.partnerId
    const viaProxy = sim.viaProxy()
    const client = createPartnerClient({ baseUrl: '/api/partner', partnerId, fetch: viaProxy })
    await expect(
      client.compliance.createCompany({ name: 'Own Page LLC', PCID: 'OWN-1' }),
    ).resolves.toMatchObject({
      PCID: 'OWN-1',
    })
    const forged = await viaProxy(`/api/partner/v1/partners/${partnerId}/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'Forged LLC' }),
    })
    expect(forged.status).toBe(403)
  })
})
