import { buildPath, createRouteMatcher } from '../api/matchRoute'
import type { OperationName } from '../api/routes'
import type { RouteDefinition } from '../api/routeTypes'
import { encodeQuery } from '../api/encodeQuery'
import { canonicalizeTarget, originFormOf, parseQuery, pickKnownQuery } from './canonicalPath'
import { fetchUpstream, type UpstreamFailure } from './fetchUpstream'
import { checkOwner } from './checkOwner'
import { requestedId } from './filterByCompany'
import { HEADER_SAFE_TOKEN, upstreamRequestHeaders } from './headerPolicy'
import { createdOrderOf } from './createdOrderOf'
import { prepareBody } from './prepareBody'
import { getRawTarget } from './rawTarget'
import { readJsonBody } from './readJsonBody'
import { redactPath, redactValue } from './redact'
import { refusal } from './refusal'
import { relayResponse } from './relayResponse'
import { resolveOptions, type ResolvedOptions } from './resolveOptions'
import type {
  AuthorizeResult,
  PartnerProxy,
  PartnerProxyOptions,
  ProxyErrorKind,
  ProxyLogRecord,
} from './types'

/** What the handler learns as it goes, for the one log record of the request. */
interface Trace {
  operation?: OperationName
  path: string | null
  upstreamStatus?: number
  errorKind?: ProxyErrorKind
  token?: string
}

type Failure = UpstreamFailure | 'upstream_unreadable' | 'company_forbidden' | 'order_forbidden'

const FAILURES: Record<Failure, readonly [number, string]> = {
  company_forbidden: [403, 'This company is not available to you'],
  order_forbidden: [403, 'This order is not available to you'],
  upstream_timeout: [504, 'The Partner API did not answer in time'],
  upstream_network: [502, 'The Partner API could not be reached'],
  upstream_unreadable: [502, 'The Partner API gave an answer the proxy could not read'],
  // The caller is gone; the status is for the log (nginx's "client closed request").
  client_aborted: [499, 'The request was aborted'],
}

const RECORDS_PER_TIME_BUDGET = 200

const clock = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

function deny(
  trace: Trace,
  kind: ProxyErrorKind,
  status: number,
  message: string,
  headers?: Record<string, string>,
) {
  trace.errorKind = kind
  return refusal(status, message, headers)
}

function failed(trace: Trace, kind: Failure): Response {
  const [status, message] = FAILURES[kind]
  return deny(trace, kind, status, message)
}

async function readToken(config: ResolvedOptions): Promise<string | undefined> {
  try {
    const token = typeof config.token === 'function' ? await config.token() : config.token
    return typeof token === 'string' && HEADER_SAFE_TOKEN.test(token) ? token : undefined
  } catch {
    return undefined
  }
}

/** A restricted user's sandbox: the companies and the existing orders they may name. */
interface Scope {
  readonly companies: ReadonlySet<string>
  readonly orders: ReadonlySet<string>
}

function verdictOf(result: AuthorizeResult): {
  status?: 401 | 403
  message?: string
  scope?: Scope
} {
  if (result === undefined || result === true) return {}
  if (result === false) return { status: 403 }
  if ('status' in result) return { status: result.status === 401 ? 401 : 403, message: result.message }
  const { companyIds, orderGuids = [] } = result
  if (Array.isArray(companyIds) && Array.isArray(orderGuids)) {
    return { scope: { companies: new Set(companyIds), orders: new Set(orderGuids) } }
  }
  return { status: 403 } // an unrecognised verdict fails closed
}

function upstreamUrl(
  config: ResolvedOptions,
  route: RouteDefinition,
  params: Record<string, string>,
  search = '',
) {
  return `${config.upstream}${buildPath(route.path, params)}${search ? `?${search}` : ''}`
}

/** Bulk create's latency grows with the batch (CMP-5): one time budget per 200 records. */
function timeoutFor(config: ResolvedOptions, body: unknown): number {
  const records = Array.isArray(body) ? body.length : 1
  return config.timeoutMs * Math.max(1, Math.ceil(records / RECORDS_PER_TIME_BUDGET))
}

