import type { OperationName, RouteOverrides } from '../api/routes'
import type { Product, RouteDefinition } from '../api/routeTypes'
import { OPERATION_PATH_PARAMS } from '../api/operationPathParams'
import { checkRouteOverride } from '../api/overrideRoute'
import { loadFailure } from './loadFailure'

type ProductTable = Readonly<Record<string, RouteDefinition>>

// Each product's routes (and through them its schemas and zod) load when the client first calls that
// product: a page that shows alerts never downloads the formation or tax schemas (issue 13).
const PRODUCT_TABLES: Record<Product, () => Promise<ProductTable>> = {
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
export function createRouteLoader(
  overrides: RouteOverrides = {},
): (operation: OperationName) => Promise<RouteDefinition> {
  for (const [operation, path] of Object.entries(overrides)) {
    const pathParams = pathParamsOf(operation)
    if (path === undefined) {
      if (!pathParams) throw new TypeError(`Unknown operation in routes: ${operation}`)
    } else checkRouteOverride(operation, pathParams, path)
  }
  const tables = new Map<Product, Promise<ProductTable>>()

  function load(product: Product, operation: string): Promise<ProductTable> {
    const cached = tables.get(product)
    if (cached) return cached
    const table = PRODUCT_TABLES[product]().then(
      (base) => {
        const resolved: Record<string, RouteDefinition> = { ...base }
        for (const [name, path] of Object.entries(overrides)) {
          const route = resolved[name]
          if (route && path !== undefined) resolved[name] = { ...route, path }
        }
        return resolved
      },
      (cause: unknown) => {
        tables.delete(product)
        throw loadFailure(operation, cause)
      },
    )
    tables.set(product, table)
    return table
  }

  return async (operation) => {
    const product = productOf(operation)
    const route = pathParamsOf(operation) ? (await load(product, operation))[operation] : undefined
    if (!route) throw new TypeError(`Unknown operation: ${operation}`)
    return route
  }
}
