import { encodeQuery } from '../api/encodeQuery'
import type { createRouteMatcher } from '../api/matchRoute'
import type { OperationName } from '../api/routes'
import type { RouteDefinition } from '../api/routeTypes'
import { canonicalizeTarget, originFormOf, parseQuery, pickKnownQuery } from './canonicalPath'
import { checkRequestOrigin } from './checkRequestOrigin'
import { deny, type Denial } from './denial'
import type { Trace } from './logRequest'
import { getRawTarget } from './rawTarget'
import type { ResolvedOptions } from './resolveOptions'

/** A request the proxy recognised: one route of its table, for its own partner. */
export interface MatchedRequest {
  readonly ok: true
  readonly operation: OperationName
  readonly route: RouteDefinition
  /** Path parameters, decoded; `partnerId` is the configured one. */
  readonly params: Readonly<Record<string, string>>
  /** The route's known query parameters, decoded; unknown ones dropped. */
  readonly query: Readonly<Record<string, string>>
  /** `query` re-encoded for the upstream, without the `?`. */
  readonly search: string
}

/**
 * Step 1, match: canonicalises the raw target, strips `basePath`, finds the route, refuses
 * cross-site requests and writes of other origins (`checkRequestOrigin`), keeps the route's known
 * query, and checks the partner id. Records the canonical path and the operation in `trace` as
 * soon as they are known, so that a refusal is logged with them.
 */
export function matchRequest(
  request: Request,
  config: ResolvedOptions,
  matchRoute: ReturnType<typeof createRouteMatcher>,
  trace: Trace,
): MatchedRequest | Denial {
  const target = canonicalizeTarget(getRawTarget(request) ?? originFormOf(request.url))
  if (!target.ok) return deny('bad_request', 400, 'The request path is not canonical')

  trace.path = target.path
  const { basePath } = config
  if (basePath && target.path !== basePath && !target.path.startsWith(`${basePath}/`)) {
    return deny('not_found', 404, 'Not found')
  }
  const path = target.path.slice(basePath.length) || '/'
  trace.path = path
  const parsedQuery = parseQuery(target.rawQuery)
  if (!parsedQuery.ok) return deny('bad_request', 400, 'The query string is malformed')

  const matched = matchRoute(request.method, path)
  if (matched.kind === 'no-route') return deny('not_found', 404, 'Not found')
  if (matched.kind === 'method-not-allowed') {
    return deny('method_not_allowed', 405, 'Method not allowed', { allow: matched.allow.join(', ') })
  }
  const { operation, route } = matched.match
  const params = { ...matched.match.params }
  trace.operation = operation
  // A request another site's page could have made the user's browser send (CSRF) is refused.
  const forged = checkRequestOrigin(request, config.trustedOrigins)
  if (forged) return forged

  const known = pickKnownQuery(parsedQuery, route.queryParams)
  if (!known.ok) return deny('bad_request', 400, 'A query parameter is repeated')
  const search = encodeQuery(known.query, route.queryParams)
  trace.path = `${path}${search ? `?${search}` : ''}`

  // AUTH-6, CMP-1: the proxy speaks for one partner account only.
  if (route.partnerScoped) {
    if (params.partnerId !== config.partnerId) return deny('partner_mismatch', 403, 'Unknown partner')
    params.partnerId = config.partnerId
  }
  return { ok: true, operation, route, params, query: known.query, search }
}
