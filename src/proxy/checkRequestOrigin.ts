import { deny, type Denial } from './denial'

// Cross-site request forgery: a page of another site (or of a sibling subdomain, which counts as
// "same-site" and carries even a `SameSite=Strict` cookie) makes the owner's browser send a write
// with the owner's session cookie. A write with no body — cancelling an order, irreversible — needs
// no JSON content type, so a plain HTML form can send it. The proxy grants no CORS, so no page of
// another origin has a reason to write through it: a write is accepted only when the request itself
// proves it comes from the portal's own origin (or one the partner lists in `trustedOrigins`).
//
// What proves it, in order:
// - `Origin`, which every browser in use sends on a non-GET request (fetch and form alike): it must
//   be the request's own origin or a trusted one; `Origin: null` (a sandboxed frame, a `data:` page,
//   a cross-origin redirect) proves nothing and is refused.
// - Without `Origin`, `Sec-Fetch-Site` (fetch metadata): `same-origin`, or `none` (the user typed
//   or bookmarked it); `same-site` is a sibling subdomain and is refused.
// - Neither: refused (fail closed). No browser in use sends a write with neither, so that request
//   is a program's — a server of the partner's, a script, a test — and a program chooses its
//   headers: it sends `Origin` with the proxy's own origin or a trusted one (one header, stated in
//   the README). Letting it through unmarked would let through the one browser request the rule
//   exists for, too: a form post from an old browser that sends neither.
//
// Reads (GET, HEAD) change nothing and their answers cannot be read across origins without CORS,
// which the proxy never grants; they are refused only when the browser marks them `cross-site`.

const CROSS_SITE = deny('forbidden', 403, 'Cross-site requests are not accepted')
const FORGED_WRITE = deny('forbidden', 403, 'Writes are accepted only from the portal’s own pages')

// Requests that `sim.viaProxy` hands over: it stands for a page's own `fetch`, whose `Origin` and
// `Sec-Fetch-Site` the browser adds on the wire — after the point where the simulator's in-page
// handler (MSW, a test's fetch) receives the request, and headers a page's script may not set.
const SAME_ORIGIN = Symbol('filing-kit same-origin page request')
type Marked = Request & { [SAME_ORIGIN]?: true }

/**
 * Marks a request the caller vouches for as a same-origin page's, when it carries neither `Origin`
 * nor `Sec-Fetch-Site` (with either, the headers decide). For the simulator's in-process stand-in
 * of a browser only; not exported from `filing-kit/proxy`.
 */
export function vouchSameOrigin(request: Request): Request {
  ;(request as Marked)[SAME_ORIGIN] = true
  return request
}

/**
 * Whether `origin` is the request's own: the same scheme, host and port, or its `https:` twin when
 * the proxy is reached over plain HTTP behind a TLS-terminating front (the listener then sees
 * `http://portal.example`, the browser sends `Origin: https://portal.example`). A page at
 * `https://` + the proxy's own host is the portal itself, so accepting it widens nothing.
 */
function isOwnOrigin(origin: string, url: string): boolean {
  // `request.url` is absolute; its origin is what precedes the first `/` after `//`.
  const end = url.indexOf('/', url.indexOf('//') + 2)
  const own = (end === -1 ? url : url.slice(0, end)).toLowerCase()
  if (origin === own) return true
  return own.startsWith('http://') && origin === `https://${own.slice('http://'.length)}`
}

/**
 * Step 1, before the route: refuses a request a page of another origin could have made the user's
 * browser send (see above). `trustedOrigins` are exact serialised origins (`https://app.example.com`).
 */
export function checkRequestOrigin(
  request: Request,
  trustedOrigins: ReadonlySet<string>,
): Denial | undefined {
  const { headers, method } = request
  const site = headers.get('sec-fetch-site')
  if (method === 'GET' || method === 'HEAD') return site === 'cross-site' ? CROSS_SITE : undefined
  const origin = headers.get('origin')
  if (origin !== null && trustedOrigins.has(origin)) return undefined
  // The own origin with fetch metadata that says otherwise (no browser sends both) is not trusted.
  const sameOrigin = site === 'same-origin' || site === 'none'
  if (origin !== null)
    return isOwnOrigin(origin, request.url) && (sameOrigin || site === null) ? undefined : FORGED_WRITE
  if (sameOrigin) return undefined
  return site === null && (request as Marked)[SAME_ORIGIN] ? undefined : FORGED_WRITE
}

/** Checks `trustedOrigins` at creation: each an exact `http(s)` origin, no path, never `null`. */
export function resolveTrustedOrigins(value: unknown, fail: (message: string) => never): ReadonlySet<string> {
  if (value === undefined) return new Set()
  if (!Array.isArray(value)) return fail('trustedOrigins must be an array of origins')
  return new Set(
    value.map((item: unknown) => {
      let url: URL | undefined
      try {
        url = typeof item === 'string' ? new URL(item) : undefined
      } catch {
        url = undefined
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== item) {
        return fail(
          `trustedOrigins: ${JSON.stringify(item)} is not an origin such as https://app.example.com (scheme, host and port only)`,
        )
      }
      return url.origin
    }),
  )
}
