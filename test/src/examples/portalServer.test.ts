// The demo portal's server (examples/portal/server), which partners copy: its own endpoints refuse a
// malformed body with 400, its wrapper around the proxy reads nothing of a refused caller's body, its
// sessions end (idle and absolute lifetimes, a new id at sign-in) and its cookie is Secure over HTTPS.
import { connect } from 'node:net'
import type { Customer } from '../../../examples/portal/server/customers'
import { demoRoutes } from '../../../examples/portal/server/demoRoutes'
import { portalProxy } from '../../../examples/portal/server/portalProxy'
import { Sessions } from '../../../examples/portal/server/sessions'
import { startPortal, type Portal } from '../../../examples/portal/server/startPortal'
import type { Upstream } from '../../../examples/portal/server/upstream'

const DANA: Customer = {
  id: 'dana',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  companyIds: [],
  orders: [],
}
const customers = new Map([[DANA.id, DANA]])
/** The upstream as the portal's own endpoints see it: no simulator, nothing they call. */
const upstream: Upstream = {
  baseUrl: 'http://127.0.0.1:9',
  token: 'unused',
  partnerId: 'P123456',
  apiUserPid: '14684',
  sim: undefined,
  simStepMs: 0,
  close: async () => {},
}

const signInRequest = (url: string, headers: Record<string, string> = {}, body = '{"customerId":"dana"}') =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

const sessionCookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!

describe('the portal’s sign-in over HTTP', () => {
  let portal: Portal
  beforeAll(async () => {
    portal = await startPortal({
      port: 0,
      simulatorPort: 0,
      env: {},
      client: false,
      trustForwardedProto: true,
    })
  }, 60_000)
  afterAll(() => portal.close())

  it.each([
    ['malformed JSON', '{"customerId":'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['an array', '["dana"]'],
    ['a non-string customer id', '{"customerId":{"toString":1}}'],
  ])('%s is a 400, not a 500', async (_, body) => {
    const response = await fetch(`${portal.url}/demo/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  it('the clock control: a malformed body is a 400 too', async () => {
    const signedIn = await fetch(signInRequest(`${portal.url}/demo/sign-in`))
    const cookie = sessionCookieOf(signedIn.headers.get('set-cookie'))
    const response = await fetch(`${portal.url}/demo/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{"steps":',
    })
    expect(response.status).toBe(400)
  })

  it('Secure: behind a trusted TLS front that says https, not over plain HTTP', async () => {
    const plain = await fetch(signInRequest(`${portal.url}/demo/sign-in`))
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)
    const tls = await fetch(signInRequest(`${portal.url}/demo/sign-in`, { 'x-forwarded-proto': 'https' }))
    expect(tls.headers.get('set-cookie')).toMatch(/;\s*Secure(;|$)/i)
    expect(tls.headers.get('set-cookie')).toMatch(/HttpOnly/)
    expect(tls.headers.get('set-cookie')).toMatch(/SameSite=Strict/)
  })

  it('an anonymous order create is refused without the wrapper waiting for (or reading) its body', async () => {
    // The headers promise 60 kB; only a few bytes follow. A wrapper that reads the body before the
    // proxy's authorize waits for the rest; the proxy answers 401 at once.
    const port = Number(new URL(portal.url).port)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1')
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1')
        if (/\r\n\r\n/.test(text)) {
          socket.destroy()
          resolve(text)
        }
      })
      socket.on('error', reject)
      socket.write(
        'POST /api/partner/api/business-formation-v2/create-order HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"partnerOrder":',
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
  })
})

describe('the portal’s wrapper around the proxy', () => {
  it('reads nothing of a refused caller’s order create (it used to read up to 64 KiB before authorize)', async () => {
    const proxy = portalProxy(upstream, customers, new Sessions(), () => {})
    let pulled = 0
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1
          controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"partnerOrder":{' : ' '.repeat(1024)))
          if (pulled > 50) controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const response = await proxy(
      new Request('http://127.0.0.1/api/partner/api/business-formation-v2/create-order', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': '52000',
          origin: 'http://127.0.0.1',
        },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(401)
    expect(pulled).toBe(0)
  })
})

describe('portal sessions', () => {
  function clock() {
    let now = Date.parse('2026-01-05T09:00:00Z')
    return {
      now: () => now,
      advance: (ms: number) => {
        now += ms
      },
    }
  }
  const requestWith = (cookie: string) => ({ headers: new Headers({ cookie }) })
  const PLAIN = { secure: false }

  it('end after the idle lifetime without a request; each request keeps them alive', () => {
    const time = clock()
    const sessions = new Sessions({ idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000, now: time.now })
    const cookie = sessionCookieOf(sessions.signIn('dana', null, PLAIN))
    time.advance(29 * 60_000)
    expect(sessions.customerOf(requestWith(cookie))).toBe('dana')
    time.advance(29 * 60_000)
    expect(sessions.customerOf(requestWith(cookie))).toBe('dana')
    time.advance(31 * 60_000)
    expect(sessions.customerOf(requestWith(cookie))).toBeUndefined()
  })

  it('end after the absolute lifetime however busy', () => {
    const time = clock()
    const sessions = new Sessions({ idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000, now: time.now })
    const cookie = sessionCookieOf(sessions.signIn('dana', null, PLAIN))
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      time.advance(10 * 60_000)
      expect(sessions.customerOf(requestWith(cookie))).toBe('dana')
    }
    time.advance(20 * 60_000)
    expect(sessions.customerOf(requestWith(cookie))).toBeUndefined()
  })

  it('have sensible defaults (30 minutes idle, 8 hours in all) and a cookie that expires with them', () => {
    const time = clock()
    const sessions = new Sessions({ now: time.now })
    const setCookie = sessions.signIn('dana', null, PLAIN)
    expect(setCookie).toMatch(/Max-Age=28800/)
    time.advance(31 * 60_000)
    expect(sessions.customerOf(requestWith(sessionCookieOf(setCookie)))).toBeUndefined()
  })

  it('are rotated on sign-in: a new id, and the one the browser came with (planted or old) ends', async () => {
    const sessions = new Sessions()
    const routes = demoRoutes(upstream, customers, sessions)
    const first = sessionCookieOf(
      (await routes(signInRequest('http://portal.test/demo/sign-in'))).headers.get('set-cookie'),
    )
    const second = sessionCookieOf(
      (await routes(signInRequest('http://portal.test/demo/sign-in', { cookie: first }))).headers.get(
        'set-cookie',
      ),
    )
    expect(second).not.toBe(first)
    expect(sessions.customerOf(requestWith(second))).toBe('dana')
    expect(sessions.customerOf(requestWith(first))).toBeUndefined()
  })

  it('the cookie is Secure when the portal’s own listener is TLS, and X-Forwarded-Proto is believed only when configured', async () => {
    const sessions = new Sessions()
    const tls = await demoRoutes(
      upstream,
      customers,
      sessions,
    )(signInRequest('https://portal.test/demo/sign-in'))
    expect(tls.headers.get('set-cookie')).toMatch(/;\s*Secure(;|$)/i)
    const claimed = await demoRoutes(
      upstream,
      customers,
      sessions,
    )(signInRequest('http://portal.test/demo/sign-in', { 'x-forwarded-proto': 'https' }))
    expect(claimed.headers.get('set-cookie')).not.toMatch(/Secure/i)
    const signOut = await demoRoutes(
      upstream,
      customers,
      sessions,
    )(
      new Request('https://portal.test/demo/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(signOut.headers.get('set-cookie')).toMatch(/Max-Age=0.*Secure/i)
  })
})
