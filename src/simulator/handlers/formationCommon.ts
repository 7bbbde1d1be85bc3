import type { SimContext } from '../context'
import { authError, formationError, json, type SimResponse } from '../respond'
import type { FormationOrderRecord, TaxOrderRecord } from '../types'

export const INVALID_ORDER_GUID = 'Invalid order GUID.'

/** A Formation/Tax success body; the payload sits under `key` (`data` per the spec, `value`/`order` per the facts). */
export const formationOk = (
  payload: unknown,
  status = 200,
  key: 'data' | 'value' | 'order' = 'data',
  message = 'OK',
): SimResponse => json(status, { statusCode: status, message, [key]: payload })

/**
 * `apiUserPid` in a create or update body (BF-7): required, and it must be the token's own partner's.
 * Another partner's id is 403; an id of no partner is 400.
 */
export function checkApiUserPid(context: SimContext, value: unknown): SimResponse | undefined {
  if (typeof value !== 'string' || value.trim() === '')
    return formationError(400, ['Please enter a value for ApiUserPid'])
  if (value === context.partner.apiUserPid) return undefined
  if (context.state.partners.some((partner) => partner.apiUserPid === value)) {
    return authError(403, 'This apiUserPid does not belong to this API key.')
  }
  return formationError(400, ['Invalid apiUserPid.'])
}

/** BF-7: Formation endpoints other than create-order and update-order refuse `apiUserPid`. */
export function refuseApiUserPid(body: unknown): SimResponse | undefined {
  const carries = typeof body === 'object' && body !== null && 'apiUserPid' in body
  return carries ? formationError(400, ['apiUserPid is not accepted on this endpoint.']) : undefined
}

/** The caller's order by id: 400 for an unknown id (facts), 403 for another partner's. */
export function findOrder<T extends FormationOrderRecord | TaxOrderRecord>(
  context: SimContext,
  orders: ReadonlyMap<string, T>,
  guid: string | null | undefined,
): { order: T } | { answer: SimResponse } {
  const order = guid ? orders.get(guid) : undefined
  if (!order) return { answer: formationError(400, [INVALID_ORDER_GUID], INVALID_ORDER_GUID) }
  if (order.partnerId !== context.partner.partnerId)
    return { answer: authError(403, 'You do not have access to this order.') }
  return { order }
}
