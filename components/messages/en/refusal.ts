/** The en-US strings of a form's error view (FormErrorView), by message id. */
export const refusalMessages = {
  'refusal.fieldsTitle': 'The service did not accept some answers',
} as const

/** A message id of FormErrorView. */
export type RefusalMessageId = keyof typeof refusalMessages
