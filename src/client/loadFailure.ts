import { defaultMessage } from './classifyFailure'
import { PartnerApiError } from './PartnerApiError'

// Failures raised before anything was sent: always safe to try again, whatever the operation.
const loadFailures = new WeakSet<PartnerApiError>()

/**
 * A part of the client loaded on first use (a product's routes, the validation) that did not arrive:
 * the network dropped the chunk. A retryable `network` error, as a failed request would be.
 */
export function loadFailure(operation: string, cause: unknown): PartnerApiError {
  const error = new PartnerApiError({
    kind: 'network',
    operation,
    message: defaultMessage('network'),
    serviceMessage: cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined,
    retryable: true,
  })
  loadFailures.add(error)
  return error
}

/** Whether `error` came from `loadFailure`: nothing was sent. */
export const isLoadFailure = (error: unknown): error is PartnerApiError =>
  error instanceof PartnerApiError && loadFailures.has(error)
