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
  'compliance.form.dateRange': 'Escriba una fecha entre 1900 y 2100.',
  'compliance.form.dateUnreadable': 'Escriba la fecha completa: mes, día y año.',
  'compliance.form.birthInFuture': 'Escriba una fecha pasada.',
  'compliance.form.notAdult': 'Esta persona debe tener 18 años o más.',
  'compliance.form.endBeforeStart': 'Escriba una fecha posterior al inicio.',
  'compliance.form.negative': 'Escriba 0 o más.',
  'compliance.form.percentRange': 'Escriba un porcentaje de 0 a 100.',
  'compliance.form.yearInvalid': 'Escriba un año, p. ej. 2025.',
  'compliance.form.serviceOwned': 'Este dato viene de los registros del estado y no se puede cambiar aquí.',
  'compliance.form.countMismatch': 'Haga que coincida con cuántos se completan abajo.',
  'compliance.form.draftRestored': 'Guardamos lo que escribió el {date}.',
  'compliance.form.draftDiscard': 'Descartarlo y empezar de nuevo',
  'compliance.review.heading': 'Revise antes de presentar',
  'compliance.review.intro':
    'Esto es exactamente lo que se enviará al estado. No se envía nada hasta que elija “Presentar ahora”.',
  'compliance.review.yes': 'Sí',
  'compliance.review.no': 'No',
  'compliance.review.blank': 'Sin indicar',
  'compliance.review.otherDetails': 'Otros datos',
  'compliance.review.edit': 'Editar',
  'compliance.review.editField': 'Editar {field}',
  'compliance.review.price': 'Precio',
  'compliance.review.total': 'Total: {total}',
  'compliance.review.back': 'Volver al formulario',
  'compliance.review.fileNow': 'Presentar ahora',
  'compliance.review.filing': 'Presentando…',
  'compliance.review.signature': 'Su firma electrónica',
  'compliance.review.signatureStatement':
    'Confirmo que la información anterior es verdadera y completa, y firmo esta presentación electrónicamente.',
  'compliance.review.signatureName': 'Su nombre completo',
  'compliance.review.signatureHint': 'Escribir su nombre es su firma.',
  'compliance.review.signatureMissing': 'Escriba su nombre completo para firmar.',
  'compliance.form.checkFields': 'Revise los campos marcados',
  'compliance.form.checkFieldsDetail': 'Todavía no se ha enviado nada. Corríjalos y vuelva a enviar.',
}
