import { fieldErrorsFromMessages } from './fieldErrors'
import { isUndecodable } from '../api/decodeBody'
import { PartnerApiError, type PartnerApiErrorKind } from './PartnerApiError'
import { isRecord } from '../api/isRecord'

const DEFAULT_MESSAGES: Record<PartnerApiErrorKind, string> = {
  unauthorized: 'Your session is not accepted. Sign in again.',
  forbidden: 'This account is not allowed to do that.',
  validation: 'The service refused the request. Check the highlighted fields.',
  not_found: 'Nothing was found with that id.',
  rate_limited: 'Too many requests. Try again in a moment.',
  server: 'The service had a problem. Try again later.',
  network: 'The service could not be reached. Check the connection and try again.',
  timeout: 'The service took too long to answer.',
  aborted: 'The request was cancelled.',
  contract: 'The service answered in a way this version of filing-kit does not understand.',
}

export function defaultMessage(kind: PartnerApiErrorKind): string {
  return DEFAULT_MESSAGES[kind]
}

/** TAX-8: an unknown id is told by `data.partnerOrder` being null, whatever the statuses say. */
export function isMissingPartnerOrder(body: unknown): boolean {
  return (
    isRecord(body) && isRecord(body.data) && 'partnerOrder' in body.data && body.data.partnerOrder === null
  )
}

function kindForStatus(status: number, body: unknown): PartnerApiErrorKind {
  // An API never answers 1xx or 3xx (the client does not follow redirects to a login page, say):
  // not the user's fault, so not `validation`; the answer broke the contract.
  if (status < 200 || (status >= 300 && status < 400)) return 'contract'
  if (status >= 400 && status < 500 && isMissingPartnerOrder(body)) return 'not_found'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 408) return 'timeout'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'server'
  return 'validation'
}

/**
 * The error for a non-2xx answer. The kind comes from the HTTP status alone (GEN-1); the service's
 * texts only supply the message and the field errors.
 */
export function classifyFailure(input: {
  operation: string
  status: number
  body: unknown
  retryAfterMs: number | undefined
  /** Resolves a field the service names bare to its path in the request (BF-10). */
  fieldPath?: (name: string) => string | undefined
}): PartnerApiError {
  const { operation, status, body } = input
  const kind = kindForStatus(status, body)
  const serviceMessage = isRecord(body) && typeof body.message === 'string' ? body.message : undefined
  const errorMessages =
    isRecord(body) && Array.isArray(body.errorMessage)
      ? body.errorMessage.filter((item): item is string => typeof item === 'string')
      : []
  const undecodableText = isUndecodable(body) ? body.text.slice(0, 200) : undefined
  // BF-10 bodies say `message: "success"` beside the real reasons in `errorMessage`.
  const reasons = errorMessages.length > 0 ? errorMessages : serviceMessage ? [serviceMessage] : []
  const fieldErrors = kind === 'validation' ? fieldErrorsFromMessages(reasons, input.fieldPath) : {}
  return new PartnerApiError({
    kind,
    operation,
    status,
    message: kind === 'validation' && reasons.length > 0 ? reasons.join(' ') : defaultMessage(kind),
    serviceMessage: serviceMessage ?? undecodableText,
    errorMessages,
    fieldErrors,
    issues: kind === 'contract' ? [`unexpected HTTP status ${status}`] : [],
    retryable: kind === 'server' || kind === 'timeout' || kind === 'rate_limited',
    retryAfterMs: input.retryAfterMs,
  })
}
