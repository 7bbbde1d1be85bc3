import { isPartnerApiError, type PartnerApiErrorKind } from './PartnerApiError'

const UNKNOWN_KINDS: ReadonlySet<PartnerApiErrorKind> = new Set([
  'network',
  'timeout',
  'server',
  'contract',
  'aborted',
])

/**
 * Whether a failed write may have happened anyway, so sending it again could do it twice: no answer
 * (network), a time-out, a 5xx, an aborted request, an answer we cannot trust (contract), or anything
 * that is not a PartnerApiError. Only a 4xx answer (`validation`, `forbidden`, …) or the client's own
 * checks before sending prove that nothing was stored.
 * @example
 * catch (error) { if (isOutcomeUnknown(error)) reconcileByPcid(pcid); else showFieldErrors(error) }
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isPartnerApiError(error) || UNKNOWN_KINDS.has(error.kind)
}
