// filing-kit/hooks: headless React hooks on TanStack Query 5. Explicit list; types kept apart.
// The core's error guard and the types of what the hooks return and take come along by name (as
// react-query re-exports query-core's), so a screen built on the hooks — our components included —
// needs no second import path. By name, not `export type *`: that made every core value importable
// here as a type only, which compiles until it is used as a value (TS1362).
export { PartnerApiError, isPartnerApiError, submittedValuesReflected } from '../src/index'
export type {
  PartnerClient,
  PartnerApiErrorKind,
  FieldErrors,
  Company,
  CompanyInput,
  CreateCompanyResult,
  Alert,
  AlertDetail,
  FormDefinition,
  FieldValue,
  Subscription,
  SubscriptionList,
  CancelSubscriptionResult,
  EntityType,
  FormationPackage,
  ProductOption,
  FormationOrder,
  OrderSummary,
  CreateTaxRegistrationInput,
  TaxRegistrationOrder,
  BulkChunk,
  BulkChunkStatus,
  BulkProgress,
  BulkResults,
  RetryFailedOptions,
  FieldKind,
  ComplianceFormData,
  ComplianceFormContext,
  ComplianceFieldOverride,
  ComplianceFormOverride,
  ComplianceSchemaOverrides,
  ComplianceAlertFieldRef,
  ComplianceFormsSchema,
  CompanyImportField,
  CompanyColumnMapping,
  CompanyRowValues,
  CompanyProblemCode,
  CheckedCompanyRow,
  CheckCompanyRowsOptions,
  CompanyDuplicate,
  OptionGroup,
  FieldProblem,
  FormationFormValues,
  FormationFormDefaults,
  TaxFormParty,
  TaxFormState,
  TaxFormProblem,
  TaxRegistrationFormValues,
  SubmitAlertFormsInput,
  AlertDetailProduct,
  ComplianceForm,
  ComplianceAnswerProblem,
  ComplianceAnswerProblemCode,
  FilingReceipt,
} from '../src/index'
export { FilingKitProvider, createDefaultQueryClient } from './FilingKitProvider'
export { usePartnerClient } from './usePartnerClient'
export { useFilingKitConfig } from './useFilingKitConfig'
export { filingKeys } from './filingKeys'
export { SubmissionRefusedError } from './SubmissionRefusedError'

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
export { useRegisterFormedCompany } from './formation/useRegisterFormedCompany'

export { taxRegistrationOrderQueryOptions } from './taxRegistration/taxRegistrationOrderQueryOptions'
export { useCreateTaxRegistration } from './taxRegistration/useCreateTaxRegistration'
export { useTaxRegistrationOrder } from './taxRegistration/useTaxRegistrationOrder'
export { useFormDraft } from './useFormDraft'

export { receiptsQueryOptions } from './receipts/receiptsQueryOptions'
export { receiptQueryOptions } from './receipts/receiptQueryOptions'
export { useReceipts } from './receipts/useReceipts'
export { useReceipt } from './receipts/useReceipt'

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
export type { RegisterFormedCompanyVariables } from './formation/useRegisterFormedCompany'
export type { UseTaxRegistrationOrderOptions } from './taxRegistration/useTaxRegistrationOrder'
export type { FormDraft } from './useFormDraft'
export type { DraftStorage } from './internal/formDraft'

// What the provider's `components` and `messages` props take: filled in by filing-kit/components
// (declaration merging), so the primitives' props and the catalog live on the components floor and no
// arrow points up.
export type { FilingKitRegister, RegisteredComponents, RegisteredMessages } from './FilingKitRegister'

// The headless helpers (hooks/README.md, "Helpers for your own screens"): the core's pure rules a
// partner's own screen needs, re-exported so one import path serves a screen built on the hooks.
// What only one of our components draws (steps, labels, layout) lives beside that component instead.

// The service's vocabulary and the file and date checks every screen meets.
// Through modules of their own where the client's or the components' lazy chunks use the same core
// modules (fieldHelpers.ts says why); the components take those from coreHelpers.ts.
export { valueAt } from './fieldHelpers'
export {
  ENTITY_TYPES,
  ORDER_PHASES,
  RFI_STATUSES,
  US_STATES,
  formatCalendarDate,
  parseCalendarDate,
  isCalendarDate,
  checkFile,
  contentMatchesName,
  MAGIC_BYTES_LENGTH,
  DEFAULT_MAX_FILE_BYTES,
} from '../src/index'

export { formationContactSchema, safeParseSchema } from './schemaHelpers'
export {
  checkCompanyRows,
  checkCompanyValues,
  companyInputFromValues,
  checkTaxRegistrationForm,
  formationFieldProblems,
} from './checkHelpers'

// Compliance forms ⇄ JSON Schema for @rjsf, and back to the service's sections (CMP-8 to CMP-10).
export {
  complianceFormsToJsonSchema,
  complianceFormToJsonSchema,
  formDataToComplianceForms,
  formDataToSections,
  fieldsNamed,
} from './complianceFormHelpers'
export {
  checkComplianceAnswers,
  complianceFieldDomain,
  parseComplianceNumber,
  withCountedBlocks,
  isSensitiveFieldName,
  withComplianceSignature,
  complianceSignatureFields,
} from './complianceCheckHelpers'
export { humanizeFieldKey } from './fieldHelpers'

// Companies from a CSV: column matching, row checks, cells safe to write back (CMP-4, CMP-5).
export {
  COMPANY_IMPORT_FIELDS,
  suggestCompanyMapping,
  mapCompanyRow,
  findCompanyDuplicates,
  yieldToPage,
  csvSafeCell,
} from './companyHelpers'

// Formation: package selection and pricing (BF-2), the form's values → the create-order body (BF-10).
export {
  packagesInOrder,
  isLockedOption,
  optionGroups,
  initialSelection,
  toggleOption,
  selectionProblems,
  selectionTotal,
  orderTotalPriceOf,
  selectedProducts,
  emptyFormationValues,
  formationValuesWith,
  formationOrderInputFrom,
  isUsPhone,
  canCancelFormationOrder,
  registeredAgentOption,
  selectionWithAgent,
} from './formationHelpers'

// Tax registration: the form's values, order and checks (TAX-1, TAX-3 to TAX-7), the summary's reading (TAX-2).
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
} from './taxFormHelpers'
export {
  TAX_REGISTRATION_PHASES,
  TAX_SUMMARY_KNOWN_KEYS,
  recordsTable,
  isNothingYet,
  humanizeKey,
  isWebUrl,
} from '../src/index'
