/** A form's words for one field, for the service's sentences about it. */
export interface ServiceFieldWords {
  /** The field's label: the service's "<path> <reason>" becomes `labelled(label, reason)` (TAX-3..7). */
  label?: string | undefined
  labelled?: (label: string, reason: string) => string
  /** For the service's "Please enter a value for X" (BF-10): the field's "required". */
  required?: string
  /** For "Please enter a valid value for X": what the field needs ("Enter the 9 digits of the SSN."). */
  invalid?: string
  /** For "Please enter a value" on a field the owner did fill: "required" under it would read as a mistake. */
  filled?: string
}

// The service words some refusals "<path> <predicate>", e.g. "responsibleParties[0].lastName is required".
const LEADING_PATH = /^(?:partnerOrder\.)?[A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)*\s+(?=\S)/

/**
 * The service's refusal of a field in the owner's words, the one reading every form uses: "Please
 * enter a (valid) value for ResponsiblePartySSN" becomes the field's own "required" or "invalid" words,
 * "responsibleParties[0].lastName is required" becomes "Last name is required"; a message of another
 * shape, or one the form has no words for, is shown as sent. `value` is what the field holds.
 */
export function serviceFieldMessage(message: string, words: ServiceFieldWords, value?: unknown): string {
  if (words.invalid !== undefined && /please (enter|provide) a valid value/i.test(message))
    return words.invalid
  if (words.required !== undefined && /please (enter|provide) a value/i.test(message))
    return typeof value === 'string' && value.trim() !== '' && words.filled !== undefined
      ? words.filled
      : words.required
  const reason = message.replace(LEADING_PATH, '')
  return words.label && words.labelled && reason !== message ? words.labelled(words.label, reason) : message
}
