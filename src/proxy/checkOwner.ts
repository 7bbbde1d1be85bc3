import type { CallerSignal } from './callerSignal'
import { decodeBody } from '../api/decodeBody'
import { buildPath } from '../api/matchRoute'
import type { RouteDefinition, RouteScope } from '../api/routeTypes'
import { unwrapEnvelope } from '../api/unwrapEnvelope'
import { declaredScope } from './declaredScope'
import { fail, type Denial } from './denial'
import { fetchUpstream } from './fetchUpstream'
import { upstreamRequestHeaders } from './headerPolicy'
import type { MatchedRequest } from './matchRequest'
import { ownerOf } from './ownerOf'
import { declaresMoreThan, readCapped } from './readCapped'
import type { ResolvedOptions } from './resolveOptions'

export type OwnerCheck = { readonly ok: true; readonly upstreamStatus?: number } | Denial

/** The `ownedRead` route that reveals a write's owner, or `undefined` when the table has none. */
function ownerReadOf(config: ResolvedOptions, name: string) {
  const route = (config.fullTable as Readonly<Record<string, RouteDefinition | undefined>>)[name]
  const scope = route ? declaredScope(route) : undefined
  return route?.method === 'GET' && scope?.kind === 'ownedRead' ? { route, scope } : undefined
}

/**
 * Step 2, continued: for a user limited to some companies, a write on one record (submit an alert's
 * forms, renew or cancel a subscription) names no company. Its route declares the read that reveals
 * the owner: read the record first and let the write through only when its owner is one of the
 * user's companies. Any doubt (not found, unreadable, no such read) is a refusal.
 */
export async function checkOwner(
  config: ResolvedOptions,
  matched: MatchedRequest,
  scope: RouteScope,
  companies: ReadonlySet<string>,
  context: { readonly token: string; readonly caller: Headers; readonly signal: CallerSignal | undefined },
): Promise<OwnerCheck> {
  if (scope.kind !== 'ownedWrite') return { ok: true }
  const read = ownerReadOf(config, scope.ownerRead)
  if (!read) return fail('scope_undeclared')
  let path: string
  try {
    path = buildPath(read.route.path, matched.params)
  } catch {
    return fail('scope_undeclared') // the read needs a parameter the write does not carry
  }
  const headers = upstreamRequestHeaders(context.caller, {
    token: context.token,
    accept: 'application/json',
    hasBody: false,
  })
  const call = await fetchUpstream(
    config.fetch,
    `${config.upstream}${path}`,
    { method: 'GET', headers },
    context.signal,
    config.timeoutMs,
  )
  if (!('response' in call)) return fail(call.failure)
  const { response } = call
  const upstreamStatus = response.status
  const tooLarge = declaresMoreThan(response.headers, config.maxResponseBytes)
  if (!response.ok || !response.body || tooLarge) {
    call.release()
    await response.body?.cancel().catch(() => undefined)
    // Not found, refused or empty: no owner shown, no write.
    return fail(response.ok && tooLarge ? 'upstream_too_large' : 'company_forbidden', upstreamStatus)
  }
  const answer = await readCapped(response.body, config.maxResponseBytes)
  call.release()
  if (!answer.ok) {
    const kind =
      answer.reason === 'too_large' ? 'upstream_too_large' : (call.failure() ?? 'upstream_unreadable')
    return fail(kind, upstreamStatus)
  }
  const unwrapped = unwrapEnvelope(read.route.envelope, decodeBody(new TextDecoder().decode(answer.bytes)))
  const owner = unwrapped.ok ? ownerOf(unwrapped.payload, read.scope.ownerKeys) : undefined
  return owner !== undefined && companies.has(owner)
    ? { ok: true, upstreamStatus }
    : fail('company_forbidden', upstreamStatus)
}
