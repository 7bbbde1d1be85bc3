// The portal's own small API under /demo: who is signed in, sign-in and out, and, with the simulator
// only, the clock control. A real portal has its own session endpoints; the clock does not exist there.
import { isRecord } from 'filing-kit'
import type { Customer } from './customers'
import type { Sessions } from './sessions'
import type { Upstream } from './upstream'

/** What the browser learns about the session: names and ids, never a token. */
export interface SessionInfo {
  partnerId: string
  /** Whether the simulator runs behind the proxy (the clock control shows only then). */
  simulator: boolean
  customers: { id: string; name: string }[]
  customer: Pick<Customer, 'id' | 'name' | 'email' | 'orders'> | null
  /** One company of another customer: the portal offers to open it, to show the proxy refusing it. */
  otherCustomersCompany: { companyId: string; owner: string } | null
  /**
   * Today (`YYYY-MM-DD`, UTC) on the simulator's clock, which the clock control moves: the dashboard's
   * calendar opens on its month and marks what is overdue by it. `null` against the real service,
   * where the viewer's own day is right.
   */
  today: string | null
}

export interface DemoRoutesOptions {
  /**
   * Believe `X-Forwarded-Proto: https` from the TLS-terminating proxy in front of the portal (the
   * session cookie is then `Secure`). Only when one is there and sets it: otherwise any client could
   * claim it. Without it, the cookie is `Secure` when the portal's own listener is TLS.
   */
  trustForwardedProto?: boolean
}

/** Whether the browser reached the portal over HTTPS: its listener, or a trusted front, says so. */
function overHttps(request: Request, trustForwardedProto: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  const forwarded = trustForwardedProto ? request.headers.get('x-forwarded-proto') : null
  // A chain of proxies lists one protocol each; the first is what the browser used.
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** The JSON object of a request's body, or `undefined` when it is not one (malformed, empty, an array). */
async function jsonObjectOf(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json()
    return isRecord(body) ? body : undefined
  } catch {
    return undefined
  }
}

export function demoRoutes(
  upstream: Upstream,
  customers: ReadonlyMap<string, Customer>,
  sessions: Sessions,
  options: DemoRoutesOptions = {},
) {
  const sessionInfo = (request: Request): SessionInfo => {
    const customer = customers.get(sessions.customerOf(request) ?? '')
    const other = [...customers.values()].find((each) => each !== customer && each.companyIds.length > 0)
    return {
      partnerId: upstream.partnerId,
      simulator: upstream.sim !== undefined,
      customers: [...customers.values()].map(({ id, name }) => ({ id, name })),
      customer: customer
        ? { id: customer.id, name: customer.name, email: customer.email, orders: customer.orders }
        : null,
      otherCustomersCompany:
        customer && other ? { companyId: other.companyIds[0]!, owner: other.name } : null,
      today: upstream.sim ? new Date(upstream.sim.now()).toISOString().slice(0, 10) : null,
    }
  }

  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const route = `${request.method} ${pathname}`
    // Writes must be JSON: a plain HTML form from another site cannot send that (CSRF).
    if (request.method === 'POST' && !request.headers.get('content-type')?.startsWith('application/json'))
      return json({ message: 'Send JSON.' }, 415)

    if (route === 'GET /demo/session') return json(sessionInfo(request))

    const cookie = { secure: overHttps(request, options.trustForwardedProto === true) }
    if (route === 'POST /demo/sign-in') {
      // A malformed body is the sender's mistake (400), not the server's (500).
      const body = await jsonObjectOf(request)
      if (!body) return json({ message: 'Send a JSON object.' }, 400)
      const { customerId } = body
      if (typeof customerId !== 'string' || !customers.has(customerId))
        return json({ message: 'No such customer.' }, 400)
      const setCookie = sessions.signIn(customerId, request.headers.get('cookie'), cookie)
      return json({ ok: true }, 200, { 'set-cookie': setCookie })
    }

    if (route === 'POST /demo/sign-out')
      return json({ ok: true }, 200, {
        'set-cookie': sessions.signOut(request.headers.get('cookie'), cookie),
      })

    // The "move the simulated clock" control: orders advance through their phases at once.
    if (route === 'POST /demo/clock' && upstream.sim) {
      if (!sessions.customerOf(request)) return json({ message: 'Sign in first.' }, 401)
      const steps = (await jsonObjectOf(request))?.steps
      if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 1 || steps > 20)
        return json({ message: 'steps: a whole number from 1 to 20.' }, 400)
      upstream.sim.advance(steps * upstream.simStepMs)
      return json({ ok: true })
    }

    return json({ message: 'Not found.' }, 404)
  }
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}
