import type { OperationName } from './routes'
import type { RouteDefinition } from './routeTypes'

export interface RouteMatch {
  readonly operation: OperationName
  readonly route: RouteDefinition
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>
}

export type MatchResult =
  | { readonly kind: 'match'; readonly match: RouteMatch }
  /** The path is a route's, the method is not: the caller answers 405 with `allow`. */
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] }
  | { readonly kind: 'no-route' }

interface Compiled {
  readonly operation: OperationName
  readonly route: RouteDefinition
  readonly pattern: RegExp
  readonly names: readonly string[]
  /** Literal routes win over parameterised ones (`/companies/bulk` is not a company id). */
  readonly literalSegments: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compile(operation: OperationName, route: RouteDefinition): Compiled {
  const names: string[] = []
  const source = route.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return escape(part)
      names.push(name)
      return '([^/]+)'
    })
    .join('')
  const literalSegments = route.path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{')).length
  return { operation, route, pattern: new RegExp(`^${source}$`), names, literalSegments }
}

/**
 * Finds the operation for a method and an already canonical pathname. Shared by the proxy (which
 * forwards only what matches) and the simulator (which dispatches by it).
 */
export function createRouteMatcher(table: Readonly<Record<OperationName, RouteDefinition>>) {
  const compiled = (Object.entries(table) as [OperationName, RouteDefinition][])
    .map(([operation, route]) => compile(operation, route))
    .sort((a, b) => b.literalSegments - a.literalSegments)

  return function matchRoute(method: string, pathname: string): MatchResult {
    const allow = new Set<string>()
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(pathname)
      if (!found) continue
      if (candidate.route.method !== method.toUpperCase()) {
        allow.add(candidate.route.method)
        continue
      }
      const params: Record<string, string> = {}
      candidate.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '')
      })
      return { kind: 'match', match: { operation: candidate.operation, route: candidate.route, params } }
    }
    return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'no-route' }
  }
}

/** Fills a path template; every value is percent-encoded, so an id can never add a path segment. */
export function buildPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`Missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}
