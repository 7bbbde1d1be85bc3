// Header policy. Hono's proxy helper (src/helper/proxy) is the starting point: it strips hop-by-hop
// headers and the caller's Authorization. We go one step further and allowlist in both directions:
// a portal's requests carry its own secrets (session cookies, CSRF headers, API keys of other
// services) that the Partner API has no business seeing, and the upstream's answers may carry
// cookies, CORS grants and HSTS policies that must not be applied to the portal's origin.

import { holdsSecret, type SecretForms } from '../secrets/secretForms'

/** Headers dropped from the caller's request even if a future allowlist named them. */
export const DROPPED_REQUEST_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'host',
  'forwarded',
  'x-real-ip',
  // Hop-by-hop (RFC 9110 §7.6.1), as in Hono's helper.
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
] as const

/** Caller headers that may travel upstream: harmless, and useful for tracing and languages. */
const FORWARDED_REQUEST_HEADERS = [
  'accept-language',
  'user-agent',
  'traceparent',
  'tracestate',
  'x-request-id',
]

/**
 * Upstream headers that may travel back to the caller. Everything else (Set-Cookie first) stays here,
 * and so do the upstream's caching headers (`Cache-Control`, `Expires`, `ETag`, `Last-Modified`,
 * `Age`, a CDN's `Surrogate-Control`): every answer is one caller's, and the proxy decides how it is
 * cached (`baseResponseHeaders`). A validator would be of no use anyway: the caller's
 * `If-None-Match` never travels upstream.
 */
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'retry-after',
  'x-request-id',
]

/** A token that could be put into a header without splitting it: visible ASCII, no spaces. */
export const HEADER_SAFE_TOKEN = /^[\x21-\x7e]+$/

function isDropped(name: string, connectionNamed: ReadonlySet<string>): boolean {
  return (
    (DROPPED_REQUEST_HEADERS as readonly string[]).includes(name) ||
    name.startsWith('x-forwarded-') ||
    connectionNamed.has(name)
  )
}

const NONE: ReadonlySet<string> = new Set()

function connectionNamedHeaders(headers: Headers): ReadonlySet<string> {
  const value = headers.get('connection')
  if (value === null) return NONE
  return new Set(
    value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
}

// Headers are built as plain records, which `fetch` and `Response` take as they take `Headers`: a
// `Headers` object here would be validated, copied into the request's or response's own and
// validated again, per request.

/**
 * The headers of the upstream request: the few allowlisted caller headers, then the bearer token
 * (AUTH-1), `Accept` and, when a body is sent, `Content-Type: application/json` (GEN-7).
 */
export function upstreamRequestHeaders(
  caller: Headers,
  options: { readonly token: string; readonly accept: string; readonly hasBody: boolean },
): Record<string, string> {
  const connectionNamed = connectionNamedHeaders(caller)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = caller.get(name)
    if (value !== null && !isDropped(name, connectionNamed)) headers[name] = value
  }
  headers.authorization = `Bearer ${options.token}`
  headers.accept = options.accept
  if (options.hasBody) headers['content-type'] = 'application/json'
  return headers
}

/**
 * Headers every answer of the proxy carries: nothing it sends is to be sniffed or cached by others,
 * and a browser pointed at the proxy's address renders none of it with the portal's origin (a
 * document's `applyDocumentHeaders` narrows the policy to `sandbox` alone, for PDF viewers).
 * Every answer is its caller's alone — a user's companies, a filed document fetched by an order
 * id — so a shared cache (a CDN, a corporate proxy keyed on the URL) must keep none of it, or the
 * next caller of that URL would get it without `authorize` ever running: `no-store, private`, and
 * `Vary` on the credentials for a cache that ignores both.
 */
export function baseResponseHeaders(): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store, private',
    vary: 'Cookie, Authorization',
    'content-security-policy': "default-src 'none'; sandbox",
  }
}

// Codings a Fetch runtime decodes itself (Node's fetch decodes these and no other: not zstd).
const DECODED_ENCODINGS = new Set(['gzip', 'x-gzip', 'deflate', 'br', 'identity'])

/**
 * Whether the upstream's `Content-Encoding` (absent, or a list) names only codings the runtime's
 * fetch has decoded: bytes in any other coding are not what the scan for the token reads, and the
 * caller, once the header is dropped, could decode them all the same.
 */
export function isDecodedEncoding(value: string | null): boolean {
  if (value === null) return true
  return value.split(',').every((coding) => {
    const name = coding.trim().toLowerCase()
    return name === '' || DECODED_ENCODINGS.has(name)
  })
}

/**
 * The headers returned to the caller for an upstream answer: allowlisted ones only (never
 * `Set-Cookie`, CORS grants, HSTS or `WWW-Authenticate`), none that holds the token in any form
 * `holdsSecret` recognises (any case, Base64, JSON or percent escapes), and no `Content-Length`
 * when the runtime's fetch has already decoded a compressed body. `undefined` when the token is
 * spread over several headers or values (an upstream that echoes it in pieces): then no part of
 * the answer is relayed.
 */
export function downstreamResponseHeaders(
  upstream: Headers,
  forms: SecretForms,
): Record<string, string> | undefined {
  const headers = baseResponseHeaders()
  const values: string[] = []
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = upstream.get(name)
    if (value === null || holdsSecret(value, forms)) continue
    headers[name] = value
    values.push(value)
  }
  // Pieces: one header's values combined (`a, b`) or consecutive headers, in the order of the
  // allowlist or of the names (as `Headers` lists them to the caller), separators left out.
  if (values.length > 1 || values[0]?.includes(',')) {
    const sorted = Object.keys(headers)
      .filter((name) => RETURNED_RESPONSE_HEADERS.includes(name))
      .sort()
      .map((name) => headers[name])
    for (const joined of [values.join(''), sorted.join('')]) {
      if (holdsSecret(joined, forms) || holdsSecret(joined.replace(/[\s,]+/g, ''), forms)) return undefined
    }
  }
  const length = upstream.get('content-length')
  if (length !== null && !upstream.has('content-encoding') && /^\d+$/.test(length)) {
    headers['content-length'] = length
  }
  return headers
}
