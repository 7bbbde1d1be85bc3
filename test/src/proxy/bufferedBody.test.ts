import { createPartnerClient } from '../../../src/client/index'
import { createPartnerProxy, type PartnerProxy } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { taxRegistrationInput } from '../../support/fixtures'
import { PARTNER_ID, TOKEN, serveProxy, setup } from './helpers'

// toNodeListener writes the answers the proxy read whole straight to the socket (src/proxy/bufferedBody.ts).
describe('toNodeListener: answers the proxy holds whole', () => {
  const path = `/api/partner/v1/partners/${PARTNER_ID}/companies`

  async function over(proxy: PartnerProxy, init?: RequestInit) {
    const served = await serveProxy(proxy)
    try {
      const response = await fetch(`http://127.0.0.1:${served.port}${path}`, init)
      return { response, text: await response.text() }
    } finally {
      await served.close()
    }
  }

  it('writes status, allowlisted headers, the exact length and the bytes', async () => {
    const body = JSON.stringify({
      statusCode: 200,
      message: 'OK',
      data: [{ companyId: 'c1', name: 'Ünïcode' }],
    })
    const { proxy } = setup(
      {},
      () =>
        new Response(body, {
          status: 201,
          headers: { 'content-type': 'application/json', 'set-cookie': 'upstream=1', 'x-request-id': 'r1' },
        }),
    )
    const { response, text } = await over(proxy)
    expect(response.status).toBe(201)
    expect(text).toBe(body)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    // A JSON route's type is the proxy's own, never the upstream's value (a list could name HTML).
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('x-request-id')).toBe('r1')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('writes the scrubbed bytes, with their own length, when the upstream echoed the token', async () => {
    const echoed = JSON.stringify({ message: `bad header Bearer ${TOKEN}` })
    const { proxy } = setup(
      {},
      () => new Response(echoed, { status: 400, headers: { 'content-length': String(echoed.length) } }),
    )
    const { response, text } = await over(proxy)
    expect(response.status).toBe(400)
    expect(text).not.toContain(TOKEN)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('gives a wrapper around the proxy an ordinary Response with its body', async () => {
    const { proxy } = setup()
    let seen: string | undefined
    const wrapper: PartnerProxy = async (request) => {
      const response = await proxy(request)
      seen = await response.clone().text()
      return response
    }
    const { response, text } = await over(wrapper)
    expect(response.status).toBe(200)
    expect(seen).toBe('{"statusCode":200,"message":"OK","data":[]}')
    expect(text).toBe(seen)
  })

  it('still hands onOrderCreated the new order when the adapter writes the answer', async () => {
    const sim = createPartnerSimulator({ seed: 5 })
    const partner = sim.partners[0]!
    const created: string[] = []
    const served = await serveProxy(
      createPartnerProxy({
        upstream: 'http://service.test',
        token: sim.tokens.production,
        partnerId: partner.partnerId,
        apiUserPid: partner.apiUserPid,
        basePath: '/api/partner',
        fetch: sim.fetch,
        onOrderCreated: (event) => void created.push(event.orderGuid),
      }),
    )
    try {
      const client = createPartnerClient({
        baseUrl: `http://127.0.0.1:${served.port}/api/partner`,
        partnerId: partner.partnerId,
        // A program, not a browser: it states the origin a browser would have added to the write.
        headers: { origin: `http://127.0.0.1:${served.port}` },
      })
      const order = await client.taxRegistration.createOrder(taxRegistrationInput())
      expect(created).toEqual([order.orderGuid])
    } finally {
      await served.close()
    }
  })
})