async function handle(
  request: Request,
  config: ResolvedOptions,
  matchRoute: ReturnType<typeof createRouteMatcher>,
  trace: Trace,
) {
  // Browsers mark requests that another site made with the user's cookies; the proxy sends no CORS
  // grants, so no legitimate page of another site talks to it, and a forged one (CSRF) is refused.
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return deny(trace, 'forbidden', 403, 'Cross-site requests are not accepted')
  }
  const target = canonicalizeTarget(getRawTarget(request) ?? originFormOf(request.url))
  if (!target.ok) return deny(trace, 'bad_request', 400, 'The request path is not canonical')

  trace.path = target.path
  const { basePath } = config
  if (basePath && target.path !== basePath && !target.path.startsWith(`${basePath}/`)) {
    return deny(trace, 'not_found', 404, 'Not found')
  }
  const path = target.path.slice(basePath.length) || '/'
  trace.path = path
  const parsedQuery = parseQuery(target.rawQuery)
  if (!parsedQuery.ok) return deny(trace, 'bad_request', 400, 'The query string is malformed')

  const matched = matchRoute(request.method, path)
  if (matched.kind === 'no-route') return deny(trace, 'not_found', 404, 'Not found')
  if (matched.kind === 'method-not-allowed') {
    return deny(trace, 'method_not_allowed', 405, 'Method not allowed', { allow: matched.allow.join(', ') })
  }
  const { operation, route } = matched.match
  const params = { ...matched.match.params }
  trace.operation = operation

  const known = pickKnownQuery(parsedQuery, route.queryParams)
  if (!known.ok) return deny(trace, 'bad_request', 400, 'A query parameter is repeated')
  const search = encodeQuery(known.query, route.queryParams)
  trace.path = `${path}${search ? `?${search}` : ''}`

  // AUTH-6, CMP-1: the proxy speaks for one partner account only.
  if (route.partnerScoped) {
    if (params.partnerId !== config.partnerId) return deny(trace, 'partner_mismatch', 403, 'Unknown partner')
    params.partnerId = config.partnerId
  }

  let callerBody: unknown
  let upstreamBody: string | undefined
  if (route.request) {
    const read = await readJsonBody(request, config.maxBodyBytes)
    if (!read.ok) {
      const kind =
        read.status === 413
          ? 'payload_too_large'
          : read.status === 415
            ? 'unsupported_media_type'
            : 'bad_request'
      return deny(trace, kind, read.status, read.message)
    }
    callerBody = read.value
    const prepared = prepareBody(route, callerBody, config.apiUserPid)
    if (!prepared.ok) return deny(trace, 'bad_request', 400, prepared.message)
    upstreamBody = JSON.stringify(prepared.body)
  }

  let scope: Scope | undefined
  if (config.authorize) {
    let verdict: ReturnType<typeof verdictOf>
    try {
      verdict = verdictOf(
        await config.authorize({ request, operation, params, query: known.query, body: callerBody }),
      )
    } catch {
      return deny(trace, 'authorize_failed', 500, 'The authorization check failed')
    }
    if (verdict.status === 401)
      return deny(trace, 'unauthorized', 401, verdict.message ?? 'Sign in to continue')
    if (verdict.status === 403) return deny(trace, 'forbidden', 403, verdict.message ?? 'Forbidden')
    scope = verdict.scope
  }
  if (scope) {
    const companyId = requestedId(route.companyIdFrom, params, known.query, callerBody)
    if (companyId !== undefined && !scope.companies.has(companyId)) {
      return failed(trace, 'company_forbidden')
    }
    // Order ids are guessable record ids and the service knows no portal users: a restricted user
    // may name only the orders authorize listed, and a route that names an order but carries none
    // (or a non-string one) is refused too. Creating an order and reading packages name none.
    if (route.orderGuidFrom) {
      const orderGuid = requestedId(route.orderGuidFrom, params, known.query, callerBody)
      if (orderGuid === undefined || !scope.orders.has(orderGuid)) return failed(trace, 'order_forbidden')
    }
  }

  const token = await readToken(config)
  if (!token) return deny(trace, 'token_unavailable', 500, 'The proxy is not configured correctly')
  trace.token = token
  const signal = request.signal as AbortSignal | undefined

  if (scope) {
    const owner = await checkOwner(config, operation, params, scope.companies, {
      token,
      caller: request.headers,
      signal,
    })
    if (owner.upstreamStatus !== undefined) trace.upstreamStatus = owner.upstreamStatus
    if (!owner.ok) return failed(trace, owner.kind)
  }

  const accept =
    route.envelope === 'binary' ? 'application/pdf, application/octet-stream, */*' : 'application/json'
  const headers = upstreamRequestHeaders(request.headers, {
    token,
    accept,
    hasBody: upstreamBody !== undefined,
  })
  const call = await fetchUpstream(
    config.fetch,
    upstreamUrl(config, route, params, search),
    { method: route.method, headers, body: upstreamBody },
    signal,
    timeoutFor(config, callerBody),
  )
  if (!('response' in call)) return failed(trace, call.failure)
  trace.upstreamStatus = call.response.status

  const relayed = await relayResponse(call, { operation, token, scope: scope?.companies })
  if (!relayed.ok) return failed(trace, relayed.kind)
  await reportCreatedOrder(config, operation, request, relayed.response)
  return relayed.response
}

