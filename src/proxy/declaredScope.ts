import { isRecord } from '../api/isRecord'
import type { IdSource, RouteDefinition, RouteScope } from '../api/routeTypes'

const isStrings = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const isIdSource = (value: unknown): value is IdSource =>
  isRecord(value) &&
  (value.in === 'path' || value.in === 'query' || value.in === 'body') &&
  typeof value.name === 'string'

const optionalIdSource = (value: unknown) => value === undefined || isIdSource(value)

/**
 * The route's scope if the proxy can apply it, else `undefined`. The types make `scope` required,
 * but a table built in JavaScript, or cast, may lack it or hold a kind this version does not know:
 * a restricted user is then refused rather than let through.
 */
export function declaredScope(route: RouteDefinition): RouteScope | undefined {
  const scope: unknown = (route as { readonly scope?: unknown }).scope
  if (!isRecord(scope)) return undefined
  const known = (() => {
    switch (scope.kind) {
      case 'open':
        return typeof scope.reason === 'string'
      case 'company':
        return isIdSource(scope.companyId)
      case 'companyList':
        return (
          isRecord(scope.list) &&
          isStrings(scope.list.items) &&
          isStrings(scope.list.companyKeys) &&
          optionalIdSource(scope.companyId)
        )
      case 'ownedRead':
        return isStrings(scope.ownerKeys)
      case 'ownedWrite':
        return typeof scope.ownerRead === 'string' && optionalIdSource(scope.companyId)
      case 'order':
        return isIdSource(scope.orderGuid)
      case 'createsOrder':
        return true
      default:
        return false
    }
  })()
  return known ? (scope as RouteScope) : undefined
}
