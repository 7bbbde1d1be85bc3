// Kept apart from ./compliance.ts for the compliance form's chunk (rjsf, loaded when a ComplianceForm
// renders): a module both that chunk and the main entry import is emitted in a chunk they share, which
// esbuild (splitting by file) loads on every page. So these few strings share it, not the whole area.

/** The en-US strings inside the compliance form's fields (its rjsf theme), by message id. */
export const complianceFieldMessages = {
  'compliance.form.choose': 'Choose…',
  'compliance.form.chooseValid': 'Choose one of the options.',
  'compliance.form.numberInvalid': 'Enter a number, e.g. 1000.',
  'compliance.form.emailInvalid': 'Enter an e-mail address, e.g. name@example.com.',
  'compliance.form.countInvalid': 'Enter a whole number, 0 or more.',
  'compliance.form.usStateInvalid': 'Enter the two-letter state code, e.g. CA.',
  'compliance.form.zipInvalid': 'Enter a 5-digit ZIP code, e.g. 94105.',
  'compliance.form.einInvalid': 'Enter the 9-digit EIN, e.g. 12-3456789.',
  'compliance.form.checkFields': 'Check the highlighted fields',
  'compliance.form.checkFieldsDetail': 'Nothing has been sent yet. Correct them, then submit again.',
} as const

/** A message id of the compliance form's fields. */
export type ComplianceFieldMessageId = keyof typeof complianceFieldMessages
