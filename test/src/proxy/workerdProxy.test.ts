// The proxy inside Cloudflare's real runtime: the Worker example (examples/proxy/worker.ts) bundled
// with esbuild the way wrangler bundles a Worker, `filing-kit/proxy` resolved to the built package
// (dist/proxy.js, as a partner's bundler would), run in workerd through Miniflare, in front of the
// simulator served over HTTP on loopback. The security suite's core cases run against it.
import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { createPartnerClient } from '../../../src/client'
import { createPartnerSimulator } from '../../../src/simulator'
import { TEST_BASE_URL, TEST_ORIGIN } from '../../support/fixtures'

const root = resolve(import.meta.dirname, '../../..')
const sim = createPartnerSimulator({ seed: 11, writebackDelayMs: 0 })
const partner = sim.partners[0]!
const TOKEN = sim.tokens.production
const PORTAL = TEST_BASE_URL
const COMPLIANCE = `${PORTAL}/v1/partners/${partner.partnerId}`
const COMPANY = [...sim.state.companies.values()].find((company) => company.partnerId === partner.partnerId)!
/** The Origin a browser adds to the portal's own page's writes (a write without one is refused). */
const OWN = { origin: 'http://portal.test' }

/** What the upstream (the simulator over HTTP) was sent. */
const calls: { url: string; authorization: string | null; cookie: string | null }[] = []
let upstream: ServerType
let mf: Miniflare

/** The worker's answer, read whole: status, headers and body as one string, as the security suite does. */
async function send(url: string, init: RequestInit & { duplex?: 'half' } = {}) {
  const response = await mf.dispatchFetch(url, init as Parameters<Miniflare['dispatchFetch']>[1])
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  const body = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body,
    seen: `${response.status}\n${headers}\n\n${body}`,
  }
}

