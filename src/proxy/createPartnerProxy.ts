import { createRouteMatcher } from '../api/matchRoute'
import { authorizeRequest, UNRESTRICTED } from './authorizeRequest'
import { markPartnerProxy } from './bufferedBody'
import { callerSignal } from './callerSignal'
import { checkBodyRepeatsPath } from './checkBodyRepeatsPath'
import { checkOwner } from './checkOwner'
import { checkRequestSchema } from './checkRequestSchema'
import { checkRequestScope } from './checkRequestScope'
import { deny, type Denial } from './denial'
import { forwardRequest } from './forwardRequest'
import { withText } from './answerText'
import { guardWrite, settleGuard } from './idempotency'
import { receiptsTarget, recordReceipt, serveReceipts } from './receipts'
import { spendBudget } from './requestBudget'
import { logRequest, startTrace, type Trace } from './logRequest'
import { matchRequest } from './matchRequest'
import { NO_BODY, readRequestBody } from './readRequestBody'
import { readToken } from './readToken'
import { refusal } from './refusal'
import type { AnswerScope } from './relayResponse'
import { reportCreatedOrder } from './reportCreatedOrder'
import { resolveOptions, type ResolvedOptions } from './resolveOptions'
import { readsAnswer } from './scopeAnswer'
import type { PartnerProxy, PartnerProxyOptions } from './types'

type MatchRoute = ReturnType<typeof createRouteMatcher>

/** A step's refusal as the caller gets it: the service's `{statusCode, message}`; its reason goes to the log. */
function refuse(trace: Trace, denial: Denial): Response {
  trace.errorKind = denial.kind
  if (denial.upstreamStatus !== undefined) trace.upstreamStatus = denial.upstreamStatus
  if (denial.error !== undefined) trace.error = { source: 'authorize', error: denial.error }
  return refusal(denial.status, denial.message, denial.headers)
}

/**
 * A refusal before the body was read: the body is cancelled unread, so that a caller refused at
 * the door costs nothing more whatever it sends (in a Fetch runtime the cancel stops the upload;
 * `toNodeListener` closes the connection after the answer).
 */
function refuseUnread(request: Request, trace: Trace, denial: Denial): Response {
  if (request.body && !request.bodyUsed) void request.body.cancel().catch(() => undefined)
  return refuse(trace, denial)
}

/**
 * One request through the pipeline: match → authorize (without the body) → read the body → scope →
 * schema → forward → report (the log comes last, in `proxyFor`). Each step hands the next what it
 * learned or stops the request with a `Denial`; nothing reaches the upstream before every check
 * passed, and nothing of the body is read before the portal knows the caller.
 */
