import type { OperationName, RouteOverrides } from '../api/routes'
import type { Product, RouteDefinition } from '../api/routeTypes'
import { OPERATION_PATH_PARAMS } from '../api/generated/operationPathParams'
import { checkRouteOverride } from '../api/overrideRoute'
import { loadFailure } from './loadFailure'

import type { ClientRoute } from './ClientRoute'

type ProductTables<Route> = Record<Product, () => Promise<Readonly<Record<string, Route>>>>

// Each product's routes load when the client first calls that product: a page that shows alerts
// never downloads the formation or tax routes (issue 13). Two tables per product: the routes as the
// client sends them, with their generated checks (no zod), which every call loads; and the routes
// with their zod schemas, loaded for a write or when a generated check leaves a value to zod (issue 23).
export const CLIENT_ROUTES: ProductTables<ClientRoute> = {
  compliance: () =>
    import('../api/generated/complianceClientRoutes').then((module) => module.complianceClientRoutes),
  formation: () =>
    import('../api/generated/formationClientRoutes').then((module) => module.formationClientRoutes),
  taxRegistration: () =>
    import('../api/generated/taxRegistrationClientRoutes').then(
      (module) => module.taxRegistrationClientRoutes,
    ),
}

export const SCHEMA_ROUTES: ProductTables<RouteDefinition> = {
  compliance: () => import('../api/complianceRoutes').then((module) => module.complianceRoutes),
  formation: () => import('../api/formationRoutes').then((module) => module.formationRoutes),
  taxRegistration: () =>
    import('../api/taxRegistrationRoutes').then((module) => module.taxRegistrationRoutes),
}

const productOf = (operation: string) => operation.slice(0, operation.indexOf('.')) as Product
const pathParamsOf = (operation: string): readonly string[] | undefined =>
  Object.hasOwn(OPERATION_PATH_PARAMS, operation)
    ? OPERATION_PATH_PARAMS[operation as OperationName]
    : undefined

/**
 * The client's route lookup: `operation` → its route, with the partner's path overrides (BF-11)
 * applied. The overrides are checked when the client is created, with the same `TypeError` as
 * `resolveRoutes`. A product's table that cannot be loaded (the network dropped the chunk) rejects
 * the call as a retryable `network` error, and the next call tries again.
 */
export function createRouteLoader<Route extends { readonly path: string }>(
  overrides: RouteOverrides,
  tables: ProductTables<Route>,
): (operation: OperationName) => Promise<Route> {
  for (const [operation, path] of Object.entries(overrides)) {
    const pathParams = pathParamsOf(operation)
    if (path === undefined) {
      if (!pathParams) throw new TypeError(`Unknown operation in routes: ${operation}`)
    } else checkRouteOverride(operation, pathParams, path)
  }
  const loaded = new Map<Product, Promise<Readonly<Record<string, Route>>>>()

  function load(product: Product, operation: string): Promise<Readonly<Record<string, Route>>> {
    const cached = loaded.get(product)
    if (cached) return cached
    const table = tables[product]().then(
      (base) => {
        const resolved: Record<string, Route> = { ...base }
        for (const [name, path] of Object.entries(overrides)) {
          const route = resolved[name]
          if (route && path !== undefined) resolved[name] = { ...route, path }
        }
        return resolved
      },
      (cause: unknown) => {
        loaded.delete(product)
        throw loadFailure(operation, cause)
      },
    )
    loaded.set(product, table)
    return table
  }

  return async (operation) => {
    const product = productOf(operation)
    const route = pathParamsOf(operation) ? (await load(product, operation))[operation] : undefined
    if (!route) throw new TypeError(`Unknown operation: ${operation}`)
    return route
  }
}
