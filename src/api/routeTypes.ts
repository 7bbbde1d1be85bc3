import type * as z from 'zod/mini'

export type Product = 'compliance' | 'formation' | 'taxRegistration'
export type HttpMethod = 'GET' | 'POST' | 'PATCH'

/**
 * Where the payload sits in a success body:
 * - `data`: the standard `{statusCode, message, data}` envelope;
 * - `formation`: Formation's envelope, whose payload is under `data`, `value` or `order`;
 * - `opportunities`: bare `{opportunities: [...]}` (CMP-6);
 * - `flat`: the body is the payload, e.g. `{serviceId, status}` (CMP-15);
 * - `boolean`: `{data: true}` (CMP-9, CMP-14);
 * - `binary`: the body is a file (document download).
 */
export type EnvelopeKind = 'data' | 'formation' | 'opportunities' | 'flat' | 'boolean' | 'binary'

/** How the proxy treats `apiUserPid` in the body (BF-7). */
export type ApiUserPidPolicy = 'set' | 'set-in-partner-order' | 'forbid' | 'none'

/** Where a request names an id: a path parameter, a known query parameter or a top-level body member. */
export interface IdSource {
  readonly in: 'path' | 'query' | 'body'
  readonly name: string
}

/** Where a list answer names the companies of its items. */
export interface CompanyList {
  /** Members leading from the payload (inside the envelope) to the array; `[]` when the payload is it. */
  readonly items: readonly string[]
  /** Members of an item holding a company id; an item is kept when one of them is the user's. */
  readonly companyKeys: readonly string[]
  /** A `null` payload means "none found" (CMP-12) and passes as is; otherwise it is unreadable. */
  readonly nullIsEmpty?: boolean
}

/**
 * A route's rule for a user restricted to some companies and orders. The service knows partners,
 * not a portal's customers, so the proxy is the only place that keeps one customer from another's
 * data; each route says how:
 * - `open`: names no company or order and answers with none (a catalog, a create of something
 *   new); `reason` says why, for the reviewer;
 * - `company`: names one company (`companyId`), which must be the user's;
 * - `companyList`: a list whose answer is filtered to the user's companies (`list`); a company it
 *   may be filtered by (`companyId`) must be the user's when given;
 * - `ownedRead`: one record whose answer names its owning company at the first present member of
 *   `ownerKeys`; refused when that is not the user's;
 * - `ownedWrite`: a write on one record that names no company: the proxy first calls `ownerRead`
 *   (an `ownedRead` route taking the same path parameters) and writes only for the owner; a company
 *   it names (`companyId`) must be the user's when given;
 * - `order`: acts on an existing order (`orderGuid`), which must be one `authorize` listed;
 * - `createsOrder`: creates a Formation or Tax order; the new id goes to `onOrderCreated`.
 */
export type RouteScope =
  | { readonly kind: 'open'; readonly reason: string }
  | { readonly kind: 'company'; readonly companyId: IdSource }
  | { readonly kind: 'companyList'; readonly list: CompanyList; readonly companyId?: IdSource }
  | { readonly kind: 'ownedRead'; readonly ownerKeys: readonly string[] }
  | { readonly kind: 'ownedWrite'; readonly ownerRead: string; readonly companyId?: IdSource }
  | { readonly kind: 'order'; readonly orderGuid: IdSource }
  | { readonly kind: 'createsOrder' }

export interface RouteDefinition {
  /** `product.method`, matching the client's method path, e.g. `formation.getOrder`. */
  readonly operation: string
  readonly product: Product
  readonly method: HttpMethod
  /** Path template with `{param}` placeholders; paths the spec leaves open are defaults (BF-11). */
  readonly path: string
  /** The path's parameters, in order. */
  readonly pathParams: readonly string[]
  /** Known query parameters: the proxy forwards only these. */
  readonly queryParams: readonly string[]
  /** Schema of the query, validated before sending. */
  readonly query?: z.core.$ZodType
  /** Schema of the request body, validated before sending; absent when the route takes no body. */
  readonly request?: z.core.$ZodType
  /** Schema of the unwrapped payload. */
  readonly response: z.core.$ZodType
  readonly envelope: EnvelopeKind
  /** Safe to retry automatically (GEN-3): reads only. */
  readonly idempotent: boolean
  readonly apiUserPid: ApiUserPidPolicy
  /** The path carries the Compliance partner id (AUTH-6, CMP-1). */
  readonly partnerScoped: boolean
  /**
   * What a portal user whom `authorize` restricts to some companies and orders may do here: the
   * proxy applies it, and refuses such a user on a route without one. Required, so that a new route
   * cannot reach a restricted user unchecked by default.
   */
  readonly scope: RouteScope
  /**
   * A body member that must repeat a path parameter (renew: the body's `id` is the plan in the path,
   * CMP-14). The proxy refuses a body that names another record than the path whose owner it checked.
   */
  readonly bodyRepeatsPath?: { readonly member: string; readonly param: string }
  /** One-line description for the README's endpoint list. */
  readonly summary: string
}
