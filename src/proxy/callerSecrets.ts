// The caller's own credentials, for log redaction. A portal's `authorize` that throws often quotes
// what it was reading ("no session for portal_session=…", "bad token Basic …"), and `onLog` records
// the error's message: the session cookie or the Authorization value would then sit in the partner's
// log pipeline, readable by anyone who reads logs, and replayable as that user. They are redacted
// from every record as the partner's token is.

/**
 * Values shorter than this are left alone: a credential is long (a session id, a key), while
 * redacting a two-letter cookie (`lang=en`) would blank every `en` in the record.
 */
export const MIN_SECRET_LENGTH = 8

function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function add(secrets: string[], value: string | undefined): void {
  const trimmed = value?.trim()
  if (!trimmed || trimmed.length < MIN_SECRET_LENGTH) return
  secrets.push(trimmed)
  const plain = decoded(trimmed)
  if (plain !== trimmed && plain.length >= MIN_SECRET_LENGTH) secrets.push(plain)
}

/**
 * The strings of the caller's `Cookie` and `Authorization` (and `Proxy-Authorization`) headers a
 * log record must not hold: each header whole, each cookie's value, and the credentials after an
 * authorization scheme (`Basic dXNlcjpwYXNz` → `dXNlcjpwYXNz`, and its decoded form when Base64).
 */
export function callerSecrets(request: Request): string[] {
  let headers: Headers
  try {
    headers = request.headers
  } catch {
    return [] // a broken request object: the log records the proxy's own error, and never throws
  }
  const secrets: string[] = []
  const cookie = headers.get('cookie')
  if (cookie !== null) {
    add(secrets, cookie)
    for (const pair of cookie.split(';')) {
      const at = pair.indexOf('=')
      add(secrets, at === -1 ? pair : pair.slice(at + 1))
    }
  }
  for (const name of ['authorization', 'proxy-authorization']) {
    const value = headers.get(name)
    if (value === null) continue
    add(secrets, value)
    const credentials = value.trim().split(/\s+/).slice(1).join(' ')
    add(secrets, credentials)
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(credentials)) {
      try {
        add(secrets, atob(credentials))
      } catch {
        // not Base64 after all
      }
    }
  }
  return secrets
}
