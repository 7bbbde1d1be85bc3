import type { FileMessageId } from '../en/file'

/**
 * The Spanish strings of ../en/file, by message id: typed against that area, so a missing or unknown id
 * fails tsc.
 */
export const fileMessages: Readonly<Record<FileMessageId, string>> = {
  'file.dropLabel': 'Suelte un archivo aquí o elija uno',
  'file.hintTypesSize': 'Se aceptan: {types}. Hasta {size}.',
  'file.empty': '«{name}» está vacío. Elija un archivo con contenido.',
  'file.tooLarge': '«{name}» pesa {size}; el límite es {max}.',
  'file.wrongType': '«{name}» no es de un tipo aceptado ({types}).',
  'file.selected': 'Seleccionado: {name} ({size})',
  'file.notWhatItSays': '«{name}» no contiene lo que indica su nombre ({types}).',
  'file.unreadable': 'No se pudo leer «{name}». Elíjalo de nuevo o elija otro.',
}
