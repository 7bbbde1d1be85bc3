import { redactHeaderValues } from './redactHeaderValues'
import type { PartnerApiError } from './PartnerApiError'

/** The values of a call's headers long enough to be secrets (a token, a session), for scrubbing. */
export function headerValues(headers: Headers): string[] {
  const values: string[] = []
  headers.forEach((value) => {
    // Short values ("1", "json") are not secrets and would redact ordinary words.
    if (value.length >= 6) values.push(value)
  })
  return values
}

/** The error with every text scrubbed of the header values this call was given. */
export function scrubError(error: PartnerApiError, secrets: readonly string[]): PartnerApiError {
  if (secrets.length === 0) return error
  const scrub = (text: string) => redactHeaderValues(text, secrets)
  return error.with({
    message: scrub(error.message),
    serviceMessage: error.serviceMessage === undefined ? undefined : scrub(error.serviceMessage),
    errorMessages: error.errorMessages.map(scrub),
    fieldErrors: Object.fromEntries(
      Object.entries(error.fieldErrors).map(([path, message]) => [path, scrub(message)]),
    ),
  })
}
