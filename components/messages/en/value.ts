/** The en-US strings of a value shown as it came from the service (ValueView), by message id. */
export const valueMessages = {
  'value.notYet': 'Not yet available',
  'value.none': 'None',
  'value.yes': 'Yes',
  'value.no': 'No',
  'value.tooDeep': 'More details not shown',
} as const

/** A message id of ValueView. */
export type ValueMessageId = keyof typeof valueMessages