/** Hands a newly created order's id to `onOrderCreated` before the answer leaves (see its JSDoc). */
async function reportCreatedOrder(
  config: ResolvedOptions,
  operation: OperationName,
  request: Request,
  response: Response,
) {
  if (!config.onOrderCreated || !response.ok) return
  if (operation !== 'formation.createOrder' && operation !== 'taxRegistration.createOrder') return
  const created = createdOrderOf(await response.clone().text())
  if (!created) return
  try {
    await config.onOrderCreated({ operation, ...created, request })
  } catch {
    // The order exists whatever the portal's bookkeeping did; the caller still gets its answer.
  }
}

function emit(config: ResolvedOptions, record: ProxyLogRecord, secrets: readonly string[]): void {
  if (!config.onLog) return
  const redacted: ProxyLogRecord = {
    ...(redactValue({ ...record, method: record.method.slice(0, 16) }, secrets) as ProxyLogRecord),
    path: record.path === null ? null : redactPath(record.path, secrets),
  }
  try {
    // A broken logger must not break the request, nor leave an unhandled rejection behind.
    void Promise.resolve(config.onLog(redacted)).catch(() => undefined)
  } catch {
    // ignored: see above
  }
}

/**
 * Creates the token-holding proxy: a Fetch handler `(Request) => Promise<Response>` that forwards
 * only the route table's operations to the Partner API with the bearer token added, and refuses
 * everything else before the upstream is touched. Throws at creation on invalid options; the
 * handler itself never throws — every failure is a JSON response.
 */
export function createPartnerProxy(options: PartnerProxyOptions): PartnerProxy {
  const config = resolveOptions(options)
  const matchRoute = createRouteMatcher(config.table)
  const staticSecrets = typeof config.token === 'string' ? [config.token] : []

  return async function partnerProxy(request: Request): Promise<Response> {
    const started = clock()
    const time = new Date().toISOString()
    const trace: Trace = { path: null }
    let response: Response
    try {
      response = await handle(request, config, matchRoute, trace)
    } catch {
      response = deny(trace, 'internal', 500, 'Internal proxy error')
    }
    const secrets = trace.token ? [...staticSecrets, trace.token] : staticSecrets
    emit(
      config,
      {
        time,
        ...(trace.operation ? { operation: trace.operation } : {}),
        method: request.method,
        path: trace.path,
        status: response.status,
        ...(trace.upstreamStatus !== undefined ? { upstreamStatus: trace.upstreamStatus } : {}),
        durationMs: Math.round((clock() - started) * 100) / 100,
        ...(trace.errorKind ? { errorKind: trace.errorKind } : {}),
      },
      secrets,
    )
    return response
  }
}
