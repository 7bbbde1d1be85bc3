// The tax registration form and tracker's pure parts (issue 11): the form's values, the order it
// sends and its checks (TAX-1, TAX-3 to TAX-7), and the reading of the status summary (TAX-2).
export {
  TAX_ENTITY_TYPES,
  NON_PROFIT_ENTITY_TYPE,
  TAX_STATE_CHOICES,
  titlesFor,
  emptyTaxFormParty,
  emptyTaxFormState,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
  taxFormFieldOf,
  taxFormFields,
} from './taxRegistrationForm'
export type {
  TaxFormParty,
  TaxFormState,
  TaxRegistrationFormValues,
  TaxFormField,
} from './taxRegistrationForm'
export { checkTaxRegistrationForm } from './checkTaxRegistrationForm'
export type { TaxFormProblem } from './checkTaxRegistrationForm'
export {
  TAX_REGISTRATION_PHASES,
  TAX_SUMMARY_KNOWN_KEYS,
  recordsTable,
  isNothingYet,
  humanizeKey,
  isWebUrl,
} from './taxRegistrationSummary'
export type { RecordsTable } from './taxRegistrationSummary'
