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
  'compliance.form.dateRange': 'Enter a date between 1900 and 2100.',
  'compliance.form.dateUnreadable': 'Enter the whole date: month, day and year.',
  'compliance.form.birthInFuture': 'Enter a date in the past.',
  'compliance.form.notAdult': 'This person must be 18 or older.',
  'compliance.form.endBeforeStart': 'Enter a date after the start.',
  'compliance.form.negative': 'Enter 0 or more.',
  'compliance.form.percentRange': 'Enter a percentage from 0 to 100.',
  'compliance.form.yearInvalid': 'Enter a year, e.g. 2025.',
  'compliance.form.serviceOwned': 'This comes from the state’s records and cannot be changed here.',
  'compliance.form.countMismatch': 'Make this match how many are filled in below.',
  'compliance.form.draftRestored': 'We kept what you typed on {date}.',
  'compliance.form.draftDiscard': 'Discard it and start again',
  'compliance.review.heading': 'Review before filing',
  'compliance.review.intro':
    'This is exactly what will be sent to the state. Nothing is sent until you select “File now”.',
  'compliance.review.yes': 'Yes',
  'compliance.review.no': 'No',
  'compliance.review.blank': 'Not provided',
  'compliance.review.otherDetails': 'Other details',
  'compliance.review.edit': 'Edit',
  'compliance.review.editField': 'Edit {field}',
  'compliance.review.price': 'Price',
  'compliance.review.total': 'Total: {total}',
  'compliance.review.back': 'Back to the form',
  'compliance.review.fileNow': 'File now',
  'compliance.review.filing': 'Filing…',
  'compliance.review.signature': 'Your electronic signature',
  'compliance.review.signatureStatement':
    'I confirm that the information above is true and complete, and I sign this filing electronically.',
  'compliance.review.signatureName': 'Your full name',
  'compliance.review.signatureHint': 'Typing your name is your signature.',
  'compliance.review.signatureMissing': 'Type your full name to sign.',
  'compliance.form.checkFields': 'Check the highlighted fields',
  'compliance.form.checkFieldsDetail': 'Nothing has been sent yet. Correct them, then submit again.',
} as const

/** A message id of the compliance form's fields. */
export type ComplianceFieldMessageId = keyof typeof complianceFieldMessages
