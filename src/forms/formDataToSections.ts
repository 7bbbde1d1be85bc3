import type { FieldValue } from '../schemas/common'
import type { FormSections } from '../schemas/compliance'
import type { FormDefinition } from '../schemas/complianceAnswers'
import { fieldKey, getOwn, sectionKey, setOwn } from './keys'
import { complianceNumericString, parseComplianceNumber } from './parseComplianceNumber'
import type { ComplianceFormData } from './types'

const NUMERIC = /^-?\d+(\.\d+)?$/
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/

/**
 * What the owner typed, as the service's numeric string where it is a number (issue 31): in a field
 * the service sent a numeric string, read as people type it ("363,000", "$1,200" → "363000", "1200");
 * anywhere else only the commas grouping its thousands go ("363,000" → "363000"; an account number
 * keeps its leading zeros). The dictionary is not read here: this module is on every page that
 * imports the hooks (esbuild's code splitting, issue 23), the dictionary only in the form's chunk.
 */
function asNumericText(received: FieldValue, typed: string): string {
  // Already a numeric string ("363000.00"): sent as typed, so an untouched value comes back unchanged.
  if (NUMERIC.test(typed)) return typed
  if (typeof received === 'string' && NUMERIC.test(received) && !/^0\d/.test(received))
    return complianceNumericString(typed)
  return GROUPED.test(typed.trim()) ? typed.trim().replace(/,/g, '') : typed
}

/**
 * A scalar the owner typed as text. An object or array is no field's value: `String()` on one runs
 * whatever `toString` it carries (form data is the page's, so `{ toString: [] }` threw a TypeError
 * out of the send), so the received value stands instead.
 */
function asText(edited: unknown): string | undefined {
  if (typeof edited === 'string') return edited
  return typeof edited === 'number' || typeof edited === 'boolean' ? String(edited) : undefined
}

/** The edited value in the received value's type (CMP-8); the received value when there is none. */
function keepType(received: FieldValue, edited: unknown): FieldValue {
  if (edited === undefined) return received
  if (typeof received === 'boolean') return typeof edited === 'boolean' ? edited : received
  if (typeof received === 'number') {
    if (typeof edited === 'number' && Number.isFinite(edited)) return edited
    const number = typeof edited === 'string' ? parseComplianceNumber(edited) : undefined
    return number ?? received
  }
  if (received === null) {
    if (edited === null || edited === '') return null
    return typeof edited === 'string' ? asNumericText(received, edited) : (asText(edited) ?? received)
  }
  // A string (text, date, numeric string): stays a string, '' when cleared.
  if (edited === null) return ''
  return typeof edited === 'string' ? asNumericText(received, edited) : (asText(edited) ?? received)
}

/**
 * The reverse of `complianceFormToJsonSchema` (CMP-8): rebuilds the definition's `sections` from rjsf
 * form data — the same section names in the same order, the same field names, each value in the
 * type it was received in (a numeric string stays a string, a boolean a boolean); fields the form
 * data lacks are sent back as received, and nothing outside the definition is sent.
 * @example
 * const sections = formDataToSections(formData, definition)
 */
export function formDataToSections(
  formData: ComplianceFormData | undefined,
  definition: FormDefinition,
): FormSections {
  const sections: FormSections = {}
  Object.keys(definition.sections).forEach((section, sectionIndex) => {
    const received = getOwn(definition.sections, section) as Record<string, FieldValue>
    const edited = getOwn(formData, sectionKey(sectionIndex))
    const fields: Record<string, FieldValue> = {}
    Object.keys(received).forEach((field, fieldIndex) => {
      setOwn(fields, field, keepType(received[field] as FieldValue, getOwn(edited, fieldKey(fieldIndex))))
    })
    setOwn(sections, section, fields)
  })
  return sections
}
