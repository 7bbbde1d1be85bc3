import type { RefusalMessageId } from '../en/refusal'

/** The Spanish strings of ../en/refusal, by message id. */
export const refusalMessages: Readonly<Record<RefusalMessageId, string>> = {
  'refusal.fieldsTitle': 'El servicio no aceptó algunas respuestas',
}
