import { isCalendarDate } from '../format/calendarDate'
import type { FieldValue } from '../schemas/common'

/** How a compliance field is edited, from the value the service sent (CMP-8's value types). */
export type FieldKind = 'boolean' | 'date' | 'numericString' | 'number' | 'longText' | 'text'

const NUMERIC = /^-?\d+(\.\d+)?$/
/** Strings this long, or with a line break, get a text area. */
const LONG_TEXT_LENGTH = 80

/**
 * The kind of a received value: boolean → checkbox, `YYYY-MM-DD` → date, numeric string → numeric
 * input whose value stays a string, long text → text area, anything else (an empty string, `null`) →
 * a text input.
 */
export function fieldKind(value: FieldValue): FieldKind {
  if (typeof value === 'boolean') return 'boolean'
  if (typeof value === 'number') return 'number'
  if (typeof value !== 'string') return 'text'
  if (isCalendarDate(value)) return 'date'
  if (NUMERIC.test(value)) return 'numericString'
  if (value.length > LONG_TEXT_LENGTH || value.includes('\n')) return 'longText'
  return 'text'
}

/** A numeric string or nothing (the field may be left empty unless required). */
export const NUMERIC_OR_EMPTY = '^(-?\\d+(\\.\\d+)?)?$'
/** The pattern of a `YYYY-MM-DD` date or nothing: a compliance date field's, wherever it is checked. */
export const DATE_OR_EMPTY = '^(\\d{4}-\\d{2}-\\d{2})?$'
