import type { FieldKind } from './fieldKind'

/** The JSON Schema subset the conversions produce (JSON Schema draft 7, as @rjsf and ajv read it). */
export interface ComplianceJsonSchema {
  type: 'object' | 'string' | 'boolean' | 'number' | ['string', 'null']
  title?: string
  description?: string
  properties?: Record<string, ComplianceJsonSchema>
  required?: string[]
  pattern?: string
  minLength?: number
  enum?: (string | null)[]
}

/** An rjsf uiSchema: `ui:*` directives, and one member per property key. */
export type ComplianceUiSchema = { [key: string]: unknown }

/** Form data keyed by the schema's property keys (section key → field key → value). */
export type ComplianceFormData = { [key: string]: unknown }

/** One field of a form, tying the service's name to where it lives in the schema and form data. */
export interface ComplianceFieldRef {
  /** `Section.Field`, as the service names it in a refusal (CMP-10). */
  path: string
  section: string
  field: string
  /** Property keys from the schema's root to the field, e.g. `['s0', 'f2']`. */
  key: readonly string[]
  kind: FieldKind
  /** The label shown, e.g. "Filed qualification date". */
  label: string
}

/** What a form definition shows as context above its fields. */
export interface ComplianceFormContext {
  formDefinitionId: string
  formDefinitionName: string | null
  formTitle: string | null
  version: string | null
  statePicklist: string | null
}

/** What a partner may add to one field without forking (keyed `Section.Field`; root fields `root.Field`). */
export interface ComplianceFieldOverride {
  /** The label instead of the one derived from the field's name. */
  title?: string
  /** Help under the field. */
  help?: string
  placeholder?: string
  /** The allowed values: a select instead of a text input. */
  enum?: readonly (string | { value: string; label: string })[]
  /** The field must not be left empty (the service does not publish which are; CMP-10). */
  required?: boolean
  /** An rjsf widget name (ours or one passed in `widgets`), e.g. `textarea` or `RadioWidget`. */
  widget?: string
}

/** A partner's additions to one form definition; pass by `formDefinitionName` or `formDefinitionId`. */
export interface ComplianceFormOverride {
  /** The heading instead of the service's `formTitle`. */
  title?: string
  /** Text under the heading. */
  description?: string
  /** Section names → a heading instead of the one derived from the name. */
  sections?: Readonly<Record<string, { title?: string }>>
  /** `Section.Field` → additions to that field. */
  fields?: Readonly<Record<string, ComplianceFieldOverride>>
}

/** The rjsf inputs of a form definition, and how its fields map back (CMP-8). */
export interface ComplianceFormSchema {
  schema: ComplianceJsonSchema
  uiSchema: ComplianceUiSchema
  formData: ComplianceFormData
  fields: ComplianceFieldRef[]
}
