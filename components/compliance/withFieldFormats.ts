// The formats and bounds the compliance fields' names announce (./fieldFormat), added to the schema
// the form was converted to: applied in the form's lazy chunk, where rjsf checks them, so
// ComplianceForm's up-front code stays within its budget.
import type { ComplianceAlertFieldRef, ComplianceFormsSchema, FieldValue } from '../../hooks'
import { DATE_OR_EMPTY } from '../../hooks/coreHelpers'
import { fieldFormat, FORMAT_PATTERN, type FieldFormat } from './fieldFormat'

/** A field of the form with what its name says it holds. */
export interface FormattedFieldRef extends ComplianceAlertFieldRef {
  format?: FieldFormat
}

type Node = Record<string, unknown>

/** What lies at `keys` (own properties only), each under `step` when given (`properties`). */
function valueAt(root: unknown, keys: readonly string[], step?: string): unknown {
  let node = root
  for (const key of keys) {
    if (step) node = (node as Node | undefined)?.[step]
    node =
      node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Node)[key] : undefined
  }
  return node
}
function at(root: unknown, keys: readonly string[], step?: string): Node | undefined {
  const node = valueAt(root, keys, step)
  return node !== null && typeof node === 'object' ? (node as Node) : undefined
}

/**
 * `converted` with each field's format checked: a pattern (e-mail, US state, ZIP, EIN, a count as
 * digits), a whole number ≥ 0 for a count the service sends as a number, and a date input for a date
 * field even when blank. A field with choices (a partner's `enum`) is left as the partner made it.
 */
export function withFieldFormats(converted: ComplianceFormsSchema): ComplianceFormsSchema & {
  fields: FormattedFieldRef[]
} {
  const schema = structuredClone(converted.schema)
  const uiSchema = structuredClone(converted.uiSchema)
  const fields = converted.fields.map((field): FormattedFieldRef => {
    const value = valueAt(converted.formData, field.key) as FieldValue
    const format = fieldFormat(field.field, value, field.kind)
    const node = at(schema, field.key, 'properties')
    const ui = at(uiSchema, field.key)
    if (!format || !node || !ui || node.enum !== undefined) return field
    // A blank field was a text box: it gets the format's widget, unless a partner chose one.
    const retype = field.kind === 'text' && ui['ui:widget'] === undefined
    if (typeof value === 'string' && format === 'date') {
      node.type = 'string'
      node.pattern = DATE_OR_EMPTY
      if (retype) ui['ui:widget'] = 'date'
      return { ...field, kind: 'date', format }
    }
    if (format === 'date') return field
    if (node.type === 'number') {
      if (format !== 'count') return field
      node.type = 'integer'
      node.minimum = 0
      return { ...field, format }
    }
    node.pattern = FORMAT_PATTERN[format]
    if (format === 'count' && typeof value === 'string') {
      if (retype) ui['ui:widget'] = 'NumericTextWidget'
      return { ...field, kind: 'numericString', format }
    }
    return { ...field, format }
  })
  return { ...converted, schema, uiSchema, fields }
}
