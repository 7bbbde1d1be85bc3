import { decodeBody } from '../api/decodeBody'
import { isRecord } from '../api/isRecord'
import type { EnvelopeKind } from '../api/routeTypes'
import { unwrapEnvelope } from '../api/unwrapEnvelope'

/**
 * The new order's id in a create answer: `partnerOrder.orderGuid` inside the envelope (BF-2,
 * TAX-1), never `data.orderGuid`; the body may be double-encoded or text/plain (GEN-2).
 */
export function createdOrderOf(
  envelope: EnvelopeKind,
  text: string,
): { orderGuid: string; pcid: string | undefined } | undefined {
  const unwrapped = unwrapEnvelope(envelope, decodeBody(text))
  const payload = unwrapped.ok ? unwrapped.payload : undefined
  const order = isRecord(payload) && isRecord(payload.partnerOrder) ? payload.partnerOrder : undefined
  if (typeof order?.orderGuid !== 'string' || order.orderGuid === '') return undefined
  return { orderGuid: order.orderGuid, pcid: typeof order.pcid === 'string' ? order.pcid : undefined }
}
