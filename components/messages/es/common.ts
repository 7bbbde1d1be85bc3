import type { CommonMessageId } from '../en/common'

/**
 * The Spanish strings of ../en/common, by message id: typed against that area, so a missing or unknown id
 * fails tsc.
 */
export const commonMessages: Readonly<Record<CommonMessageId, string>> = {
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.done': 'Listo',
  'common.required': 'obligatorio',
  'common.notSet': '—',

  'error.unauthorized': 'Su sesión ha caducado. Inicie sesión de nuevo y vuelva a intentarlo.',
  'error.forbidden': 'Su cuenta no tiene permiso para hacer esto.',
  'error.validation': 'El servicio no pudo aceptar esto: {detail}',
  'error.validationGeneric': 'Algunos datos no son válidos. Revise los campos marcados.',
  'error.notFound': 'Este registro ya no existe.',
  'error.rateLimited': 'El servicio está ocupado. Espere un momento y vuelva a intentarlo.',
  'error.server': 'El servicio tuvo un problema. Vuelva a intentarlo en un momento.',
  'error.network': 'No pudimos conectar con el servicio. Revise su conexión y vuelva a intentarlo.',
  'error.timeout': 'El servicio tardó demasiado en responder. Vuelva a intentarlo.',
  'error.aborted': 'La solicitud se detuvo.',
  'error.contract': 'El servicio envió una respuesta que no pudimos leer. Inténtelo más tarde.',
  'error.unexpected': 'Algo salió mal al mostrar esta parte de la página.',
  'error.title': 'Algo salió mal',
  'error.refusedTitle': 'No disponible aquí',
  'error.fieldsTitle': 'Corrija los campos marcados.',

  'field.dateInvalid': 'Escriba una fecha válida.',
  'field.required': 'Este campo es obligatorio.',
}
