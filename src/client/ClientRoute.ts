import type { RouteDefinition } from '../api/routeTypes'

/**
 * A route as the client sends it, without its zod schemas: what a product's generated table holds
 * (src/api/generated/, written by scripts/generate-validators.ts), so that a read needs no schema
 * library. Its checks answer `true` only where the route's zod schema accepts the value and gives it
 * back as it is; `false` leaves the decision to zod (an error, a default to fill, a transform).
 */
export interface ClientRoute extends Pick<
  RouteDefinition,
  | 'operation'
  | 'product'
  | 'method'
  | 'path'
  | 'pathParams'
  | 'queryParams'
  | 'envelope'
  | 'idempotent'
  | 'partnerScoped'
> {
  /** The route takes a body, which only zod checks (a write). */
  readonly hasRequest: boolean
  /** A path parameter as `idSchema` takes it. */
  readonly pathParam: (value: unknown) => boolean
  /** The query (members left undefined dropped) as the route's query schema takes it; absent without one. */
  readonly query?: (query: unknown) => boolean
  /** The unwrapped payload as the route's response schema takes it. */
  readonly response: (payload: unknown) => boolean
}
