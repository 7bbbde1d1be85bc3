// filing-kit/components: drop-in React components on filing-kit/hooks. Each renders a root element with
// the class `fk-root`, `data-fk="<ComponentName>"` and `data-state`; style them with filing-kit/styles.css.

/** The class on every component's root element; `filing-kit/styles.css` scopes its tokens to it. */
export const FK_ROOT_CLASS = 'fk-root'

export { SubscriptionList } from './subscriptions/SubscriptionList'
export { RenewSubscriptionDialog } from './subscriptions/RenewSubscriptionDialog'
export { CancelSubscriptionDialog, DEFAULT_PROOF_ACCEPT } from './subscriptions/CancelSubscriptionDialog'
// Compliance
export { ComplianceAlertList } from './compliance/ComplianceAlertList'
export { ComplianceAlertDetail } from './compliance/ComplianceAlertDetail'
export { ComplianceForm } from './compliance/ComplianceForm'
export { ComplianceCalendar } from './compliance/ComplianceCalendar'
export type { ComplianceAlertListProps, ComplianceAlertTarget } from './compliance/ComplianceAlertList'
export type { ComplianceAlertDetailProps } from './compliance/ComplianceAlertDetail'
export type { ComplianceFormProps } from './compliance/ComplianceForm'
export type { ComplianceDraftStorage } from './compliance/complianceDraft'
export type {
  ComplianceCalendarProps,
  ComplianceCalendarItem,
  ComplianceCalendarItemKind,
  ComplianceCalendarTarget,
} from './compliance/ComplianceCalendar'
export type {
  ComplianceSchemaOverrides,
  ComplianceFormOverride,
  ComplianceFieldOverride,
  WritebackState,
  DraftStorage,
} from '../hooks'
// End compliance
// Companies
export { CompanyForm } from './companies/CompanyForm'
export { BulkCompanyImport } from './companies/BulkCompanyImport'
export type { CompanyFormProps } from './companies/CompanyForm'
export type { BulkCompanyImportProps, BulkImportResultRow } from './companies/BulkCompanyImport'
// End companies
// Formation
export { FormationOrderTracker } from './formation/FormationOrderTracker'
export { DEFAULT_ORDER_DOCUMENT_ACCEPT } from './formation/OrderDocuments'
export type { FormationOrderTrackerProps } from './formation/FormationOrderTracker'
export { FormationOrderForm } from './formation/FormationOrderForm'
export type { FormationOrderFormProps } from './formation/FormationOrderForm'
export type { FormationFormDefaults, FormationFormValues } from '../hooks'
// End formation
// Tax registration
export { TaxRegistrationForm } from './taxRegistration/TaxRegistrationForm'
export { TaxRegistrationTracker } from './taxRegistration/TaxRegistrationTracker'
export type { TaxRegistrationFormProps } from './taxRegistration/TaxRegistrationForm'
export type { TaxRegistrationTrackerProps } from './taxRegistration/TaxRegistrationTracker'
// End tax registration
export { defaultComponents } from './primitives/defaultComponents'
export { en } from './messages/en'
export { es } from './messages/es'

export type { SubscriptionListProps } from './subscriptions/SubscriptionList'
export type { RenewSubscriptionDialogProps } from './subscriptions/RenewSubscriptionDialog'
export type { CancelSubscriptionDialogProps } from './subscriptions/CancelSubscriptionDialog'
export type { MessageId, FilingKitMessages } from './messages/en'
export type { ComponentState } from './base/Base'
export type {
  ComponentAdapter,
  ButtonProps,
  TextInputProps,
  TextareaProps,
  DateInputProps,
  SelectProps,
  CheckboxProps,
  RadioGroupProps,
  RadioOption,
  FileInputProps,
  DialogProps,
  AlertProps,
  BadgeProps,
  TableProps,
  TableColumn,
  ProgressBarProps,
  HeadingProps,
  ChoiceOption,
  FieldProps,
} from './primitives/componentAdapter'
