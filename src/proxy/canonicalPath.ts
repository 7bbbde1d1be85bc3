// The proxy's first line of defence: a request target is either already canonical or refused.
// We never "clean up" a suspicious path (resolving `..`, merging `//`, decoding twice) because every
// such repair is a place where the proxy and the upstream can disagree about which resource is meant.

/** A request target that passed: its canonical path and its still-raw query string. */
export interface CanonicalTarget {
  readonly ok: true
  /** Every segment decoded once, checked, and re-encoded with `encodeURIComponent`. */
  readonly path: string
  /** The query after `?`, not yet parsed (its known parameters depend on the route). */
  readonly rawQuery: string
}

export interface RefusedTarget {
  readonly ok: false
  /** Internal reason for tests and logs; never sent to the caller, whose input it may echo. */
  readonly reason: string
}

/** Longer targets are refused: no route needs more, and long targets are how parsers get confused. */
export const MAX_TARGET_LENGTH = 4096

// RFC 3986 pchar without ';' (matrix parameters are how `..;/` slips past other proxies) and with
// '%' only as the start of an escape, checked below.
const RAW_PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,=:@%/]*$/
const RAW_QUERY_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/
const HEX = /^[0-9A-Fa-f]{2}$/
// Bytes that must not appear percent-encoded in a path segment: '.', '/', '\', '%' (double
// encoding), ';', '?', '#'. Controls, space and non-ASCII are refused by range below.
const FORBIDDEN_ENCODED = new Set([0x2e, 0x2f, 0x5c, 0x25, 0x3b, 0x3f, 0x23])
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Strips `scheme://authority` from an absolute URL such as `request.url`, by hand rather than with
 * `new URL`, which would resolve dot segments and backslashes before we could refuse them.
 */
export function originFormOf(url: string): string {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\\]*/.exec(url)
  return match ? url.slice(match[0].length) || '/' : url
}

function refuse(reason: string): RefusedTarget {
  return { ok: false, reason }
}

function checkSegment(raw: string): string | RefusedTarget {
  // No escape (the common case): the raw characters, already checked against RAW_PATH_CHAR, are
  // the decoded ones; only the dot rule below is left.
  if (!raw.includes('%')) return raw.startsWith('.') ? refuse('dot segment') : raw
  let decoded = ''
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index] as string
    if (char !== '%') {
      decoded += char
      continue
    }
    const hex = raw.slice(index + 1, index + 3)
    if (!HEX.test(hex)) return refuse('malformed percent-encoding')
    const byte = parseInt(hex, 16)
    if (FORBIDDEN_ENCODED.has(byte)) return refuse(`encoded %${hex.toUpperCase()} in path`)
    if (byte < 0x21 || byte > 0x7e) return refuse('control, space or non-ASCII byte in path')
    decoded += String.fromCharCode(byte)
    index += 2
  }
  // `.`, `..`, `..;`, `.%2e`… and any other dot-led segment: no route or identifier starts with a dot.
  if (decoded.startsWith('.')) return refuse('dot segment')
  return decoded
}

/**
 * Checks a request target in origin form (`/path?query`) and returns its canonical path, or a
 * refusal for: absolute and protocol-relative targets, `//`, `.`/`..` segments, backslashes,
 * `%2e`/`%2f`/`%5c`/`%25` in any case (so double encoding too), `;`, control characters, spaces,
 * non-ASCII, fragments and malformed escapes.
 */
export function canonicalizeTarget(target: string): CanonicalTarget | RefusedTarget {
  if (target.length === 0 || target.length > MAX_TARGET_LENGTH) return refuse('empty or overlong target')
  if (CONTROL.test(target)) return refuse('control character')
  if (!target.startsWith('/')) return refuse('not origin-form (absolute URL or relative path)')
  if (target.startsWith('//')) return refuse('protocol-relative target')
  if (target.includes('#')) return refuse('fragment')

  const queryAt = target.indexOf('?')
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt)
  const rawQuery = queryAt === -1 ? '' : target.slice(queryAt + 1)
  if (rawPath.includes('\\')) return refuse('backslash')
  if (!RAW_PATH_CHAR.test(rawPath)) return refuse('character not allowed in path')
  if (!RAW_QUERY_CHAR.test(rawQuery)) return refuse('character not allowed in query')

  const segments = rawPath.slice(1).split('/')
  const canonical: string[] = []
  for (const [index, segment] of segments.entries()) {
    // An empty segment is `//` unless it is the trailing slash (tax create's path ends with one).
    if (segment === '' && index !== segments.length - 1) return refuse('empty segment (//)')
    const checked = checkSegment(segment)
    if (typeof checked !== 'string') return checked
    canonical.push(encodeURIComponent(checked))
  }
  return { ok: true, path: `/${canonical.join('/')}`, rawQuery }
}

export type ParsedQuery =
  | { readonly ok: true; readonly pairs: readonly (readonly [string, string])[] }
  | { readonly ok: false; readonly reason: string }

/** Parses a raw query as forms do (`+` is a space), refusing malformed escapes, bad UTF-8 and controls. */
export function parseQuery(rawQuery: string): ParsedQuery {
  const pairs: [string, string][] = []
  for (const part of rawQuery.split('&')) {
    if (part === '') continue
    const equals = part.indexOf('=')
    const rawName = equals === -1 ? part : part.slice(0, equals)
    const rawValue = equals === -1 ? '' : part.slice(equals + 1)
    let name: string
    let value: string
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      return { ok: false, reason: 'malformed query encoding' }
    }
    if (CONTROL.test(name) || CONTROL.test(value)) return { ok: false, reason: 'control character in query' }
    pairs.push([name, value])
  }
  return { ok: true, pairs }
}

export type KnownQuery =
  | { readonly ok: true; readonly query: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly reason: string }

/**
 * Keeps only the route's known parameters. A known parameter given twice is refused: the upstream
 * might read the other copy than the one the proxy checked (`?companyId=mine&companyId=theirs`).
 * Empty values count as absent, as the client never sends them.
 */
export function pickKnownQuery(pairs: ParsedQuery & { ok: true }, known: readonly string[]): KnownQuery {
  const query: Record<string, string> = {}
  const seen = new Set<string>()
  for (const [name, value] of pairs.pairs) {
    if (!known.includes(name)) continue
    if (seen.has(name)) return { ok: false, reason: `duplicate query parameter` }
    seen.add(name)
    if (value !== '') query[name] = value
  }
  return { ok: true, query }
}
