import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'
import { parseRetryAfter } from './retryPolicy'

/**
 * The proxy's word that a write's outcome is not known (`X-Filing-Kit-Outcome`): the first request
 * with its key is still being answered (`in-flight`, 409) or was lost with the proxy that sent it
 * (`unknown`, 502). Either way the write may have happened, so it is no refusal: a `server` error,
 * which `isOutcomeUnknown` reports, with the time to ask again when the proxy gave one.
 */
export function outcomeNotKnown(operation: string, response: Response): PartnerApiError | undefined {
  const outcome = response.headers.get('x-filing-kit-outcome')
  if (outcome !== 'in-flight' && outcome !== 'unknown') return undefined
  return new PartnerApiError({
    kind: 'server',
    operation,
    status: response.status,
    message: defaultMessage('server'),
    serviceMessage:
      outcome === 'in-flight'
        ? 'the same request is still being answered'
        : 'an earlier request with this key may or may not have been carried out',
    retryable: outcome === 'in-flight',
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
  })
}
