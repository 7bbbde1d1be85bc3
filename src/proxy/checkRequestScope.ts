import type { IdSource, RouteScope } from '../api/routeTypes'
import type { UserScope } from './authorizeRequest'
import { declaredScope } from './declaredScope'
import { fail, type Denial } from './denial'
import type { MatchedRequest } from './matchRequest'
import { requestedId } from './requestedId'

/**
 * Step 2, continued: for a user restricted to some companies and orders, checks what the request
 * itself names against the route's declared scope, before anything goes upstream. A route with no
 * scope the proxy can apply is refused: nothing reaches a restricted user by default.
 */
export function checkRequestScope(
  matched: MatchedRequest,
  body: unknown,
  user: UserScope,
): { readonly ok: true; readonly scope: RouteScope } | Denial {
  const scope = declaredScope(matched.route)
  if (!scope) return fail('scope_undeclared')
  const named = (from: IdSource) => requestedId(from, matched.params, matched.query, body)
  switch (scope.kind) {
    case 'company': {
      // The company is what the route is about: one it cannot find is no company of the user's.
      const companyId = named(scope.companyId)
      if (companyId === undefined || !user.companies.has(companyId)) return fail('company_forbidden')
      break
    }
    case 'companyList':
    case 'ownedWrite': {
      // An optional company filter or member: when given, it must be the user's.
      const companyId = scope.companyId ? named(scope.companyId) : undefined
      if (companyId !== undefined && !user.companies.has(companyId)) return fail('company_forbidden')
      break
    }
    case 'order': {
      // Order ids are guessable record ids and the service knows no portal users: a restricted user
      // may name only the orders authorize listed, and a request that names none (or a non-string
      // one) is refused too.
      const orderGuid = named(scope.orderGuid)
      if (orderGuid === undefined || !user.orders.has(orderGuid)) return fail('order_forbidden')
      break
    }
    case 'open':
    case 'ownedRead':
    case 'createsOrder':
      // Nothing named to check here: ownedRead is checked on the answer (see scopeAnswer).
      break
  }
  return { ok: true, scope }
}
