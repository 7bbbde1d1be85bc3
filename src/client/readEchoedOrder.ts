import { formationOrderEnvelopeSchema, type FormationOrder } from '../schemas/formationAnswers'
import { safeParseSchema } from '../schemas/safeParseSchema'

/**
 * Update-order's answer is undocumented: the order when it really is one (its id kept when the
 * service writes null), else null for a bare acknowledgement. Loaded by the client when needed, so
 * the formation schemas stay out of a page's first script.
 */
export function readEchoedOrder(answer: unknown, orderGuid: string): FormationOrder | null {
  const echoed = safeParseSchema(formationOrderEnvelopeSchema, answer)
  if (!echoed.success) return null
  return { ...echoed.data.partnerOrder, orderGuid: echoed.data.partnerOrder.orderGuid ?? orderGuid }
}
