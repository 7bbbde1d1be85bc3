// Who is signed in. The demo's sign-in is a button per customer, no password; what matters is the
// shape a real portal has too: an opaque, HttpOnly session cookie that the server maps to its user.
// The proxy's `authorize` reads the same cookie, so the browser carries no identity of its own and
// never any token.
import { randomBytes } from 'node:crypto'

const COOKIE = 'portal_session'

export class Sessions {
  private readonly customerBySession = new Map<string, string>()

  /** The customer id of the request's session, if it has one. */
  customerOf(request: { headers: { get(name: string): string | null } }): string | undefined {
    const session = readCookie(request.headers.get('cookie'), COOKIE)
    return session ? this.customerBySession.get(session) : undefined
  }

  /** Starts a session for `customerId`; returns the Set-Cookie header value. */
  signIn(customerId: string): string {
    const session = randomBytes(24).toString('base64url')
    this.customerBySession.set(session, customerId)
    // SameSite=Strict: the proxy's writes ride on this cookie, so no other site may send it (CSRF).
    return `${COOKIE}=${session}; Path=/; HttpOnly; SameSite=Strict`
  }

  /** Ends the request's session; returns the Set-Cookie header value that clears it. */
  signOut(cookieHeader: string | null): string {
    const session = readCookie(cookieHeader, COOKIE)
    if (session) this.customerBySession.delete(session)
    return `${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`
  }
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
