// A `Content-Disposition` built from a file name someone else chose (a partner's upload, the
// service's answer) must not let that name add parameters: `a"; filename*=UTF-8''evil.html`
// written between quotes as is would end the quoted string and name a second file. RFC 6266 gives
// a quoted ASCII `filename` for every browser and an encoded `filename*` for the exact name.

// Controls, quotes, backslashes and path separators never belong in a saved file's name.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\\/:*?<>|]+/g
const MAX_LENGTH = 180

/** The file name with what a file system or a header must not see replaced; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_LENGTH)
  return cleaned === '' ? fallback : cleaned
}

// RFC 5987 attr-char: what may stay unencoded in `filename*`.
const encodeExtended = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `attachment; filename="…"` for a file name, with `filename*=UTF-8''…` added when the name is not
 * plain ASCII. The quoted name holds printable ASCII only, without `"`, `\` or `%` (some browsers
 * percent-decode `filename`).
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName)
  const ascii = name.replace(/[^\x20-\x7e]|%/g, '_')
  return ascii === name
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtended(name)}`
}
