// filing-kit: the framework-free core. No React here (eslint enforces it), so a server or a
// non-React front end importing only this entry gets the client, the schemas and the route table.
export * from './client/index'
export * from './schemas/usStates'
// The vocabulary through a module of its own: esbuild's code splitting (see publicVocabulary.ts).
export * from './schemas/publicVocabulary'
// The schemas through a module of their own: esbuild's code splitting (see publicSchemas.ts).
export * from './schemas/publicSchemas'
export * from './api/index'
export { formatCalendarDate, parseCalendarDate, isCalendarDate } from './format/calendarDate'
// One EIN rule and the dates people write, for every form and import (issue 34).
export { normalizeEin, isValidEin, UNISSUED_EIN_PREFIXES } from './format/ein'
export { normalizeDate } from './format/normalizeDate'
export { valueAt } from './api/valueAt'
export { isRecord } from './api/isRecord'
export { checkFile, DEFAULT_MAX_FILE_BYTES } from './files/checkFile'
export type { FileRefusal } from './files/checkFile'
export { contentMatchesName, MAGIC_BYTES_LENGTH } from './files/contentMatchesName'
// Companies import (issue 12): column mapping, row checks and CSV cells, pure and framework-free.
export * from './companies/index'
// Compliance forms ⇄ JSON Schema for @rjsf (CMP-8, CMP-9): pure, no React.
export * from './forms/index'
// The one "never stored" rule of drafts, kept copies and receipts (issue 35).
export { isSensitiveFieldName } from './privacy/isSensitiveFieldName'

// Formation order form (issue 11): package picker rules and the form's values → create-order body, pure.
export * from './formationForm/index'
// Tax registration form and tracker (issue 11): form values, order, checks and summary reading, pure.
export * from './taxRegistration/index'
// The company a completed formation order formed, registered with Compliance once (issue 34).
export * from './formedCompany/index'
