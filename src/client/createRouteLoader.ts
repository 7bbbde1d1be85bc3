import type { OperationName, RouteOverrides } from '../api/routes'
import type { Product, RouteDefinition } from '../api/routeTypes'
import { overrideRoute } from '../api/overrideRoute'
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
const isProduct = (product: string): product is Product => Object.hasOwn(PRODUCT_TABLES, product)

/**
 * The client's route lookup: `operation` → its route, with the partner's path overrides (BF-11)
 * applied. What can be checked without the tables is checked at once; an override naming an unknown
 * operation or parameter rejects the first call of that product with the same `TypeError` as
 * `resolveRoutes`. A product's table that cannot be loaded (the network dropped the chunk) rejects
 * the call as a retryable `network` error, and the next call tries again.
 */
export function createRouteLoader(
  overrides: RouteOverrides = {},
): (operation: OperationName) => Promise<RouteDefinition> {
  for (const [operation, path] of Object.entries(overrides)) {
    if (!isProduct(productOf(operation))) throw new TypeError(`Unknown operation in routes: ${operation}`)
    if (path !== undefined && !path.startsWith('/'))
      throw new TypeError(`Route override for ${operation} must start with "/"`)
  }
  const tables = new Map<Product, Promise<ProductTable>>()

  function load(product: Product, operation: string): Promise<ProductTable> {
    const cached = tables.get(product)
    if (cached) return cached
    const table = PRODUCT_TABLES[product]().then(
      (base) => {
        const resolved: Record<string, RouteDefinition> = { ...base }
        for (const [name, path] of Object.entries(overrides)) {
          if (productOf(name) !== product) continue
          if (path === undefined) {
            if (!base[name]) throw new TypeError(`Unknown operation in routes: ${name}`)
          } else resolved[name] = overrideRoute(base[name], name, path)
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
    const route = isProduct(product) ? (await load(product, operation))[operation] : undefined
    if (!route) throw new TypeError(`Unknown operation: ${operation}`)
    return route
  }
}
