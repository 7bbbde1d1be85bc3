import { isPartnerApiError } from '../../src/index'

const UNKNOWN_KINDS: ReadonlySet<string> = new Set(['network', 'timeout', 'server', 'contract', 'aborted'])

/**
 * True when the service may have acted although we have no answer saying so: no answer (network), a
 * time-out, a 5xx, an aborted request, an unreadable answer, or anything that is not a PartnerApiError.
 * Only a 4xx answer (`validation`, `forbidden`, …) or the client's own checks prove nothing was stored.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isPartnerApiError(error) || UNKNOWN_KINDS.has(error.kind)
}
