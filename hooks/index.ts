// filing-kit/hooks: headless React hooks on TanStack Query 5. Explicit list; types kept apart.
// The core's types and error guard come along (as react-query re-exports query-core), so a screen
// built on the hooks — our components included — needs no second import path.
export type * from '../src/index'
export { PartnerApiError, isPartnerApiError, submittedValuesReflected } from '../src/index'
export { FilingKitProvider, createDefaultQueryClient } from './FilingKitProvider'
export { usePartnerClient } from './usePartnerClient'
export { useFilingKitConfig } from './useFilingKitConfig'
export { filingKeys } from './filingKeys'
export { SubmissionRefusedError } from './SubmissionRefusedError'
export { orderPollInterval } from './internal/polling'

export { companiesQueryOptions } from './compliance/companiesQueryOptions'
export { companyQueryOptions } from './compliance/companyQueryOptions'
export { alertsQueryOptions } from './compliance/alertsQueryOptions'
export { alertQueryOptions } from './compliance/alertQueryOptions'
export { subscriptionsQueryOptions } from './compliance/subscriptionsQueryOptions'
export { subscriptionQueryOptions } from './compliance/subscriptionQueryOptions'
export { useCompanies } from './compliance/useCompanies'
export { useCompany } from './compliance/useCompany'
export { useCreateCompany } from './compliance/useCreateCompany'
export { useBulkCreateCompanies } from './compliance/useBulkCreateCompanies'
export { useAlerts } from './compliance/useAlerts'
export { useAlert } from './compliance/useAlert'
export { useSubmitComplianceForm } from './compliance/useSubmitComplianceForm'
export { useWriteback } from './compliance/useWriteback'
export { useSubscriptions } from './compliance/useSubscriptions'
export { useSubscription } from './compliance/useSubscription'
export { useRenewSubscription } from './compliance/useRenewSubscription'
export { useCancelSubscription } from './compliance/useCancelSubscription'

export { formationPackagesQueryOptions } from './formation/formationPackagesQueryOptions'
export { formationOrderQueryOptions } from './formation/formationOrderQueryOptions'
export { formationOrderSummaryQueryOptions } from './formation/formationOrderSummaryQueryOptions'
export { useFormationPackages } from './formation/useFormationPackages'
export { useCreateFormationOrder } from './formation/useCreateFormationOrder'
export { useFormationOrder } from './formation/useFormationOrder'
export { useFormationOrderSummary } from './formation/useFormationOrderSummary'
export { useUpdateFormationOrder } from './formation/useUpdateFormationOrder'
export { useCancelFormationOrder } from './formation/useCancelFormationOrder'
export { useUploadOrderDocument } from './formation/useUploadOrderDocument'
export { useDownloadOrderDocument } from './formation/useDownloadOrderDocument'

export { taxRegistrationOrderQueryOptions } from './taxRegistration/taxRegistrationOrderQueryOptions'
export { useCreateTaxRegistration } from './taxRegistration/useCreateTaxRegistration'
export { useTaxRegistrationOrder } from './taxRegistration/useTaxRegistrationOrder'

export type { FilingKitProviderProps } from './FilingKitProvider'
export type { FilingKitConfig } from './useFilingKitConfig'
export type { FilingKitEvent, FilingKitEventType } from './events'
export type { PollOptions } from './internal/polling'
export type { QueryHookOptions, MutationHookOptions, OrderQueryHookOptions } from './internal/types'
export type { CreateOutcome, Attempt, SingleSubmissionResult } from './internal/useSingleSubmission'
export type { SubmissionRefusalReason } from './SubmissionRefusedError'
export type {
  UseBulkCreateCompaniesOptions,
  UseBulkCreateCompaniesResult,
} from './compliance/useBulkCreateCompanies'
export type {
  SubmitComplianceFormVariables,
  WritebackState,
  UseSubmitComplianceFormOptions,
  UseSubmitComplianceFormResult,
} from './compliance/useSubmitComplianceForm'
export type { RenewSubscriptionVariables } from './compliance/useRenewSubscription'
export type { CancelSubscriptionVariables } from './compliance/useCancelSubscription'
export type { UseFormationOrderOptions } from './formation/useFormationOrder'
export type { UpdateFormationOrderVariables } from './formation/useUpdateFormationOrder'
export type { CancelFormationOrderVariables } from './formation/useCancelFormationOrder'
export type { UploadOrderDocumentVariables } from './formation/useUploadOrderDocument'
export type { DownloadOrderDocumentVariables } from './formation/useDownloadOrderDocument'
export type { UseTaxRegistrationOrderOptions } from './taxRegistration/useTaxRegistrationOrder'

// For components (issue 9): the primitives' adapter, and pure helpers from the core that screens need.
export { useComponentAdapter } from './useComponentAdapter'
export {
  formatCalendarDate,
  parseCalendarDate,
  isCalendarDate,
  checkFile,
  contentMatchesName,
  MAGIC_BYTES_LENGTH,
  DEFAULT_MAX_FILE_BYTES,
} from '../src/index'
export type {
  ComponentAdapter,
  ChoiceOption,
  FieldProps,
  ButtonProps,
  TextInputProps,
  TextareaProps,
  DateInputProps,
  SelectProps,
  CheckboxProps,
  RadioGroupProps,
  FileInputProps,
  DialogProps,
  AlertProps,
  BadgeProps,
  TableColumn,
  TableProps,
  ProgressBarProps,
  HeadingProps,
} from './componentAdapter'

// For the companies components (issue 12): mapping, row checks and CSV cells from the core.
export {
  COMPANY_IMPORT_FIELDS,
  suggestCompanyMapping,
  mapCompanyRow,
  companyInputFromValues,
  checkCompanyValues,
  checkCompanyRows,
  yieldToPage,
  csvSafeCell,
  US_STATES,
} from '../src/index'

// For the compliance components (issue 10): the form conversions (CMP-8..10) from the core.
export {
  complianceFormsToJsonSchema,
  complianceFormToJsonSchema,
  formDataToComplianceForms,
  formDataToSections,
  fieldsNamed,
  fieldLabel,
} from '../src/index'

// For the formation components (issue 11): lifecycle constants and the order form's pure rules from the core.
export {
  ENTITY_TYPES,
  ORDER_PHASES,
  RFI_STATUSES,
  TERMINAL_ORDER_PHASES,
  formationContactSchema,
  safeParseSchema,
  canCompileCode,
  packagesInOrder,
  isLockedOption,
  optionGroups,
  initialSelection,
  toggleOption,
  selectionProblems,
  selectionTotal,
  orderTotalPriceOf,
  selectedProducts,
  FORMATION_FORM_STEPS,
  FORMATION_PROGRESS_PHASES,
  FORMATION_STATES,
  emptyFormationValues,
  formationValuesWith,
  formationOrderInputFrom,
  formationFieldProblems,
  stepOfField,
  stepProblems,
} from '../src/index'

// For the tax registration components (issue 11): the form's values, order and checks, the summary's reading.
export {
  TAX_ENTITY_TYPES,
  NON_PROFIT_ENTITY_TYPE,
  TAX_STATE_CHOICES,
  titlesFor,
  emptyTaxFormParty,
  emptyTaxFormState,
  taxRegistrationFormValues,
  taxRegistrationOrderFromForm,
  checkTaxRegistrationForm,
  taxFormFieldOf,
  taxFormFields,
  TAX_REGISTRATION_PHASES,
  TAX_SUMMARY_KNOWN_KEYS,
  recordsTable,
  isNothingYet,
  humanizeKey,
  isWebUrl,
} from '../src/index'
