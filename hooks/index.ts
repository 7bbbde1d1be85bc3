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

// The headless helpers (hooks/README.md, "Helpers for your own screens") are the core's pure rules and
// a partner imports them from `filing-kit`, not from here. Re-exported here, every page importing the
// hooks reached the core modules the client's and the components' lazy chunks share, and esbuild's
// code splitting loaded those modules up front on every such page (issue 23); keeping them out took
// a wrapper module per group (issue 35). The components take them from ./coreHelpers.ts.
