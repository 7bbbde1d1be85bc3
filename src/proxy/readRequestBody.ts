import type { RouteDefinition } from '../api/routeTypes'
import { checkBodyShape } from './checkBodyShape'
import { deny, type Denial } from './denial'
import { expectsArray, prepareBody } from './prepareBody'
import { readJsonBody } from './readJsonBody'
import type { ResolvedOptions } from './resolveOptions'
import type { ProxyErrorKind } from './types'

/**
 * The most records one bulk create may carry: the service's practical upper bound (spec §8). The
 * client splits above 500, so only a caller of its own sends more; the upstream time-out, one
 * budget per 200 records (CMP-5), is then at most five budgets.
 */
export const MAX_BULK_RECORDS = 1000

/** The caller's body as the scope checks read it, and the body the upstream gets. */
export interface RequestBody {
  readonly ok: true
  /** The parsed JSON, or `undefined` for routes that take no body. */
  readonly caller: unknown
  /** What goes upstream (see `prepareBody`), before it is checked against the route's schema. */
  readonly prepared: unknown
  /** `prepared` serialised; `undefined` for routes that take no body. */
  readonly upstream: string | undefined
}

/** The body of a route that takes none. */
export const NO_BODY: RequestBody = { ok: true, caller: undefined, prepared: undefined, upstream: undefined }

const KIND_OF_STATUS: Readonly<Record<number, ProxyErrorKind>> = {
  408: 'body_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

/**
 * Step 3, read the body (only once `authorize` let the caller in): JSON under `maxBodyBytes` and
 * `bodyTimeoutMs`, the bulk cap, then its shape (nesting, size, reserved member names) before
 * anything recursive walks it, and the body the upstream would get. The route's request schema is
 * checked on that after the scope (`checkRequestSchema`).
 */
export async function readRequestBody(
  request: Request,
  route: RouteDefinition,
  config: ResolvedOptions,
): Promise<RequestBody | Denial> {
  if (!route.request) return NO_BODY
  const read = await readJsonBody(request, config.maxBodyBytes, config.bodyTimeoutMs)
  if (!read.ok) return deny(KIND_OF_STATUS[read.status] ?? 'bad_request', read.status, read.message)
  const bulk = expectsArray(route)
  if (bulk && Array.isArray(read.value) && read.value.length > MAX_BULK_RECORDS) {
    return deny(
      'payload_too_large',
      413,
      `A bulk request takes at most ${MAX_BULK_RECORDS} records: split the list into smaller requests`,
    )
  }
  const shape = checkBodyShape(read.value)
  if (!shape.ok) {
    return deny(shape.status === 413 ? 'payload_too_large' : 'bad_request', shape.status, shape.message)
  }
  const prepared = prepareBody(route, read.value, config.apiUserPid)
  if (!prepared.ok) return deny('bad_request', 400, prepared.message)
  return { ok: true, caller: read.value, prepared: prepared.body, upstream: JSON.stringify(prepared.body) }
}
