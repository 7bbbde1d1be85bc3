import { isRecord } from '../api/isRecord'
import type { RouteDefinition } from '../api/routeTypes'
import { zodDef } from '../schemas/schemaNode'
import { declaredScope } from './declaredScope'
import { withoutMembers } from './withoutMembers'

export type PreparedBody =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly message: string }

type JsonObject = Record<string, unknown>

/** Whether the route's request schema is an array (bulk create) rather than an object. */
export function expectsArray(route: RouteDefinition): boolean {
  return route.request !== undefined && zodDef(route.request).type === 'array'
}

function without(object: JsonObject, key: string): JsonObject {
  const copy = { ...object }
  delete copy[key]
  return copy
}

/**
 * Makes the body the upstream gets: the right top-level shape, `apiUserPid` where the route's policy
 * says so (BF-7) — always the configured one, so a caller cannot act as another partner user — and
 * removed where the service does not accept it; on Compliance routes a `partnerId` member is removed,
 * since the partner id travels in the path only (AUTH-6). Returns a new value; the input is untouched.
 */
export function prepareBody(
  route: RouteDefinition,
  body: unknown,
  apiUserPid: string | undefined,
): PreparedBody {
  if (expectsArray(route)) {
    if (!Array.isArray(body)) return { ok: false, message: 'This operation takes a JSON array' }
    return {
      ok: true,
      body: route.partnerScoped
        ? body.map((item) => (isRecord(item) ? without(item, 'partnerId') : item))
        : body,
    }
  }
  if (!isRecord(body)) return { ok: false, message: 'This operation takes a JSON object' }

  let prepared: JsonObject = route.partnerScoped ? without(body, 'partnerId') : { ...body }
  // BF-7 at every depth: the caller never chooses `apiUserPid`, not even one nested in a member the
  // service may read (an RFI answer's members are the order's own, and loosely checked). Removed
  // everywhere, then set where the route's policy puts it. Forwarding only the members the route's
  // schema names instead would drop the RFI answers the service asks for beyond them.
  if (route.apiUserPid !== 'none') prepared = withoutMembers(prepared, API_USER_PID) as JsonObject
  switch (route.apiUserPid) {
    case 'set':
      prepared.apiUserPid = apiUserPid
      break
    case 'set-in-partner-order': {
      if (!isRecord(prepared.partnerOrder))
        return { ok: false, message: 'The body must hold a partnerOrder object' }
      prepared = { ...prepared, partnerOrder: { ...prepared.partnerOrder, apiUserPid } }
      break
    }
    case 'forbid':
    case 'none':
      break
  }
  if (route.product !== 'compliance') {
    // Only the order id the scope check read may travel: any other member naming an order, at any
    // depth (the old description's `orderId`, an `orderGuid` inside a create or an update, or one
    // nested in an RFI answer) could point the service at an order the portal user was never allowed.
    const scope = declaredScope(route)
    const checked =
      scope?.kind === 'order' && scope.orderGuid.in === 'body' ? scope.orderGuid.name : undefined
    const kept = checked !== undefined && checked in prepared ? prepared[checked] : undefined
    prepared = withoutMembers(prepared, ORDER_ID_MEMBERS) as JsonObject
    if (checked !== undefined && kept !== undefined) prepared = { ...prepared, [checked]: kept }
  }
  return { ok: true, body: prepared }
}

const API_USER_PID: ReadonlySet<string> = new Set(['apiUserPid'])
const ORDER_ID_MEMBERS: ReadonlySet<string> = new Set(['orderGuid', 'orderId'])
