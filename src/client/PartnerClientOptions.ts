import type { RouteOverrides } from '../api/routes'
import type { RetryOptions } from './retryPolicy'

/** Extra headers for every request: an object, or an (async) function read before each request. */
export type HeadersOption = HeadersInit | (() => HeadersInit | Promise<HeadersInit>)

/** Options of `createPartnerClient`. */
export interface PartnerClientOptions {
  /** The partner's proxy, e.g. `/api/partner`. Never the service itself: the token lives in the proxy. */
  baseUrl: string
  /** The Compliance account PID (public; it travels in paths, AUTH-6). */
  partnerId: string
  /**
   * Injection point: any `(input, init) => Promise<Response>` — tests pass `sim.viaProxy()`, a server
   * its own fetch with cookies. Defaults to the global fetch.
   */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  /**
   * Extra headers for every request, e.g. the portal's CSRF header; an object or an (async) function.
   * Their values (6 characters or longer; shorter ones cannot be secrets) are scrubbed from every
   * error the client raises.
   */
  headers?: HeadersOption
  /** Retries of reads after 5xx, 429, time-outs and network failures (GEN-3). Writes are never retried. */
  retry?: RetryOptions
  /** Time-out of one try, in ms. Default 30 000; bulk creates add time per record (CMP-5). */
  timeoutMs?: number
  /** Paths for operations the spec leaves open (BF-11), or the older order read path (BF-12). */
  routes?: RouteOverrides
  /** Called on a 401: refresh the portal session and resolve true to send the request once more. */
  onUnauthorized?: () => boolean | Promise<boolean>
}
