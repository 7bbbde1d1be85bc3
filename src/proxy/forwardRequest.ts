import { batchTimeoutMs } from '../api/batchTimeout'
import { buildPath } from '../api/matchRoute'
import { callerSignal } from './callerSignal'
import { fail, type Denial } from './denial'
import { fetchUpstream } from './fetchUpstream'
import { upstreamRequestHeaders } from './headerPolicy'
import type { MatchedRequest } from './matchRequest'
import type { RequestBody } from './readRequestBody'
import { relayResponse, type AnswerScope } from './relayResponse'
import type { ResolvedOptions } from './resolveOptions'

/**
 * Whether an upstream refusal of a single-record read can depend on the record: any 4xx but those
 * about the caller or the moment (401 the partner's token, 408, 429), which say nothing of the id.
 */
function revealsExistence(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429
}

export type Forwarded =
  { readonly ok: true; readonly response: Response; readonly upstreamStatus: number } | Denial

/**
 * Step 3, forward: sends the request upstream with the token and the allowlisted headers, under the
 * time-out (one budget per 200 records of a bulk create, CMP-5, the client's rule too), and relays
 * the answer.
 */
export async function forwardRequest(
  config: ResolvedOptions,
  request: Request,
  matched: MatchedRequest,
  body: RequestBody,
  token: string,
  answerScope: AnswerScope | undefined,
): Promise<Forwarded> {
  const { route, params, search } = matched
  const accept =
    route.envelope === 'binary' ? 'application/pdf, application/octet-stream, */*' : 'application/json'
  const headers = upstreamRequestHeaders(request.headers, {
    token,
    accept,
    hasBody: body.upstream !== undefined,
  })
  const url = `${config.upstream}${buildPath(route.path, params)}${search ? `?${search}` : ''}`
  const records = Array.isArray(body.caller) ? body.caller.length : 1
  const call = await fetchUpstream(
    config.fetch,
    url,
    { method: route.method, headers, body: body.upstream },
    callerSignal(request),
    batchTimeoutMs(config.timeoutMs, records),
  )
  if (!('response' in call)) return fail(call.failure)
  const upstreamStatus = call.response.status
  if (answerScope?.scope.kind === 'ownedRead' && revealsExistence(upstreamStatus)) {
    // A restricted user asking for one record gets one answer whether it belongs to another
    // customer or does not exist at all ("No opportunity found…"): otherwise the difference tells
    // which ids exist at the partner. The upstream's own words go to nobody.
    call.release()
    await call.response.body?.cancel().catch(() => undefined)
    return fail('company_forbidden', upstreamStatus)
  }
  const relayed = await relayResponse(call, {
    request,
    route,
    token,
    ...(answerScope ? { answerScope } : {}),
    maxResponseBytes: config.maxResponseBytes,
    maxDownloadBytes: config.maxDownloadBytes,
  })
  return relayed.ok
    ? { ok: true, response: relayed.response, upstreamStatus }
    : fail(relayed.kind, upstreamStatus)
}
