/**
 * Replaces each header value a call was given with `[redacted]` wherever a text quotes it exactly.
 * The client's error texts are already decoded (parsed JSON), so the encoded forms the proxy looks
 * for (`secretForms`: Base64, escapes, any case) would cost every page their weight for nothing: the
 * partner's token never reaches the browser, only the proxy hunts for it. Longest first, so that a
 * value that starts another does not leave the longer one's tail behind; empty values skipped.
 */
export function redactHeaderValues(text: string, values: readonly string[]): string {
  let result = text
  for (const value of [...values].sort((a, b) => b.length - a.length)) {
    if (value) result = result.split(value).join('[redacted]')
  }
  return result
}
