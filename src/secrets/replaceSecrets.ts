import { redactSecretForms, secretForms } from './secretForms'

/**
 * Replaces every occurrence of each secret (a token, a header value) with `[redacted]`: as is in
 * any letter case, Base64-encoded, or behind JSON or percent escapes (see `secretForms`). Empty
 * secrets are skipped: splitting on `''` would redact between every character. Used by the
 * proxy's log records and relayed answers, and doctor (the client, which never holds the token,
 * redacts only the exact header values it was given: `redactHeaderValues`).
 */
export function replaceSecrets(text: string, secrets: readonly string[]): string {
  let result = text
  // Longest first: when one secret starts another, replacing the short one first would leave the
  // long one's tail in the text.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) result = redactSecretForms(result, secretForms(secret))
  }
  return result
}
