import type { FieldValue } from '../schemas/common'
import type { FormDefinition } from '../schemas/complianceAnswers'
import { fieldKind, DATE_OR_EMPTY, NUMERIC_OR_EMPTY, type FieldKind } from './fieldKind'
import { humanizeFieldKey } from './humanizeFieldKey'
import { fieldKey, getOwn, sectionKey, setOwn } from './keys'
import type {
  ComplianceFieldOverride,
  ComplianceFieldRef,
  ComplianceFormContext,
  ComplianceFormData,
  ComplianceFormOverride,
  ComplianceFormSchema,
  ComplianceJsonSchema,
  ComplianceUiSchema,
} from './types'

/** The section that holds fields without a prefix (spec 2.6 rule 2). */
const ROOT_SECTION = 'root'

const WIDGET: Record<FieldKind, string | undefined> = {
  boolean: 'checkbox',
  date: 'date',
  numericString: 'NumericTextWidget',
  number: 'NumericTextWidget',
  longText: 'textarea',
  text: undefined,
}

function fieldSchema(kind: FieldKind, value: FieldValue, title: string): ComplianceJsonSchema {
  switch (kind) {
    case 'boolean':
      return { type: 'boolean', title }
    case 'number':
      return { type: 'number', title }
    case 'date':
      return { type: 'string', title, pattern: DATE_OR_EMPTY }
    case 'numericString':
      return { type: 'string', title, pattern: NUMERIC_OR_EMPTY }
    default:
      return value === null ? { type: ['string', 'null'], title } : { type: 'string', title }
  }
}

function applyFieldOverride(
  schema: ComplianceJsonSchema,
  ui: ComplianceUiSchema,
  override: ComplianceFieldOverride | undefined,
): boolean {
  if (!override) return false
  if (override.title !== undefined) schema.title = override.title
  if (override.help !== undefined) ui['ui:help'] = override.help
  if (override.placeholder !== undefined) ui['ui:placeholder'] = override.placeholder
  if (override.widget !== undefined) ui['ui:widget'] = override.widget
  const isText = schema.type !== 'boolean' && schema.type !== 'number'
  if (override.enum && isText) {
    const choices = override.enum.map((choice) =>
      typeof choice === 'string' ? { value: choice, label: choice } : choice,
    )
    // Not required: the field may stay empty, so '' is a choice too.
    const blank = override.required ? [] : [{ value: '', label: '' }]
    schema.enum = [...blank, ...choices].map((choice) => choice.value)
    ui['ui:enumNames'] = [...blank, ...choices].map((choice) => choice.label)
    if (override.widget === undefined) ui['ui:widget'] = 'select'
    delete schema.pattern
  }
  if (override.required && isText) schema.minLength = 1
  return override.required === true
}

/** The override of `section.field` (`Section.Field` in `fields`). */
function fieldOverride(override: ComplianceFormOverride | undefined, section: string, field: string) {
  const fields = override?.fields
  return fields ? (getOwn(fields, `${section}.${field}`) as ComplianceFieldOverride | undefined) : undefined
}

/** The context a definition shows above its fields (`formTitle`, `version`, `statePicklist`). */
function formContextOf(definition: FormDefinition): ComplianceFormContext {
  return {
    formDefinitionId: definition.formDefinitionId,
    formDefinitionName: definition.formDefinitionName ?? null,
    formTitle: definition.formTitle ?? null,
    version: definition.version ?? null,
    statePicklist: definition.statePicklist ?? null,
  }
}

/**
 * One form definition's `sections` as an rjsf form (CMP-8): a group per section in the order
 * received, `root` first and without a heading; readable labels; the widget from the value seen
 * (boolean → checkbox, `YYYY-MM-DD` → date, numeric string → numeric text that stays a string, long
 * text → text area, anything else → text). Property keys are positional; `fields` maps each back to
 * its `Section.Field`. `override` adds titles, help, choices, required fields and widgets.
 * @example
 * const { schema, uiSchema, formData } = complianceFormToJsonSchema(alert.complianceForms[0].formDefinitions[0])
 */
export function complianceFormToJsonSchema(
  definition: FormDefinition,
  override?: ComplianceFormOverride,
): ComplianceFormSchema {
  const sectionNames = Object.keys(definition.sections)
  const order = sectionNames
    .map((name, index) => ({ name, index }))
    .sort((a, b) => Number(b.name === ROOT_SECTION) - Number(a.name === ROOT_SECTION))

  const properties: Record<string, ComplianceJsonSchema> = {}
  const uiSchema: ComplianceUiSchema = {}
  const formData: ComplianceFormData = {}
  const fields: ComplianceFieldRef[] = []

  for (const { name: section, index } of order) {
    const sKey = sectionKey(index)
    const values = (getOwn(definition.sections, section) ?? {}) as Record<string, FieldValue>
    const sectionProperties: Record<string, ComplianceJsonSchema> = {}
    const sectionUi: ComplianceUiSchema = {}
    const sectionData: Record<string, FieldValue> = {}
    const required: string[] = []
    Object.keys(values).forEach((field, fieldIndex) => {
      const fKey = fieldKey(fieldIndex)
      const value = values[field] as FieldValue
      const kind = fieldKind(value)
      const schema = fieldSchema(kind, value, humanizeFieldKey(field))
      const ui: ComplianceUiSchema = { 'ui:options': { fkKind: kind } }
      const widget = WIDGET[kind]
      if (widget) ui['ui:widget'] = widget
      // A cleared text field stays '' (a string, CMP-8), not rjsf's default `undefined`.
      if (kind !== 'boolean' && kind !== 'number') ui['ui:emptyValue'] = ''
      if (applyFieldOverride(schema, ui, fieldOverride(override, section, field))) required.push(fKey)
      setOwn(sectionProperties, fKey, schema)
      setOwn(sectionUi, fKey, ui)
      setOwn(sectionData, fKey, value)
      fields.push({
        path: `${section}.${field}`,
        section,
        field,
        key: [sKey, fKey],
        kind,
        label: schema.title ?? field,
      })
    })
    const isRoot = section === ROOT_SECTION
    const sectionTitle = (getOwn(override?.sections ?? {}, section) as { title?: string } | undefined)?.title
    const sectionSchema: ComplianceJsonSchema = {
      type: 'object',
      title: isRoot ? '' : (sectionTitle ?? humanizeFieldKey(section)),
      properties: sectionProperties,
    }
    if (required.length > 0) sectionSchema.required = required
    setOwn(properties, sKey, sectionSchema)
    setOwn(uiSchema, sKey, { ...sectionUi, 'ui:options': { fkSection: { name: section, root: isRoot } } })
    setOwn(formData, sKey, sectionData)
  }

  const context = formContextOf(definition)
  const schema: ComplianceJsonSchema = {
    type: 'object',
    title: override?.title ?? context.formTitle ?? context.formDefinitionName ?? '',
    properties,
  }
  if (override?.description !== undefined) schema.description = override.description
  uiSchema['ui:options'] = { fkDefinition: context }
  return { schema, uiSchema, formData, fields }
}
