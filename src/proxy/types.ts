import type { OperationName, RouteOverrides, Routes } from '../api/routes'
import type { FilingKitStore } from '../store/types'
import type { RequestBudget } from './defaultRequestBudget'

/** A Fetch handler: what `createPartnerProxy` returns and what every edge runtime mounts. */
export type PartnerProxy = (request: Request) => Promise<Response>

/** The partner's bearer token, or a function read on every request (rotation without a restart). */
export type TokenSource = string | (() => string | Promise<string>)

/**
 * What the portal's `authorize` hook is shown: the request as the proxy understood it, before its
 * body is read. A caller the portal does not know is refused before the proxy spends anything on
 * what it sent; the checks that need the body (a restricted user's company or order named in it)
 * run after the body is read.
 */
export interface AuthorizeContext {
  /**
   * The caller's request, e.g. to read the portal's own session cookie. Its body is not read yet and
   * is the proxy's to read: do not consume it (the proxy reads it after an allowing verdict).
   */
  readonly request: Request
  /**
   * The operation; `receipts.list` and `receipts.get` for the proxy's own receipts routes
   * (`GET {basePath}/receipts`, `…/receipts/{receiptId}`), which serve only the `owner` returned.
   */
  readonly operation: OperationName | 'receipts.list' | 'receipts.get'
  /** Path parameters, decoded (`partnerId`, `companyId`, `alertId`, `orderGuid`, …). */
  readonly params: Readonly<Record<string, string>>
  /** The route's known query parameters that the caller sent; unknown ones are already dropped. */
  readonly query: Readonly<Record<string, string>>
}

/**
 * The portal's verdict:
 * - `true` or nothing: allowed, every company and order of the partner;
 * - `{ companyIds, orderGuids? }`: allowed, but only these companies (others are refused, lists are
 *   filtered) and only these Formation and Tax Registration orders: a request naming any other
 *   order is refused, and without `orderGuids` every request naming an existing order is. Each
 *   route's `scope` in the route table says how it is checked; creating an order and reading
 *   packages name none, so they stay allowed, and a route without a scope is refused;
 * - any object form may add `owner`: a stable id of the signed-in person (or their business
 *   account) — `{ owner: 'user-42' }` alone allows every company — under which the proxy keeps their
 *   writes' idempotency records and receipts, and serves them their receipts (`GET {basePath}/receipts`
 *   is refused without one);
 * - `false`: 403;
 * - `{ status: 401 | 403, message? }`: refused with that status and a message of the portal's choosing.
 */
export type AuthorizeResult =
  | boolean
  | undefined
  | void
  | {
      readonly companyIds: readonly string[]
      readonly orderGuids?: readonly string[]
      readonly owner?: string
    }
  | { readonly owner: string; readonly companyIds?: undefined }
  | { readonly status: 401 | 403; readonly message?: string }

/** Why a request did not get an ordinary upstream answer; `undefined` when it did. */
export type ProxyErrorKind =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'partner_mismatch'
  | 'unsupported_media_type'
  | 'payload_too_large'
  /** The request body did not arrive within `bodyTimeoutMs` (408). */
  | 'body_timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'company_forbidden'
  | 'order_forbidden'
  /** A restricted user asked for a route whose scope the proxy cannot apply (none declared, or unknown). */
  | 'scope_undeclared'
  | 'authorize_failed'
  | 'token_unavailable'
  | 'upstream_timeout'
  | 'upstream_network'
  | 'upstream_unreadable'
  /** The upstream answer was larger than `maxResponseBytes` (or a file's Content-Length than `maxDownloadBytes`). */
  | 'upstream_too_large'
  /** The upstream answer held the token in a form the proxy could not redact in place (see README). */
  | 'upstream_secret'
  | 'client_aborted'
  | 'internal'
  /**
   * The order was created and the caller got its 2xx answer, but `onOrderCreated` threw: the
   * portal did not record it, so following it may be refused (see `ORDER_UNRECORDED_HEADER`).
   */
  | 'order_unrecorded'
  /** The signed-in owner spent their request budget (`budget` option): 429, nothing sent. */
  | 'rate_limited'
  /** The store (`store` option) failed before a write was forwarded: 503, nothing sent. */
  | 'store_unavailable'
  /** A write's `Idempotency-Key` was used before for another request (422). */
  | 'idempotency_mismatch'
  /** An order create's `pcid` was already submitted by another owner (409). */
  | 'idempotency_conflict'

