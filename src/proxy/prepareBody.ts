import { isRecord } from '../api/isRecord'
import type { RouteDefinition } from '../api/routeTypes'
import { declaredScope } from './declaredScope'

export type PreparedBody =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly message: string }

type JsonObject = Record<string, unknown>

/** Whether the route's request schema is an array (bulk create) rather than an object. */
function expectsArray(route: RouteDefinition): boolean {
  return route.request?._zod.def.type === 'array'
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
  switch (route.apiUserPid) {
    case 'set':
      prepared.apiUserPid = apiUserPid
      break
    case 'set-in-partner-order': {
      if (!isRecord(prepared.partnerOrder))
        return { ok: false, message: 'The body must hold a partnerOrder object' }
      prepared = {
        ...without(prepared, 'apiUserPid'),
        partnerOrder: { ...prepared.partnerOrder, apiUserPid },
      }
      break
    }
    case 'forbid':
      prepared = without(prepared, 'apiUserPid')
      if (isRecord(prepared.partnerOrder))
        prepared.partnerOrder = without(prepared.partnerOrder, 'apiUserPid')
      break
    case 'none':
      break
  }
  if (route.product !== 'compliance') {
    // Only the order id the scope check read may travel: any other member naming an order (the old
    // description's `orderId`, an `orderGuid` inside a create or update) could point the service at
    // an order the portal user was never allowed.
    const scope = declaredScope(route)
    const checked =
      scope?.kind === 'order' && scope.orderGuid.in === 'body' ? scope.orderGuid.name : undefined
    prepared = withoutOrderIds(prepared, checked)
    if (isRecord(prepared.partnerOrder))
      prepared.partnerOrder = withoutOrderIds(prepared.partnerOrder, undefined)
  }
  return { ok: true, body: prepared }
}

const ORDER_ID_MEMBERS = ['orderGuid', 'orderId'] as const

function withoutOrderIds(object: JsonObject, keep: string | undefined): JsonObject {
  let result = object
  for (const member of ORDER_ID_MEMBERS) {
    if (member !== keep && member in result) result = without(result, member)
  }
  return result
}
