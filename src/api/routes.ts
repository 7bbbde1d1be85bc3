import { complianceRoutes } from './complianceRoutes'
import { formationRoutes } from './formationRoutes'
import { overrideRoute } from './overrideRoute'
import type { RouteDefinition } from './routeTypes'
import { taxRegistrationRoutes } from './taxRegistrationRoutes'

/**
 * Every operation of the three products, one declarative entry each: the client calls them by name,
 * the proxy forwards exactly these, the simulator dispatches by them, the README lists them.
 */
export const routes = {
  ...complianceRoutes,
  ...formationRoutes,
  ...taxRegistrationRoutes,
} as const satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type OperationName = keyof Routes
export const operationNames = Object.keys(routes) as OperationName[]

/** Path overrides for routes the spec leaves open (BF-11, BF-12), by operation name. */
export type RouteOverrides = Partial<Record<OperationName, string>>

/** The route table with paths overridden; templates are checked to name the same parameters. */
export function resolveRoutes(overrides: RouteOverrides = {}): Record<OperationName, RouteDefinition> {
  const table = { ...routes } as Record<OperationName, RouteDefinition>
  for (const [operation, path] of Object.entries(overrides) as [OperationName, string | undefined][]) {
    const base = routes[operation] as RouteDefinition | undefined
    if (path === undefined) {
      if (!base) throw new TypeError(`Unknown operation in routes: ${operation}`)
      continue
    }
    table[operation] = overrideRoute(base, operation, path)
  }
  return table
}
