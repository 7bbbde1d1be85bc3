import type { SubmitAlertFormsInput } from '../schemas/compliance'
import type { ComplianceForm } from '../schemas/complianceAnswers'
import { complianceFormToJsonSchema } from './complianceFormToJsonSchema'
import { formDataToSections } from './formDataToSections'
import { definitionKey, getOwn, setOwn } from './keys'
import type {
  ComplianceFieldRef,
  ComplianceFormData,
  ComplianceFormOverride,
  ComplianceFormSchema,
  ComplianceJsonSchema,
  ComplianceUiSchema,
} from './types'

/** Overrides by `formDefinitionName` or `formDefinitionId` (the id wins when both match). */
export type ComplianceSchemaOverrides = Readonly<Record<string, ComplianceFormOverride>>

/** A field of an alert's forms: which definition it belongs to, and its key from the root. */
export interface ComplianceAlertFieldRef extends ComplianceFieldRef {
  formDataId: string
  formDefinitionId: string
}

/** The rjsf inputs of all an alert's forms together: one group per definition (CMP-9). */
export interface ComplianceFormsSchema extends Omit<ComplianceFormSchema, 'fields'> {
  fields: ComplianceAlertFieldRef[]
}

/** The override for a definition, by id first, then by name. */
function overrideFor(
  overrides: ComplianceSchemaOverrides | undefined,
  definition: { formDefinitionId: string; formDefinitionName?: string | null | undefined },
): ComplianceFormOverride | undefined {
  if (!overrides) return undefined
  return (getOwn(overrides, definition.formDefinitionId) ??
    (definition.formDefinitionName ? getOwn(overrides, definition.formDefinitionName) : undefined)) as
    ComplianceFormOverride | undefined
}

/**
 * Every form definition of every compliance form of an alert as one rjsf form (CMP-9): one group
 * per definition, in the order received, each built by `complianceFormToJsonSchema`.
 */
export function complianceFormsToJsonSchema(
  forms: readonly ComplianceForm[],
  overrides?: ComplianceSchemaOverrides,
): ComplianceFormsSchema {
  const properties: Record<string, ComplianceJsonSchema> = {}
  const uiSchema: ComplianceUiSchema = {}
  const formData: ComplianceFormData = {}
  const fields: ComplianceAlertFieldRef[] = []
  forms.forEach((form, formIndex) =>
    form.formDefinitions.forEach((definition, definitionIndex) => {
      const key = definitionKey(formIndex, definitionIndex)
      const one = complianceFormToJsonSchema(definition, overrideFor(overrides, definition))
      setOwn(properties, key, one.schema)
      setOwn(uiSchema, key, one.uiSchema)
      setOwn(formData, key, one.formData)
      for (const field of one.fields)
        fields.push({
          ...field,
          key: [key, ...field.key],
          formDataId: form.formDataId,
          formDefinitionId: definition.formDefinitionId,
        })
    }),
  )
  return { schema: { type: 'object', properties }, uiSchema, formData, fields }
}

/**
 * The submit body's `complianceForms` from the form data of `complianceFormsToJsonSchema` (CMP-8,
 * CMP-9): every form and definition received, each with its `formDataId` / `formDefinitionId` and
 * its sections rebuilt by `formDataToSections`.
 */
export function formDataToComplianceForms(
  formData: ComplianceFormData | undefined,
  forms: readonly ComplianceForm[],
): SubmitAlertFormsInput['complianceForms'] {
  return forms.map((form, formIndex) => ({
    formDataId: form.formDataId,
    formDefinitions: form.formDefinitions.map((definition, definitionIndex) => ({
      formDefinitionId: definition.formDefinitionId,
      sections: formDataToSections(
        getOwn(formData, definitionKey(formIndex, definitionIndex)) as ComplianceFormData | undefined,
        definition,
      ),
    })),
  }))
}
