/**
 * Encodes a query from the route's known parameters only, in the route's order, skipping absent
 * and empty values. `encodeURIComponent`, not `URLSearchParams`: spaces go as `%20`, never `+`
 * (CMP-6). Shared by the client (building a request) and the proxy (re-encoding what it forwards).
 */
export function encodeQuery(query: Readonly<Record<string, unknown>>, known: readonly string[]): string {
  return known
    .filter((name) => query[name] !== undefined && query[name] !== '')
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`)
    .join('&')
}
