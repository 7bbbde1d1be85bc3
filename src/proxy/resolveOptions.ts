import { routes as defaultRoutes, resolveRoutes, type OperationName } from '../api/routes'
import type { RouteDefinition } from '../api/routeTypes'
import { canonicalizeTarget } from './canonicalPath'
import { resolveTrustedOrigins } from './checkRequestOrigin'
import { HEADER_SAFE_TOKEN } from './headerPolicy'
import { DEFAULT_MAX_BODY_BYTES, defaultBodyTimeoutMs } from './readJsonBody'
import { DEFAULT_MAX_DOWNLOAD_BYTES, DEFAULT_MAX_RESPONSE_BYTES } from './relayResponse'
import { resolveBudget, type ResolvedBudget } from './resolveBudget'
import { resolveStoreOptions, type StoreConfig } from './storeOptions'
import type { PartnerProxyOptions } from './types'

/** The options once checked: everything the handler needs, with defaults applied. */
export interface ResolvedOptions {
  readonly upstream: string
  readonly token: PartnerProxyOptions['token']
  readonly partnerId: string
  readonly apiUserPid: string | undefined
  readonly basePath: string
  /** The route table with overrides, narrowed to the forwarded operations. */
  readonly table: Readonly<Record<OperationName, RouteDefinition>>
  /** The full route table with overrides, for the ownership reads of restricted users. */
  readonly fullTable: Readonly<Record<OperationName, RouteDefinition>>
  readonly authorize: PartnerProxyOptions['authorize']
  readonly onLog: PartnerProxyOptions['onLog']
  readonly onOrderCreated: PartnerProxyOptions['onOrderCreated']
  readonly fetch: NonNullable<PartnerProxyOptions['fetch']>
  readonly timeoutMs: number
  readonly maxBodyBytes: number
  readonly bodyTimeoutMs: number
  readonly maxResponseBytes: number
  readonly maxDownloadBytes: number
  /** Origins besides the request's own whose pages may write (see `checkRequestOrigin`). */
  readonly trustedOrigins: ReadonlySet<string>
  /** The partner's own secrets, redacted from every log record like the token. */
  readonly redactFromLogs: readonly string[]
  /** The store, and what the proxy keeps in it (idempotency records, receipts). */
  readonly stored: StoreConfig
  /** Each owner's request budget per class; `undefined` for none. */
  readonly budget: ResolvedBudget
}

const fail = (message: string): never => {
  throw new TypeError(`createPartnerProxy: ${message}`)
}

function checkUpstream(upstream: unknown): string {
  if (typeof upstream !== 'string' || upstream.trim() === '') {
    return fail('upstream is required (the service base address, e.g. from PARTNER_API_BASE_URL)')
  }
  let url: URL
  try {
    url = new URL(upstream)
  } catch {
    return fail('upstream must be an absolute http(s) URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('upstream must be an http(s) URL')
  if (url.username || url.password || url.search || url.hash) {
    fail('upstream must be a bare base address, without credentials, query or fragment')
  }
  // Keep any path prefix of a gateway; paths of the route table are appended to it (GEN-6).
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function checkBasePath(basePath: unknown): string {
  if (basePath === undefined || basePath === '' || basePath === '/') return ''
  if (typeof basePath !== 'string' || !basePath.startsWith('/')) return fail('basePath must start with "/"')
  const trimmed = basePath.replace(/\/+$/, '')
  const canonical = canonicalizeTarget(trimmed)
  if (!canonical.ok || canonical.path !== trimmed || canonical.rawQuery) {
    return fail('basePath must be a plain path such as /api/partner')
  }
  return trimmed
}

const positive = (value: unknown, name: string, fallback: number): number => {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return fail(`${name} must be a positive number`)
  return value
}

// The longest delay `setTimeout` keeps (about 24.8 days): a longer one fires at once, so a time-out
// set "very long" would refuse every request instead of waiting.
const MAX_TIMER_MS = 2 ** 31 - 1

const duration = (value: unknown, name: string, fallback: number): number => {
  const ms = positive(value, name, fallback)
  return ms > MAX_TIMER_MS ? fail(`${name} must be at most ${MAX_TIMER_MS} ms (about 24 days)`) : ms
}

function checkRedactFromLogs(value: unknown): readonly string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item.length > 0))
    return fail('redactFromLogs must be an array of non-empty strings')
  return [...(value as string[])]
}