/** The operations whose route declares `scope: { kind: 'createsOrder' }`: Formation and Tax creates. */
export type OrderCreatingOperation = {
  [K in OperationName]: Routes[K]['scope'] extends { readonly kind: 'createsOrder' } ? K : never
}[OperationName]

/** A formation or tax order the service just accepted, as `onOrderCreated` receives it. */
export interface OrderCreatedEvent {
  readonly operation: OrderCreatingOperation
  readonly orderGuid: string
  /** The submission's tracking id (BF-3), when the answer echoes it. */
  readonly pcid: string | undefined
  /** The caller's request, e.g. to read the portal's own session cookie. Its body is already read. */
  readonly request: Request
}

/**
 * One structured record per request, given to `onLog` (two for a download cut mid-stream, see
 * `streamCut`). Never carries bodies; strings are redacted.
 */
export interface ProxyLogRecord {
  /** ISO time the request arrived. */
  readonly time: string
  /** The operation, once the route is known. */
  readonly operation?: OperationName
  readonly method: string
  /** Canonical path with the re-encoded query, below `basePath`; `null` when the path was refused as non-canonical. */
  readonly path: string | null
  /** Status the proxy answered with. */
  readonly status: number
  /** Status the upstream answered with, when it was asked. */
  readonly upstreamStatus?: number
  readonly durationMs: number
  readonly errorKind?: ProxyErrorKind
  /**
   * An exception the proxy caught on this request (a throwing `authorize`, token function or
   * `onOrderCreated`, or a bug of its own), described in one redacted line: where, the error's name
   * and, except for the token function's, its message, with the token and the usual redactions applied.
   */
  readonly error?: string
  /**
   * A second record for a download whose status had gone out (the first record, 200 without
   * `errorKind`) and whose stream the proxy then cut: `errorKind` says why (`upstream_secret`,
   * `upstream_too_large`); the caller got a broken download.
   */
  readonly streamCut?: true
}

