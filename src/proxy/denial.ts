import type { UpstreamFailure } from './fetchUpstream'
import type { ProxyErrorKind } from './types'

/** Why a step stopped the request: what the caller is answered and the reason the log records. */
export interface Denial {
  readonly ok: false
  readonly kind: ProxyErrorKind
  readonly status: number
  readonly message: string
  readonly headers?: Readonly<Record<string, string>>
  /** Status of an upstream call made before the request was stopped, for the log. */
  readonly upstreamStatus?: number
  /** The exception behind the refusal, if one was caught, for the log's `error`. */
  readonly error?: unknown
}

export function deny(
  kind: ProxyErrorKind,
  status: number,
  message: string,
  headers?: Readonly<Record<string, string>>,
): Denial {
  return { ok: false, kind, status, message, ...(headers ? { headers } : {}) }
}

/** Failures whose status and message are always the same. */
export type Failure =
  | UpstreamFailure
  | 'upstream_unreadable'
  | 'upstream_too_large'
  | 'upstream_secret'
  | 'company_forbidden'
  | 'order_forbidden'
  | 'scope_undeclared'

const FAILURES: Record<Failure, readonly [number, string]> = {
  company_forbidden: [403, 'This company is not available to you'],
  order_forbidden: [403, 'This order is not available to you'],
  scope_undeclared: [403, 'This operation is not available to you'],
  upstream_timeout: [504, 'The Partner API did not answer in time'],
  upstream_network: [502, 'The Partner API could not be reached'],
  upstream_unreadable: [502, 'The Partner API gave an answer the proxy could not read'],
  upstream_too_large: [502, 'The Partner API gave an answer larger than the proxy accepts'],
  // The caller learns no more than for any unreadable answer; the log says why.
  upstream_secret: [502, 'The Partner API gave an answer the proxy could not read'],
  // The caller is gone; the status is for the log (nginx's "client closed request").
  client_aborted: [499, 'The request was aborted'],
}

export function fail(kind: Failure, upstreamStatus?: number): Denial {
  const [status, message] = FAILURES[kind]
  return { ...deny(kind, status, message), ...(upstreamStatus !== undefined ? { upstreamStatus } : {}) }
}