beforeAll(async () => {
  // The simulator, plus what a real upstream may do that the proxy must not relay: a Set-Cookie.
  upstream = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: async (request) => {
      calls.push({
        url: request.url,
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
      })
      const answer = await sim.fetch(request)
      const headers = new Headers(answer.headers)
      headers.append('set-cookie', 'upstream_session=s3cr3t; Path=/; HttpOnly')
      // …and caching headers that would let a shared cache serve one caller's answer to the next.
      headers.set('cache-control', 'public, max-age=86400')
      headers.set('etag', '"shared"')
      return new Response(answer.body, { status: answer.status, headers })
    },
  })
  await new Promise<void>((done) => upstream.once('listening', () => done()))
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`

  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: string }>
  }
  const built = resolve(root, manifest.exports['./proxy']!.import)
  expect(existsSync(built), `${built} is missing: run npm run build first`).toBe(true)
  const bundle = await build({
    entryPoints: [resolve(root, 'examples/proxy/worker.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // wrangler's resolution for Workers.
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    alias: { 'filing-kit/proxy': built },
    // No externals and no Node compatibility: `toNodeListener` loads its Node adapter through a
    // specifier bundlers do not follow, so a Worker bundle never reaches for Node's http or stream.
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.text
  // …and none of that Node code is left in the Worker: it runs without any Node compatibility.
  expect(script).not.toContain('getRequestListener')
  expect(script).not.toMatch(/["'](node:)?(http|http2|stream|crypto)["']/)

  mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2026-04-01',
    bindings: {
      PARTNER_API_BASE_URL: upstreamUrl,
      PARTNER_API_TOKEN: TOKEN,
      PARTNER_ID: partner.partnerId,
      PARTNER_API_USER_PID: partner.apiUserPid,
    },
  })
  await mf.ready
}, 60_000)

afterAll(async () => {
  await mf?.dispose()
  await new Promise((done) => upstream?.close(done))
})

beforeEach(() => {
  calls.length = 0
})

describe('filing-kit/proxy in workerd (Miniflare), in front of the simulator over HTTP', () => {
  it('AUTH-1: the token is added upstream, the caller’s credentials are not, and the token is in no answer', async () => {
    const { status, body, seen, headers } = await send(`${COMPLIANCE}/companies`, {
      headers: { authorization: 'Bearer caller-supplied', cookie: 'portal_session=abc' },
    })
    expect(status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ id: COMPANY.id })]),
    })
    expect(calls).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/v1/partners/${partner.partnerId}/companies$`)),
        authorization: `Bearer ${TOKEN}`,
        cookie: null,
      },
    ])
    expect(seen).not.toContain(TOKEN)
    // The upstream's Set-Cookie never reaches the browser.
    expect(headers.get('set-cookie')).toBeNull()
    expect(seen.toLowerCase()).not.toContain('upstream_session')
    // Nor its caching headers: every answer is private to its caller.
    expect(headers.get('cache-control')).toBe('no-store, private')
    expect(headers.get('vary')).toBe('Cookie, Authorization')
    expect(headers.get('etag')).toBeNull()
  })

  it('CMP-14: a renew whose body names another plan than the path is refused before the upstream', async () => {
    const plans = [...sim.state.subscriptions.values()].filter((plan) => plan.partnerId === partner.partnerId)
    const answer = await send(`${COMPLIANCE}/subscriptions/${plans[0]!.id}/renew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OWN },
      body: JSON.stringify({ id: plans[1]!.id, autoRenew: true }),
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBe('no-store, private')
    expect(calls).toHaveLength(0)
  })

  it('the typed client works through the Worker: reads, and a write with its JSON body', async () => {
    const client = createPartnerClient({
      baseUrl: PORTAL,
      partnerId: partner.partnerId,
      // The portal's page: its browser adds this Origin to every write (one without is refused).
      headers: { origin: 'http://portal.test' },
      retry: { attempts: 0 },
      fetch: (input, init) =>
        mf.dispatchFetch(
          String(input),
          init as Parameters<Miniflare['dispatchFetch']>[1],
        ) as unknown as Promise<Response>,
    })
    const companies = await client.compliance.listCompanies()
    expect(companies.some((company) => company.id === COMPANY.id)).toBe(true)
    const created = await client.compliance.createCompany({ name: 'Workerd Test LLC', PCID: 'WORKERD-1' })
    expect(created).toMatchObject({ companyId: expect.any(String), PCID: 'WORKERD-1' })
    const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'CA' })
    expect(packages.packageCollection.length).toBeGreaterThan(0)
    expect(calls.every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true)
  })

  const refused: { name: string; url: string; init?: RequestInit; status: number; allow?: string }[] = [
    // Encoded slashes, backslashes, double encoding, doubled slashes, path parameters, control characters.
    {
      name: '%2F encoded slash in an id',
      url: `${COMPLIANCE}/companies/${COMPANY.id}%2F..%2Fbulk`,
      status: 400,
    },
    { name: '%2f lower-case encoded slash', url: `${COMPLIANCE}/alerts/x%2fy`, status: 400 },
    {
      name: '%252e%252e double-encoded dot segment',
      url: `${COMPLIANCE}/alerts/%252e%252e/companies`,
      status: 400,
    },
    { name: '%5C encoded backslash', url: `${COMPLIANCE}/alerts/x%5C..%5Cy`, status: 400 },
    { name: '// inside the path', url: `${PORTAL}/v1//partners/${partner.partnerId}/companies`, status: 400 },
    { name: '..;/ matrix-parameter traversal', url: `${COMPLIANCE}/alerts/..;/companies`, status: 400 },
    { name: '%00 NUL in the path', url: `${COMPLIANCE}/alerts/006%00`, status: 400 },
    { name: '%0d%0a CRLF in the path', url: `${COMPLIANCE}/alerts/006%0d%0aSet-Cookie:%20a=b`, status: 400 },
    // Dot segments arrive resolved in a Fetch runtime; where they lead is checked like any path.
    {
      name: 'AUTH-6: a traversal into another partner',
      url: `${COMPLIANCE}/alerts/../../P999999/companies`,
      status: 403,
    },
    // Another partner, unknown routes.
    {
      name: 'AUTH-6: another partnerId in the path',
      url: `${PORTAL}/v1/partners/P999999/companies`,
      status: 403,
    },
    {
      name: 'CMP-1: a partnerId differing only in case',
      url: `${PORTAL}/v1/partners/${partner.partnerId.toLowerCase()}/alerts`,
      status: 403,
    },
    { name: 'unknown path under basePath', url: `${COMPLIANCE}/admin`, status: 404 },
    {
      name: 'path outside basePath',
      url: `${TEST_ORIGIN}/v1/partners/${partner.partnerId}/companies`,
      status: 404,
    },
    // Methods.
    {
      name: 'DELETE on a subscription',
      url: `${COMPLIANCE}/subscriptions/a0S000000000000AAA`,
      init: { method: 'DELETE' },
      status: 405,
      allow: 'GET',
    },
    {
      name: 'PUT on companies',
      url: `${COMPLIANCE}/companies`,
      init: { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' },
      status: 405,
      allow: 'GET, POST',
    },
    {
      name: 'GET on create-order',
      url: `${PORTAL}/api/business-formation-v2/create-order`,
      status: 405,
      allow: 'POST',
    },
    // Bodies.
    {
      name: 'text/plain body',
      url: `${COMPLIANCE}/companies`,
      init: { method: 'POST', headers: { 'content-type': 'text/plain', ...OWN }, body: '{"name":"x"}' },
      status: 415,
    },
    {
      name: 'malformed JSON',
      url: `${COMPLIANCE}/companies`,
      init: { method: 'POST', headers: { 'content-type': 'application/json', ...OWN }, body: '{"name":' },
      status: 400,
    },
    {
      name: 'cross-site forged write',
      url: `${PORTAL}/api/business-formation/order-cancellation-v1/801000000000000AAA`,
      init: { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } },
      status: 403,
    },
    {
      name: 'forged bodiless cancel from another origin (a plain HTML form)',
      url: `${PORTAL}/api/business-formation/order-cancellation-v1/801000000000000AAA`,
      init: { method: 'POST', headers: { origin: 'https://evil.example' } },
      status: 403,
    },
    {
      name: 'forged bodiless cancel from a sibling subdomain (same-site)',
      url: `${PORTAL}/api/business-formation/order-cancellation-v1/801000000000000AAA`,
      init: {
        method: 'POST',
        headers: { origin: 'https://blog.portal.test', 'sec-fetch-site': 'same-site' },
      },
      status: 403,
    },
    {
      name: 'forged bodiless cancel with Origin: null',
      url: `${PORTAL}/api/business-formation/order-cancellation-v1/801000000000000AAA`,
      init: { method: 'POST', headers: { origin: 'null' } },
      status: 403,
    },
    {
      name: 'a write that proves no origin (neither Origin nor Sec-Fetch-Site)',
      url: `${PORTAL}/api/business-formation/order-cancellation-v1/801000000000000AAA`,
      init: { method: 'POST' },
      status: 403,
    },
  ]

  it.each(refused)('$name → $status, the upstream untouched', async ({ url, init, status, allow }) => {
    const answer = await send(url, init)
    expect(answer.status).toBe(status)
    if (allow) expect(answer.headers.get('allow')).toBe(allow)
    expect(JSON.parse(answer.body)).toEqual({ statusCode: status, message: expect.any(String) })
    expect(answer.seen).not.toContain(TOKEN)
    expect(calls).toHaveLength(0)
  })

  const big = 14 * 1024 * 1024 + 1
  it('a body over maxBodyBytes is refused with 413 (declared by Content-Length)', async () => {
    const answer = await send(`${COMPLIANCE}/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OWN },
      body: new Uint8Array(big).fill(0x20),
    })
    expect(answer.status).toBe(413)
    expect(calls).toHaveLength(0)
  })

  it('a body over maxBodyBytes is refused with 413 (streamed, counted as it arrives)', async () => {
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024).fill(0x20)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= big) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const answer = await send(`${COMPLIANCE}/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OWN },
      body: stream,
      duplex: 'half',
    })
    expect(answer.status).toBe(413)
    expect(calls).toHaveLength(0)
  })
})
