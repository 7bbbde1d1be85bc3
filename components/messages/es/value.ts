import type { ValueMessageId } from '../en/value'

/**
 * The Spanish strings of ../en/value, by message id: typed against that area, so a missing or unknown id
 * fails tsc.
 */
export const valueMessages: Readonly<Record<ValueMessageId, string>> = {
  'value.notYet': 'Aún no disponible',
  'value.none': 'Ninguno',
  'value.yes': 'Sí',
  'value.no': 'No',
  'value.tooDeep': 'Más detalles no mostrados',
}
