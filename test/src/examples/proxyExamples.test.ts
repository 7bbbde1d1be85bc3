// The README's proxy mounting examples (examples/proxy/*.ts) run as written, in front of the
// simulator over HTTP: Node's http server, Express, and a Next.js route handler called with a
// Request. The Worker example runs in workerd in test/src/proxy/workerdProxy.test.ts.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createPartnerSimulator } from '../../../src/simulator'
import { rawHttp } from '../proxy/helpers'
import { TEST_BASE_URL, TEST_ORIGIN } from '../../support/fixtures'

const sim = createPartnerSimulator({ seed: 5, writebackDelayMs: 0 })
const partner = sim.partners[0]!
const TOKEN = sim.tokens.production
const PATH = `/api/partner/v1/partners/${partner.partnerId}`
const upstreamAuthorization: (string | null)[] = []
let upstream: ServerType
const opened: Server[] = []

beforeAll(async () => {
  upstream = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (request) => {
      upstreamAuthorization.push(request.headers.get('authorization'))
      return sim.fetch(request)
    },
  })
  await new Promise<void>((done) => upstream.once('listening', () => done()))
  // What each example reads from its environment; PORT 0 lets the OS pick free ports.
  Object.assign(process.env, {
    PARTNER_API_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    PARTNER_API_TOKEN: TOKEN,
    PARTNER_ID: partner.partnerId,
    PARTNER_API_USER_PID: partner.apiUserPid,
    PORT: '0',
  })
})

afterAll(async () => {
  for (const server of opened) server.closeAllConnections()
  await Promise.all(opened.map((server) => new Promise((done) => server.close(done))))
  await new Promise((done) => upstream.close(done))
})

/** The port of an example's server once it listens. */
async function portOf(server: Server): Promise<number> {
  opened.push(server)
  if (!server.listening) await new Promise<void>((done) => server.once('listening', () => done()))
  return (server.address() as AddressInfo).port
}

// Writes as the portal's own page sends them: its browser marks them same-origin (a write that
// proves no origin is refused).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

const createCompany = (name: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
  body: JSON.stringify({ name }),
})

describe('README proxy examples', () => {
  it('AUTH-1: node.ts — node:http with toNodeListener forwards with the token and refuses raw traversals', async () => {
    const { server } = await import('../../../examples/proxy/node')
    const port = await portOf(server)
    const before = upstreamAuthorization.length
    const response = await fetch(`http://127.0.0.1:${port}${PATH}/companies`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain(TOKEN)
    expect(upstreamAuthorization.slice(before)).toEqual([`Bearer ${TOKEN}`])
    const created = await fetch(
      `http://127.0.0.1:${port}${PATH}/companies`,
      createCompany('Node Example LLC'),
    )
    expect(created.status).toBe(200)
    const raw = await rawHttp(
      port,
      `GET ${PATH}/alerts/../companies HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`,
    )
    expect(raw.status).toBe(400)
  })

  it('AUTH-1: express.ts — mounted before the body parser, under its mount path, beside other routes', async () => {
    const { server } = await import('../../../examples/proxy/express')
    const port = await portOf(server)
    const base = `http://127.0.0.1:${port}`
    const list = await fetch(`${base}${PATH}/companies`)
    expect(list.status).toBe(200)
    // The proxy reads the body stream itself: express.json() comes after it and does not consume it.
    const created = await fetch(`${base}${PATH}/companies`, createCompany('Express Example LLC'))
    expect(created.status).toBe(200)
    expect(await created.json()).toMatchObject({ data: { companyId: expect.any(String) } })
    expect([...sim.state.companies.values()].some((company) => company.name === 'Express Example LLC')).toBe(
      true,
    )
    // basePath is the mount path: the proxy sees Express's originalUrl, raw, so `..` is refused.
    const raw = await rawHttp(
      port,
      `GET ${PATH}/alerts/../companies HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`,
    )
    expect(raw.status).toBe(400)
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true })
    expect((await fetch(`${base}/api/partner/v1/partners/P999999/companies`)).status).toBe(403)
  })

  it('AUTH-1: next-route.ts — the exported GET, POST and PATCH are the proxy, called with a Request', async () => {
    const route = await import('../../../examples/proxy/next-route')
    expect(route.dynamic).toBe('force-dynamic')
    const list = await route.GET(new Request(`${TEST_ORIGIN}${PATH}/companies`))
    expect(list.status).toBe(200)
    expect(await list.text()).not.toContain(TOKEN)
    const created = await route.POST(
      new Request(`${TEST_ORIGIN}${PATH}/companies`, createCompany('Next Example LLC')),
    )
    expect(created.status).toBe(200)
    // A route file exports every method, but only the route table's method for a path goes through.
    const wrong = await route.GET(new Request(`${TEST_BASE_URL}/api/business-formation-v2/create-order`))
    expect(wrong.status).toBe(405)
    // PATCH answers an RFI (BF-7): forwarded, the order unknown to the service.
    const before = upstreamAuthorization.length
    const rfi = await route.PATCH(
      new Request(`${TEST_BASE_URL}/api/business-formation/update-order-v1/801000000000000AAA`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        body: JSON.stringify({ contact: { contactFirstName: 'Ada' } }),
      }),
    )
    expect(rfi.status).toBe(400)
    expect(await rfi.json()).toMatchObject({ message: 'Invalid order GUID.' })
    expect(upstreamAuthorization.slice(before)).toEqual([`Bearer ${TOKEN}`])
  })
})
