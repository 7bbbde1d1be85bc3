import { pathParamsOf } from './pathParamsOf'
import type { RouteDefinition } from './routeTypes'

// The pieces every product's route table is made of.

export const read = { method: 'GET', idempotent: true, request: undefined } as const
export const write = (method: 'POST' | 'PATCH' = 'POST') => ({ method, idempotent: false }) as const

/** The `{name}` placeholders of a path template, in order: `'/a/{b}/c/{d}'` → `['b', 'd']`. */
export type PathParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? readonly [Name, ...PathParamsOf<Rest>]
  : readonly []

/** A route as a product's table writes it: its operation is its key, its parameters are in its path. */
type RouteEntry = Omit<RouteDefinition, 'operation' | 'pathParams'>

/** Each route of `table` with `operation` (its key) and `pathParams` (parsed from `path`) filled in. */
export type ProductRoutes<Table extends Record<string, RouteEntry>> = {
  readonly [Name in keyof Table & string]: Table[Name] & {
    readonly operation: Name
    readonly pathParams: PathParamsOf<Table[Name]['path']>
  }
}

/**
 * A product's route table, checked against `RouteDefinition` while keeping its literal types. The
 * operation's name is written once, as the key; the path parameters once, in the path.
 */
export function productRoutes<const Table extends Record<string, RouteEntry>>(
  table: Table,
): ProductRoutes<Table> {
  const routes: Record<string, RouteDefinition> = {}
  for (const [operation, route] of Object.entries(table))
    routes[operation] = { ...route, operation, pathParams: pathParamsOf(route.path) }
  return routes as ProductRoutes<Table>
}
