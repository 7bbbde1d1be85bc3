import type * as z from 'zod'

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
  readonly query?: z.ZodType
  /** Schema of the request body, validated before sending; absent when the route takes no body. */
  readonly request?: z.ZodType
  /** Schema of the unwrapped payload. */
  readonly response: z.ZodType
  readonly envelope: EnvelopeKind
  /** Safe to retry automatically (GEN-3): reads only. */
  readonly idempotent: boolean
  readonly apiUserPid: ApiUserPidPolicy
  /** The path carries the Compliance partner id (AUTH-6, CMP-1). */
  readonly partnerScoped: boolean
  /** A company id this route names, for the proxy's per-user company check. */
  readonly companyIdFrom?: { readonly in: 'query' | 'path' | 'body'; readonly name: string }
  /** The existing order this route acts on, for the proxy's per-user order check. */
  readonly orderGuidFrom?: { readonly in: 'query' | 'path' | 'body'; readonly name: string }
  /** One-line description for the README's endpoint list. */
  readonly summary: string
}
