/**
 * What went wrong, in the terms a portal acts on:
 * - `unauthorized` 401: the portal session (or the proxy's token) is not accepted;
 * - `forbidden` 403: not entitled to the product, or the resource is another partner's;
 * - `validation` 4xx: the input was refused — see `fieldErrors`; also raised *before sending* when
 *   the input fails the request schema (nothing went out);
 * - `not_found`: an unknown id (404, or TAX-8's 400 with `data.partnerOrder: null`);
 * - `rate_limited` 429; `server` 5xx; `network`: no answer; `timeout`: no answer in time;
 * - `aborted`: the caller cancelled; `contract`: the answer does not fit the schema.
 */
export type PartnerApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'validation'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'contract'

/** Field path (e.g. `EntityState.EntityNumber`, `ein`, `3.ein`) → message to show on that field. */
export type FieldErrors = Readonly<Record<string, string>>

export interface PartnerApiErrorInit {
  kind: PartnerApiErrorKind
  message: string
  operation: string
  status?: number
  serviceMessage?: string
  errorMessages?: readonly string[]
  fieldErrors?: FieldErrors
  /** For `contract` errors: where the answer broke the schema. */
  issues?: readonly string[]
  /** Operation-specific detail, e.g. a bulk create's completed results. */
  details?: unknown
  /** Whether sending the same request again may succeed (transport failures, 5xx, 429). */
  retryable?: boolean
  /** Seconds the service asked to wait (Retry-After). */
  retryAfterMs?: number
}

const NAME = 'PartnerApiError'

/** The one error family every client method rejects with. It never carries a header value. */
export class PartnerApiError extends Error {
  override readonly name = NAME
  readonly kind: PartnerApiErrorKind
  readonly operation: string
  readonly status: number | undefined
  readonly serviceMessage: string | undefined
  readonly errorMessages: readonly string[]
  readonly fieldErrors: FieldErrors
  readonly issues: readonly string[]
  readonly details: unknown
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined

  constructor(init: PartnerApiErrorInit) {
    super(init.message)
    this.kind = init.kind
    this.operation = init.operation
    this.status = init.status
    this.serviceMessage = init.serviceMessage
    this.errorMessages = init.errorMessages ?? []
    this.fieldErrors = init.fieldErrors ?? {}
    this.issues = init.issues ?? []
    this.details = init.details
    this.retryable = init.retryable ?? false
    this.retryAfterMs = init.retryAfterMs
  }

  /**
   * A copy with some members changed and every other one carried over (`retryAfterMs`, `details`…),
   * e.g. field errors re-based onto a whole batch, or texts scrubbed of secrets.
   */
  with(changes: Partial<PartnerApiErrorInit>): PartnerApiError {
    return new PartnerApiError({
      kind: this.kind,
      operation: this.operation,
      status: this.status,
      message: this.message,
      serviceMessage: this.serviceMessage,
      errorMessages: this.errorMessages,
      fieldErrors: this.fieldErrors,
      issues: this.issues,
      details: this.details,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      ...changes,
    })
  }

  /** A plain object for logs and `postMessage`: what the error says, nothing more. */
  toJSON() {
    return {
      name: this.name,
      kind: this.kind,
      operation: this.operation,
      status: this.status,
      message: this.message,
      serviceMessage: this.serviceMessage,
      errorMessages: this.errorMessages,
      fieldErrors: this.fieldErrors,
      issues: this.issues,
    }
  }
}

/**
 * True for a PartnerApiError (of the given kind). Checks the shape rather than `instanceof`, so an
 * error from another realm (an iframe, a second copy of the package) is recognised too. With a kind,
 * it narrows to that kind only, so the other branch still holds every other PartnerApiError.
 */
export function isPartnerApiError<K extends PartnerApiErrorKind>(
  error: unknown,
  kind: K,
): error is PartnerApiError & { readonly kind: K }
export function isPartnerApiError(error: unknown): error is PartnerApiError
export function isPartnerApiError(error: unknown, kind?: PartnerApiErrorKind): boolean {
  if (typeof error !== 'object' || error === null) return false
  const candidate = error as { name?: unknown; kind?: unknown; operation?: unknown }
  if (
    candidate.name !== NAME ||
    typeof candidate.kind !== 'string' ||
    typeof candidate.operation !== 'string'
  ) {
    return false
  }
  return kind === undefined || candidate.kind === kind
}
