/**
 * Whether the request target holds a percent-escape that does not decode (`%zz`, `%E0%A4%A`, a
 * lone byte of a multi-byte character). `URL` keeps such escapes as they came; decoding one later
 * (a path parameter, a query value) would throw, where the service answers 400.
 */
export function hasMalformedEscape(url: URL): boolean {
  const parts = [
    url.pathname,
    ...url.search
      .slice(1)
      .split('&')
      .flatMap((pair) => pair.split('=')),
  ]
  return parts.some((part) => {
    try {
      decodeURIComponent(part)
      return false
    } catch {
      return true
    }
  })
}
