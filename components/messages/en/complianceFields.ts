// Kept apart from ./compliance.ts for the compliance form's chunk (rjsf, loaded when a ComplianceForm
// renders): a module both that chunk and the main entry import is emitted in a chunk they share, which
// esbuild (splitting by file) loads on every page. So these few strings share it, not the whole area.

/** The en-US strings inside the compliance form's fields (its rjsf theme), by message id. */
export const complianceFieldMessages = {
  'compliance.form.version': 'Version {version}',
  'compliance.form.state': 'State: {state}',
  'compliance.form.choose': 'Choose…',
  'compliance.form.chooseValid': 'Choose one of the options.',
  'compliance.form.numberInvalid': 'Enter a number, e.g. 1000.',
} as const

/** A message id of the compliance form's fields. */
export type ComplianceFieldMessageId = keyof typeof complianceFieldMessages
