// Who is signed in. The demo's sign-in is a button per customer, no password; what matters is the
// shape a real portal has too: an opaque, HttpOnly session cookie that the server maps to its user.
// The proxy's `authorize` reads the same cookie, so the browser carries no identity of its own and
// never any token.
//
// A session ends on its own: after `idleMs` without a request (a computer left signed in) and, used
// or not, `absoluteMs` after sign-in (a stolen cookie is not good forever). Signing in issues a new
// session id and ends the one the browser came with, so an id planted before sign-in (session
// fixation) never becomes a signed-in one.
import { randomBytes } from 'node:crypto'

const COOKIE = 'portal_session'

export interface SessionOptions {
  /** A session unused this long ends. Default 30 minutes. */
  idleMs?: number
  /** A session ends this long after sign-in, used or not. Default 8 hours. */
  absoluteMs?: number
  /** The clock; tests move it. */
  now?: () => number
}

interface Session {
  readonly customerId: string
  readonly createdAt: number
  lastSeen: number
}

/** Cookie attributes: `Secure` when the page was served over HTTPS (see `demoRoutes`). */
export interface CookieContext {
  readonly secure: boolean
}

export class Sessions {
  private readonly sessions = new Map<string, Session>()
  private readonly idleMs: number
  private readonly absoluteMs: number
  private readonly now: () => number

  constructor(options: SessionOptions = {}) {
    this.idleMs = options.idleMs ?? 30 * 60_000
    this.absoluteMs = options.absoluteMs ?? 8 * 60 * 60_000
    this.now = options.now ?? Date.now
  }

  /** The customer id of the request's session, if it has a live one; using it keeps it alive. */
  customerOf(request: { headers: { get(name: string): string | null } }): string | undefined {
    const id = readCookie(request.headers.get('cookie'), COOKIE)
    const session = id ? this.sessions.get(id) : undefined
    if (!id || !session) return undefined
    const now = this.now()
    if (now - session.lastSeen > this.idleMs || now - session.createdAt > this.absoluteMs) {
      this.sessions.delete(id)
      return undefined
    }
    session.lastSeen = now
    return session.customerId
  }

  /**
   * Starts a session for `customerId`, ending the one `cookieHeader` carries (rotation on sign-in);
   * returns the Set-Cookie header value.
   */
  signIn(customerId: string, cookieHeader: string | null, context: CookieContext): string {
    const previous = readCookie(cookieHeader, COOKIE)
    if (previous) this.sessions.delete(previous)
    const id = randomBytes(24).toString('base64url')
    const now = this.now()
    this.sessions.set(id, { customerId, createdAt: now, lastSeen: now })
    // SameSite=Strict: the proxy's writes ride on this cookie, so no other site may send it (CSRF).
    // Max-Age: the browser drops it when the server would refuse it anyway.
    return cookie(id, Math.floor(this.absoluteMs / 1000), context)
  }

  /** Ends the request's session; returns the Set-Cookie header value that clears it. */
  signOut(cookieHeader: string | null, context: CookieContext): string {
    const session = readCookie(cookieHeader, COOKIE)
    if (session) this.sessions.delete(session)
    return cookie('', 0, context)
  }
}

function cookie(value: string, maxAge: number, { secure }: CookieContext): string {
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
