import type { FieldValue } from '../schemas/common'
import type { FormSections } from '../schemas/compliance'
import type { FormDefinition } from '../schemas/complianceAnswers'
import { fieldKey, getOwn, sectionKey, setOwn } from './keys'
import type { ComplianceFormData } from './types'

const NUMERIC = /^-?\d+(\.\d+)?$/

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
    if (typeof edited === 'string' && NUMERIC.test(edited.trim())) return Number(edited)
    return received
  }
  if (received === null) {
    if (edited === null || edited === '') return null
    return asText(edited) ?? received
  }
  // A string (text, date, numeric string): stays a string, '' when cleared.
  if (edited === null) return ''
  return asText(edited) ?? received
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
