// Compliance sections ⇄ JSON Schema + uiSchema for @rjsf (CMP-8, CMP-9): pure functions, no React.
export { complianceFormToJsonSchema } from './complianceFormToJsonSchema'
export { formDataToSections } from './formDataToSections'
export { complianceFormsToJsonSchema, formDataToComplianceForms } from './complianceForms'
export { fieldsNamed } from './fieldsNamed'
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
// The field dictionary and the answers' checks before sending (issue 31), one headless place.
export { complianceFieldDomain } from './complianceFieldDomain'
export type { ComplianceFieldDomain, ComplianceFieldType } from './complianceFieldDomain'
export { checkComplianceAnswers } from './checkComplianceAnswers'
export type {
  ComplianceAnswerProblem,
  ComplianceAnswerProblemCode,
  CheckComplianceAnswersOptions,
} from './checkComplianceAnswers'
export { parseComplianceNumber } from './parseComplianceNumber'
export { withCountedBlocks } from './withCountedBlocks'
export { withComplianceSignature, complianceSignatureFields } from './withComplianceSignature'
export type { ComplianceSignature } from './withComplianceSignature'
