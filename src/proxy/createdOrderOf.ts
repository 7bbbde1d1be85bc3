import { decodeBody } from '../api/decodeBody'
import { isRecord } from '../api/isRecord'

/**
 * The new order's id in a create answer: `data.partnerOrder.orderGuid` (BF-2, TAX-1), never
 * `data.orderGuid`; the body may be double-encoded or text/plain (GEN-2).
 */
export function createdOrderOf(text: string): { orderGuid: string; pcid: string | undefined } | undefined {
  const body = decodeBody(text)
  if (!isRecord(body)) return undefined
  const payload = body.data ?? body.value ?? body.order
  const order = isRecord(payload) && isRecord(payload.partnerOrder) ? payload.partnerOrder : undefined
  if (typeof order?.orderGuid !== 'string' || order.orderGuid === '') return undefined
  return { orderGuid: order.orderGuid, pcid: typeof order.pcid === 'string' ? order.pcid : undefined }
}
