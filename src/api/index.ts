export { routes, operationNames, resolveRoutes } from './routes'
export type { Routes, OperationName, RouteOverrides } from './routes'
export type {
  RouteDefinition,
  RouteScope,
  IdSource,
  CompanyList,
  EnvelopeKind,
  Product,
  HttpMethod,
  ApiUserPidPolicy,
} from './routeTypes'
export { createRouteMatcher, buildPath } from './matchRoute'
export type { RouteMatch, MatchResult } from './matchRoute'