/** Options of `createPartnerProxy`. */
export interface PartnerProxyOptions {
  /** Base address of the service, production or staging (GEN-6), e.g. `https://api.example.com`. */
  upstream: string
  /** The bearer token (AUTH-1); a function is called on every request, so a rotated token applies at once. */
  token: TokenSource
  /** The partner's Compliance account PID: the only `partnerId` the proxy forwards (AUTH-6, CMP-1). */
  partnerId: string
  /**
   * Set into create-order (`partnerOrder.apiUserPid`), update-order (top level) and tax create
   * (`partnerOrder.apiUserPid`), removed from other Formation bodies (BF-7). Required when one of
   * those three operations is forwarded.
   */
  apiUserPid?: string
  /** Path prefix the proxy is mounted under, e.g. `/api/partner`; default `''`. */
  basePath?: string
  /** Narrows the forwarded operations further, e.g. only the Compliance ones a portal embeds. */
  operations?: readonly OperationName[]
  /** Path overrides for routes the spec leaves open (BF-11), the same as the client's `routes`. */
  routes?: RouteOverrides
  /** The portal's own check of its user; see `AuthorizeResult`. Called before anything goes upstream. */
  authorize?: (context: AuthorizeContext) => AuthorizeResult | Promise<AuthorizeResult>
  /**
   * Receives one redacted record per request, with `error` when the proxy caught an exception.
   * Errors it throws itself are swallowed.
   */
  onLog?: (record: ProxyLogRecord) => void | Promise<void>
  /**
   * Called after the service accepted a formation or tax order, before the answer goes back, with
   * the new order's id: record it for the portal user (e.g. add it to what `authorize` returns as
   * `orderGuids`), so their next read of that order is allowed. Awaited. If it throws, the order
   * exists all the same: the caller still gets the 2xx answer (a retry would create a second
   * order), with the header `X-Filing-Kit-Order-Unrecorded: <orderGuid>`, and `onLog` gets
   * `errorKind: 'order_unrecorded'` with the error.
   */
  onOrderCreated?: (event: OrderCreatedEvent) => void | Promise<void>
  /**
   * Where the proxy keeps what outlives a request: each write's answer under its `Idempotency-Key`
   * (and each order create's under its `pcid`), receipts. Default: `createMemoryStore()`, this
   * process only and lost on restart; for several proxy processes or instances, pass one store they
   * share, e.g. `createRedisStore` from `filing-kit/store/redis`.
   */
  store?: FilingKitStore
  /**
   * `ttlMs`: how long a write's answer is replayed for the same key (default 24 h); `waitMs`: how long
   * a duplicate waits for the first request's answer before a 409 with `Retry-After` (default 10 s).
   */
  idempotency?: { readonly ttlMs?: number; readonly waitMs?: number }
  /**
   * Each signed-in owner's request budget, a token bucket per class (`reads`, `writes`, `documents`)
   * kept in the store, so it holds across instances; see `DEFAULT_REQUEST_BUDGET` for the defaults.
   * A class set to `false` is not limited; `budget: false` limits none. Over budget: 429 with
   * `Retry-After`, logged with `errorKind: 'rate_limited'`, the service untouched.
   */
  budget?: false | RequestBudget
  /** Receipts of accepted writes (`GET {basePath}/receipts`): kept `retentionMs` (default 7 years), or `false` for none. */
  receipts?: false | { readonly retentionMs?: number }
  /** The fetch used for upstream calls, any `(input, init) => Promise<Response>`; default `globalThis.fetch`. Tests pass the simulator's. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  /** Upstream time-out in ms; default 30 000. Bulk create gets one such budget per 200 records (CMP-5). */
  timeoutMs?: number
  /** Largest accepted request body in bytes; default 14 MiB (a 10 MB file as Base64 plus its JSON). */
  maxBodyBytes?: number
  /**
   * Time the caller has to send its whole body once the proxy starts reading it (after `authorize`
   * allowed the request), in ms; a body not complete by then is a 408 and the connection is closed.
   * Default 10 s plus 4 s per MiB of `maxBodyBytes` (about 2 Mbit/s of upload): 66 s for 14 MiB.
   */
  bodyTimeoutMs?: number
  /**
   * Largest upstream answer the proxy reads (every answer but a downloaded file), in bytes; default
   * 10 MiB. A larger one is a 502: up front when its Content-Length says so, else once it passes.
   */
  maxResponseBytes?: number
  /**
   * Largest downloaded file streamed through, in bytes; default 32 MiB. A declared larger one is a
   * 502; one without a Content-Length is cut off once it passes, failing the caller's download.
   */
  maxDownloadBytes?: number
  /**
   * Origins, besides the proxy's own, whose pages may send writes (any method but GET and HEAD),
   * e.g. `['https://app.example.com']` when the portal's pages are served from another host than
   * the proxy. Exact origins: scheme, host and port. A write is refused (403) unless its `Origin` is
   * the request's own origin or one of these — or, without `Origin`, `Sec-Fetch-Site` is
   * `same-origin` or `none`. A program calling the proxy (no browser) sends `Origin` itself.
   */
  trustedOrigins?: readonly string[]
  /**
   * The portal's own secrets (a session-signing key, another service's API key) to redact from every
   * `onLog` record, in the forms the token is (any case, Base64, escapes). The token, and the
   * caller's own `Cookie` and `Authorization` values, are redacted without being listed here.
   */
  redactFromLogs?: readonly string[]
}
