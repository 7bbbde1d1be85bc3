// Compliance sections ⇄ JSON Schema + uiSchema for @rjsf (CMP-8, CMP-9): pure functions, no React.
export { complianceFormToJsonSchema } from './complianceFormToJsonSchema'
export { formDataToSections } from './formDataToSections'
export { complianceFormsToJsonSchema, formDataToComplianceForms, fieldsNamed } from './complianceForms'
export { humanizeFieldKey } from './humanizeFieldKey'
export { fieldKind, DATE_OR_EMPTY } from './fieldKind'
export type { FieldKind } from './fieldKind'
export type {
  ComplianceJsonSchema,
  ComplianceUiSchema,
  ComplianceFormData,
  ComplianceFieldRef,
  ComplianceFormContext,
  ComplianceFieldOverride,
  ComplianceFormOverride,
  ComplianceFormSchema,
} from './types'
export type {
  ComplianceSchemaOverrides,
  ComplianceAlertFieldRef,
  ComplianceFormsSchema,
} from './complianceForms'
