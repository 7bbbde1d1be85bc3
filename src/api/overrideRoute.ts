import type { RouteDefinition } from './routeTypes'

/**
 * `base` with its path replaced by a partner's override (BF-11, BF-12). The template must start with
 * "/" and may name fewer of the route's parameters (the v8 read path carries only the orderGuid),
 * never unknown ones; an unknown operation or a bad template is a `TypeError` naming it.
 */
export function overrideRoute(
  base: RouteDefinition | undefined,
  operation: string,
  path: string,
): RouteDefinition {
  if (!base) throw new TypeError(`Unknown operation in routes: ${operation}`)
  const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  const unknown = named.filter((name) => !base.pathParams.includes(name as string))
  if (!path.startsWith('/') || unknown.length > 0) {
    throw new TypeError(
      `Route override for ${operation} must start with "/" and use only {${base.pathParams.join('}, {')}}`,
    )
  }
  return { ...base, path }
}
