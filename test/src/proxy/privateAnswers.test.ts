import { DOCUMENT_HEAD_BYTES } from '../../../src/proxy/relayResponse'
import { BASE, COMPLIANCE, serveProxy, setup } from './helpers'

// Every answer of the proxy is one caller's: a portal user's companies, a filed document fetched by
// an order id. Behind a CDN or a corporate cache keyed on the URL, an upstream that says
// `Cache-Control: public, max-age=…` would have the next caller of that URL served the first one's
// answer without `authorize` ever running. The proxy decides its caching headers itself.

const DOWNLOAD = `${BASE}/api/business-formation/download-order-document-v1?orderGuid=801x&documentType=formationCertificate`

/** What an upstream (or a CDN in front of it) may say to make an answer shareable. */
const SHAREABLE = {
  'cache-control': 'public, max-age=86400, s-maxage=86400, immutable',
  expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
  etag: '"v1-companies"',
  'last-modified': 'Mon, 02 Jan 2006 15:04:05 GMT',
  age: '120',
  'surrogate-control': 'max-age=86400',
  'cdn-cache-control': 'max-age=86400',
}

/** The headers of an answer only its caller may keep. */
function expectPrivate(response: Response) {
  const cacheControl = response.headers.get('cache-control') ?? ''
  expect(cacheControl.split(/\s*,\s*/).sort()).toEqual(['no-store', 'private'])
  for (const name of ['expires', 'etag', 'last-modified', 'age', 'surrogate-control', 'cdn-cache-control'])
    expect(response.headers.get(name), name).toBeNull()
  const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)
  expect(vary).toEqual(expect.arrayContaining(['cookie', 'authorization']))
}

describe('every answer is private to its caller, whatever the upstream says about caching', () => {
  it('a JSON answer the upstream marks public and long-lived', async () => {
    const { proxy } = setup({}, () =>
      Response.json({ statusCode: 200, message: 'OK', data: [{ id: 'c1' }] }, { headers: SHAREABLE }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(200)
    expectPrivate(response)
  })

  it('an upstream error answer marked cacheable', async () => {
    const { proxy } = setup({}, () =>
      Response.json(
        { statusCode: 404, message: 'No opportunity found' },
        { status: 404, headers: SHAREABLE },
      ),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/alerts/006x`))
    expect(response.status).toBe(404)
    expectPrivate(response)
  })

  it('a small document, read whole, and a large one, streamed', async () => {
    const document = (size: number) => () =>
      new Response(new Uint8Array(size).fill(0x41), {
        headers: { 'content-type': 'application/pdf', ...SHAREABLE },
      })
    const small = setup({}, document(1024))
    const read = await small.proxy(new Request(DOWNLOAD))
    expect(read.status).toBe(200)
    expectPrivate(read)

    const large = setup({}, document(DOCUMENT_HEAD_BYTES * 2))
    const streamed = await large.proxy(new Request(DOWNLOAD))
    expect(streamed.status).toBe(200)
    expectPrivate(streamed)
    expect((await streamed.arrayBuffer()).byteLength).toBe(DOCUMENT_HEAD_BYTES * 2)
  })

  it('a restricted user’s filtered list', async () => {
    const { proxy } = setup({ authorize: () => ({ companyIds: ['c1'] }) }, () =>
      Response.json({ statusCode: 200, data: [{ id: 'c1' }, { id: 'c2' }] }, { headers: SHAREABLE }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(await response.clone().json()).toMatchObject({ data: [{ id: 'c1' }] })
    expectPrivate(response)
  })

  it.each([
    ['an unknown path (404)', () => new Request(`${COMPLIANCE}/admin`)],
    ['a wrong method (405)', () => new Request(`${COMPLIANCE}/companies`, { method: 'DELETE' })],
    ['another partner (403)', () => new Request(`${BASE}/v1/partners/P999999/companies`)],
  ])('a refusal: %s', async (_, request) => {
    const { proxy, upstream } = setup({}, () => Response.json({}, { headers: SHAREABLE }))
    const response = await proxy(request())
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(upstream.calls).toHaveLength(0)
    expectPrivate(response)
  })

  it('a refusal by authorize (401) and an upstream refused for holding the token (502)', async () => {
    const refused = setup({ authorize: () => ({ status: 401 }) })
    expectPrivate(await refused.proxy(new Request(`${COMPLIANCE}/companies`)))
    const unreadable = setup(
      {},
      () => new Response('<html>', { headers: { 'content-type': 'text/html', ...SHAREABLE } }),
    )
    const response = await unreadable.proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expectPrivate(response)
  })

  it('over HTTP through toNodeListener, as a shared cache in front of it would see the answer', async () => {
    const { proxy } = setup({}, () =>
      Response.json({ statusCode: 200, message: 'OK', data: [] }, { headers: SHAREABLE }),
    )
    const served = await serveProxy(proxy)
    try {
      const response = await fetch(
        `http://127.0.0.1:${served.port}/api/partner/v1/partners/P123456/companies`,
      )
      expect(response.status).toBe(200)
      expectPrivate(response)
      await response.arrayBuffer()
    } finally {
      await served.close()
    }
  })
})