/**
 * Checks the options at creation, so that a missing token or upstream stops the server at startup
 * instead of failing the first customer's request.
 */
export function resolveOptions(options: PartnerProxyOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) fail('options are required')
  const upstream = checkUpstream(options.upstream)
  const { token } = options
  if (typeof token === 'string') {
    if (!HEADER_SAFE_TOKEN.test(token)) fail('token is required and must be printable ASCII without spaces')
  } else if (typeof token !== 'function') {
    fail('token is required (a string, e.g. from PARTNER_API_TOKEN, or a function returning one)')
  }
  if (typeof options.partnerId !== 'string' || !/^[A-Za-z0-9_-]+$/.test(options.partnerId)) {
    fail('partnerId is required (the Compliance account PID, e.g. P123456)')
  }
  const { apiUserPid } = options
  if (apiUserPid !== undefined && (typeof apiUserPid !== 'string' || apiUserPid.trim() === '')) {
    fail('apiUserPid must be a non-empty string')
  }

  const fullTable = resolveRoutes(options.routes)
  const names = Object.keys(defaultRoutes) as OperationName[]
  for (const name of options.operations ?? []) {
    if (!names.includes(name)) fail(`unknown operation in operations: ${String(name)}`)
  }
  const forwarded = options.operations ? names.filter((name) => options.operations?.includes(name)) : names
  const table = Object.fromEntries(forwarded.map((name) => [name, fullTable[name]])) as Record<
    OperationName,
    RouteDefinition
  >

  const needPid = forwarded.filter((name) => fullTable[name].apiUserPid.startsWith('set'))
  if (apiUserPid === undefined && needPid.length > 0) {
    fail(`apiUserPid is required to forward ${needPid.join(', ')} (BF-7); set it, or narrow operations`)
  }
  if (options.authorize !== undefined && typeof options.authorize !== 'function')
    fail('authorize must be a function')
  if (options.onLog !== undefined && typeof options.onLog !== 'function') fail('onLog must be a function')
  if (options.onOrderCreated !== undefined && typeof options.onOrderCreated !== 'function') {
    fail('onOrderCreated must be a function')
  }

  const maxBodyBytes = positive(options.maxBodyBytes, 'maxBodyBytes', DEFAULT_MAX_BODY_BYTES)
  return {
    upstream,
    token,
    partnerId: options.partnerId,
    apiUserPid,
    basePath: checkBasePath(options.basePath),
    table,
    fullTable,
    authorize: options.authorize,
    onLog: options.onLog,
    onOrderCreated: options.onOrderCreated,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: duration(options.timeoutMs, 'timeoutMs', 30_000),
    maxBodyBytes,
    bodyTimeoutMs: duration(options.bodyTimeoutMs, 'bodyTimeoutMs', defaultBodyTimeoutMs(maxBodyBytes)),
    maxResponseBytes: positive(options.maxResponseBytes, 'maxResponseBytes', DEFAULT_MAX_RESPONSE_BYTES),
    maxDownloadBytes: positive(options.maxDownloadBytes, 'maxDownloadBytes', DEFAULT_MAX_DOWNLOAD_BYTES),
    trustedOrigins: resolveTrustedOrigins(options.trustedOrigins, fail),
    redactFromLogs: checkRedactFromLogs(options.redactFromLogs),
    stored: resolveStoreOptions(options),
    budget: resolveBudget(options.budget),
  }
}
