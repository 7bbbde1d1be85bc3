import { redactText } from './redact'

/** Where an exception the proxy caught came from. */
export type ErrorSource = 'authorize' | 'token' | 'onOrderCreated' | 'store' | 'proxy'

/** An exception the proxy caught on a request, kept for the request's log record. */
export interface CaughtError {
  readonly source: ErrorSource
  readonly error: unknown
}

const MAX_LENGTH = 500

function nameOf(error: unknown): string {
  if (error instanceof Error) return error.name
  return error === null ? 'null' : typeof error
}

function messageOf(error: unknown): string {
  try {
    if (error instanceof Error) return error.message
    return typeof error === 'string' ? error : ''
  } catch {
    return '' // a getter that throws
  }
}

/**
 * One line for the log: where, the error's name and its message, redacted (the token in any case,
 * `Bearer …`, EINs, SSNs, Base64) and cut to 500 characters. The token function's message is left
 * out: a secret client's errors are the likeliest to quote the secret, in a form no redaction knows.
 * So is every message while no token is known to redact (a token function not yet called): fail closed.
 */
export function describeError(caught: CaughtError, secrets: readonly string[]): string {
  const name = nameOf(caught.error).slice(0, 64)
  const message = caught.source === 'token' || secrets.length === 0 ? '' : messageOf(caught.error)
  const variants = secrets.flatMap((secret) => [secret, secret.toLowerCase(), secret.toUpperCase()])
  const text = `${caught.source} threw ${name}${message ? `: ${message}` : ''}`
  // Cut before redacting only far past what is kept, so that no cut token is left in the kept part.
  return redactText(text.slice(0, MAX_LENGTH * 8), variants).slice(0, MAX_LENGTH)
}