async function handle(
  request: Request,
  config: ResolvedOptions,
  matchRoute: MatchRoute,
  trace: Trace,
): Promise<Response> {
  // The proxy's own route beside the service's: the signed-in owner's receipts.
  const receipts = request.url.includes('/receipts') ? receiptsTarget(request, config) : undefined
  if (receipts) {
    trace.path = new URL(request.url).pathname.slice(config.basePath.length)
    const served = await serveReceipts(config, request, receipts, trace)
    return served instanceof Response ? served : refuseUnread(request, trace, served)
  }
  const matched = matchRequest(request, config, matchRoute, trace)
  if (!matched.ok) return refuseUnread(request, trace, matched)
  // Steps with nothing to do (no body, no `authorize`, no `onOrderCreated`) are skipped, not awaited:
  // each await costs every request a promise and a turn of the microtask queue.
  const user = config.authorize ? await authorizeRequest(config, request, matched) : UNRESTRICTED
  if (!user.ok) return refuseUnread(request, trace, user)
  const overBudget = user.owner === undefined ? undefined : await spendBudget(config, matched, user.owner)
  if (overBudget) return refuseUnread(request, trace, overBudget.denial)

  const body = matched.route.request ? await readRequestBody(request, matched.route, config) : NO_BODY
  if (!body.ok) return refuse(trace, body)
  const repeats = matched.route.bodyRepeatsPath ? checkBodyRepeatsPath(matched, body.caller) : undefined
  if (repeats) return refuse(trace, repeats)
  const scoped = user.scope ? checkRequestScope(matched, body.caller, user.scope) : undefined
  if (scoped && !scoped.ok) return refuse(trace, scoped)
  const fits = matched.route.request ? checkRequestSchema(matched.route, body.prepared) : undefined
  if (fits && !fits.ok) return refuse(trace, fits)

  const read = await readToken(config)
  if (!read.ok) {
    trace.error = { source: 'token', error: read.error }
    return refuse(trace, deny('token_unavailable', 500, 'The proxy is not configured correctly'))
  }
  const { token } = read
  trace.token = token

  let answerScope: AnswerScope | undefined
  if (user.scope && scoped) {
    const owner = await checkOwner(config, matched, scoped.scope, user.scope.companies, {
      token,
      caller: request.headers,
      signal: callerSignal(request),
    })
    if (!owner.ok) return refuse(trace, owner)
    if (owner.upstreamStatus !== undefined) trace.upstreamStatus = owner.upstreamStatus
    if (readsAnswer(scoped.scope)) answerScope = { scope: scoped.scope, companies: user.scope.companies }
  }

  // Exactly once: a write already answered (or in flight, or lost) under its key is not forwarded.
  const guard = await guardWrite(config, request, matched, body, user.owner)
  if (guard.kind === 'refused') return refuse(trace, guard.denial)
  if (guard.kind === 'answered') return guard.response

  const forwarded = await forwardRequest(config, request, matched, body, token, answerScope)
  if (!forwarded.ok) {
    await settleGuard(guard, forwarded, trace)
    return refuse(trace, forwarded)
  }
  trace.upstreamStatus = forwarded.upstreamStatus
  if (config.onOrderCreated) {
    const report = await reportCreatedOrder(config, matched, request, forwarded.response)
    if (report) {
      trace.errorKind = 'order_unrecorded'
      trace.error = { source: 'onOrderCreated', error: report.error }
    }
  }
  // A write's answer is kept (for replays, for the receipt): its text is read once, here.
  const answer = matched.route.idempotent ? forwarded.response : await withText(forwarded.response)
  await settleGuard(guard, answer, trace)
  await recordReceipt(config, matched, body, user.owner, answer, trace)
  return answer
}

/** The proxy for already resolved options; `createPartnerProxy` checks them first. */
export function proxyFor(config: ResolvedOptions): PartnerProxy {
  const matchRoute = createRouteMatcher(config.table)
  // The last token read, to redact an exception's message that quotes it (the token function may
  // rotate it; an exception may come before this request read its own).
  let lastToken: string | undefined

  const partnerProxy = async (request: Request): Promise<Response> => {
    const trace = startTrace()
    let response: Response
    try {
      response = await handle(request, config, matchRoute, trace)
    } catch (error) {
      trace.error = { source: 'proxy', error }
      response = refuse(trace, deny('internal', 500, 'Internal proxy error'))
    }
    // Redaction knows the string token and the last one a token function gave. The token function
    // is never called here just to redact a log line: a caller who makes `authorize` throw (one bad
    // cookie) would otherwise make every refusal wait for the secret store, and call it for free.
    if (trace.token) lastToken = trace.token
    const known = lastToken ? [lastToken] : []
    logRequest(config, request, response, trace, known)
    return response
  }
  markPartnerProxy(partnerProxy)
  return partnerProxy
}

/**
 * Creates the token-holding proxy: a Fetch handler `(Request) => Promise<Response>` that forwards
 * only the route table's operations to the Partner API with the bearer token added, and refuses
 * everything else before the upstream is touched. Throws at creation on invalid options; the
 * handler itself never throws — every failure is a JSON response.
 */
export function createPartnerProxy(options: PartnerProxyOptions): PartnerProxy {
  return proxyFor(resolveOptions(options))
}
