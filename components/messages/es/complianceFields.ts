import type { ComplianceFieldMessageId } from '../en/complianceFields'

/**
 * The Spanish strings of ../en/complianceFields, by message id: typed against that area, so a missing or
 * unknown id fails tsc.
 */
export const complianceFieldMessages: Readonly<Record<ComplianceFieldMessageId, string>> = {
  'compliance.form.choose': 'Elija…',
  'compliance.form.chooseValid': 'Elija una de las opciones.',
  'compliance.form.numberInvalid': 'Escriba un número, p. ej. 1000.',
  'compliance.form.emailInvalid': 'Escriba un correo electrónico, p. ej. nombre@ejemplo.com.',
  'compliance.form.countInvalid': 'Escriba un número entero, 0 o más.',
  'compliance.form.usStateInvalid': 'Escriba el código de dos letras del estado, p. ej. CA.',
  'compliance.form.zipInvalid': 'Escriba un código ZIP de 5 dígitos, p. ej. 94105.',
  'compliance.form.einInvalid': 'Escriba el EIN de 9 dígitos, p. ej. 12-3456789.',
  'compliance.form.checkFields': 'Revise los campos marcados',
  'compliance.form.checkFieldsDetail': 'Todavía no se ha enviado nada. Corríjalos y vuelva a enviar.',
}
