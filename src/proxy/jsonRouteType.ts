// A JSON route's answer goes out with a Content-Type the proxy writes, never the upstream's. A
// browser reads a list (`text/plain, text/html`) by its last type (Fetch "extract a MIME type"),
// while a check of its start sees `text/plain`: an upstream value relayed as received could make
// the portal's origin render HTML. And a charset other than UTF-8 would make the caller read
// characters the scan for the token did not see.

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/
const UTF8 = new Set(['utf-8', 'utf8'])
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8'

/**
 * The Content-Type a JSON route's answer goes out with: JSON or text/plain (what the client reads,
 * GEN-2; text/plain when the upstream named none), always UTF-8. `undefined` (refused) for any
 * other type, a list of types, or another charset.
 */
export function jsonRouteType(claimed: string | null): string | undefined {
  if (claimed === null) return TEXT_CONTENT_TYPE
  if (claimed.includes(',')) return undefined
  const [essence = '', ...parameters] = claimed.split(';')
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=')
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue
    const charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase()
    if (!UTF8.has(charset)) return undefined
  }
  const type = essence.trim().toLowerCase()
  if (JSON_TYPE.test(type)) return JSON_CONTENT_TYPE
  return type === 'text/plain' ? TEXT_CONTENT_TYPE : undefined
}
