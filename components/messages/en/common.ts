/** The en-US strings every component shares (actions, errors in plain words, form fields), by message id. */
export const commonMessages = {
  // Shared by every component
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.done': 'Done',
  'common.required': 'required',
  'common.notSet': '—',

  // Errors, by PartnerApiError kind, in words a business owner understands
  'error.unauthorized': 'Your session has expired. Sign in again, then try again.',
  'error.forbidden': 'Your account is not allowed to do this.',
  'error.validation': 'The service could not accept this: {detail}',
  'error.validationGeneric': 'Some of the details are not valid. Check the highlighted fields.',
  'error.notFound': 'This record no longer exists.',
  'error.rateLimited': 'The service is busy. Wait a moment, then try again.',
  'error.server': 'The service had a problem. Try again in a moment.',
  'error.network': 'We could not reach the service. Check your connection, then try again.',
  'error.timeout': 'The service took too long to answer. Try again.',
  'error.aborted': 'The request was stopped.',
  'error.contract': 'The service sent an answer we could not read. Try again later.',
  'error.unexpected': 'Something went wrong while showing this part of the page.',
  'error.title': 'Something went wrong',
  'error.refusedTitle': 'Not available here',
  'error.fieldsTitle': 'Please correct the highlighted fields.',

  // Form fields
  'field.dateInvalid': 'Enter a real date.',
  'field.required': 'This field is required.',
} as const

/** A message id of every component. */
export type CommonMessageId = keyof typeof commonMessages
