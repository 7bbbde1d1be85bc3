import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'

/**
 * A part of the client loaded on first use (a product's routes, the validation) that did not arrive:
 * the network dropped the chunk. A retryable `network` error, as a failed request would be.
 */
export function loadFailure(operation: string, cause: unknown): PartnerApiError {
  return new PartnerApiError({
    kind: 'network',
    operation,
    message: defaultMessage('network'),
    serviceMessage: cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined,
    retryable: true,
  })
}
