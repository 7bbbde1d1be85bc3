// Log redaction. Records carry no bodies, but paths and queries are partly the caller's, and the
// partner's log pipeline is usually less protected than the proxy itself: anything that looks like
// a credential, a tax id or a file is replaced before the record leaves the proxy.

import { replaceSecrets } from '../secrets/replaceSecrets'

const BEARER = /Bearer\s+[^\s"',;]+/gi
const EIN = /(?<!\d)\d{2}-\d{7}(?!\d)/g
const SSN = /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/g
// Long runs of the Base64 alphabet: a file, not an identifier (record ids are 18 characters).
const LONG_BASE64 = /[A-Za-z0-9+/]{64,}={0,2}/g
const LONG_BASE64_PIECE = /^(?:[A-Za-z0-9+]|%2B|%2F){64,}(?:=|%3D){0,2}$/i
const SSN_KEY = /ssn/i

function redactSecrets(text: string, secrets: readonly string[]): string {
  return replaceSecrets(text, secrets)
    .replace(BEARER, 'Bearer [redacted]')
    .replace(EIN, '[ein]')
    .replace(SSN, '[ssn]')
}

/** Redacts a free text: secrets, `Bearer …`, EINs, SSNs and long Base64 runs. */
export function redactText(text: string, secrets: readonly string[]): string {
  return redactSecrets(text, secrets).replace(LONG_BASE64, '[base64]')
}

/**
 * Redacts a path with its query. Paths are long runs of letters, digits and slashes, which the
 * free-text Base64 rule would swallow whole, so Base64 is looked for piece by piece instead.
 */
export function redactPath(path: string, secrets: readonly string[]): string {
  return redactSecrets(path, secrets)
    .split(/([/?&=])/)
    .map((piece) => (LONG_BASE64_PIECE.test(piece) ? '[base64]' : piece))
    .join('')
}

/**
 * Redacts any JSON-like value deeply: strings as `redactText`, `base64` members and SSN members
 * (`responsiblePartySSN`, nine digits with or without dashes) replaced whole.
 */
export function redactValue(value: unknown, secrets: readonly string[], key?: string): unknown {
  if (typeof value === 'string') {
    if (key === 'base64') return '[base64]'
    if (key !== undefined && SSN_KEY.test(key)) return '[ssn]'
    return redactText(value, secrets)
  }
  if (typeof value === 'number' && key !== undefined && SSN_KEY.test(key)) return '[ssn]'
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, redactValue(item, secrets, name)]),
    )
  }
  return value
}
