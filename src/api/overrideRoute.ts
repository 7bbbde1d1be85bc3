import { pathParamsOf } from './pathParamsOf'
import type { RouteDefinition } from './routeTypes'

/**
 * Throws a `TypeError` naming the mistake when `path` cannot replace the path of `operation`, whose
 * path names `pathParams` (undefined: no such operation). A template must start with "/" and may
 * name fewer of the route's parameters (BF-12: the v8 read path carries only the orderGuid), never
 * unknown ones.
 */
export function checkRouteOverride(
  operation: string,
  pathParams: readonly string[] | undefined,
  path: string,
): void {
  if (!pathParams) throw new TypeError(`Unknown operation in routes: ${operation}`)
  const unknown = pathParamsOf(path).filter((name) => !pathParams.includes(name))
  if (!path.startsWith('/') || unknown.length > 0) {
    throw new TypeError(
      `Route override for ${operation} must start with "/" and use only {${pathParams.join('}, {')}}`,
    )
  }
}

/** `base` with its path replaced by a partner's override (BF-11, BF-12), checked first. */
export function overrideRoute(
  base: RouteDefinition | undefined,
  operation: string,
  path: string,
): RouteDefinition {
  checkRouteOverride(operation, base?.pathParams, path)
  return { ...(base as RouteDefinition), path }
}
