import type { FieldKind, FieldValue } from '../../hooks'
import { DATE_OR_EMPTY, humanizeFieldKey, US_STATE_CODES } from '../../hooks/coreHelpers'

// The service publishes no schema for its form fields (spec 2.6), only names and prefilled values.
// What a name says about its value — a contact e-mail, a date, a count, a US state, a ZIP, an EIN —
// is still enough to refuse obvious garbage ("not-an-email", "-3", "next tuesday") before sending.
// Only the form's lazy chunk imports this (ComplianceForm's up-front budget).

/** What a compliance field holds, as far as its name and value tell. */
export type FieldFormat = 'email' | 'date' | 'count' | 'usState' | 'zip' | 'ein'

// Matched on the name's words (`Contact_Email` → "contact email"), so `Candidate` is no date.
const RULES: readonly [FieldFormat, RegExp][] = [
  ['email', /\be-?mail( address)?$/],
  ['ein', /^(ein|fein|employer identification number)$/],
  ['zip', /\b(zip( code)?|postal code)$/],
  ['usState', /^((address|mailing|principal|business) )?state( code)?$/],
  ['count', /\bcount$|^count of |^number of \w+s$/],
  ['date', /\b(date|date of birth|dob)$/],
]

/**
 * The format a field's name announces, given its prefilled value and the kind it showed
 * (`fieldKind`). A value that says otherwise (a boolean `StateCode`, a `Zip` of "n/a") keeps what it
 * showed: what the service prefilled is never flagged, only what the owner types. Blank fits all.
 * @example fieldFormat('OfficerCount', '2', 'numericString') // 'count'
 */
export function fieldFormat(name: string, value: FieldValue, kind: FieldKind): FieldFormat | undefined {
  const format = formatOfName(name, kind)
  return format && fits(format, value) ? format : undefined
}

function fits(format: FieldFormat, value: FieldValue): boolean {
  if (typeof value === 'number') return format === 'count' && Number.isInteger(value) && value >= 0
  if (typeof value !== 'string') return value === null
  return new RegExp(format === 'date' ? DATE_OR_EMPTY : FORMAT_PATTERN[format], 'u').test(value)
}

function formatOfName(name: string, kind: FieldKind): FieldFormat | undefined {
  if (kind === 'date') return 'date'
  if (kind === 'boolean' || kind === 'longText') return undefined
  const words = humanizeFieldKey(name).toLowerCase()
  const format = RULES.find(([, rule]) => rule.test(words))?.[0]
  if (format === 'count')
    return kind === 'text' || kind === 'numericString' || kind === 'number' ? format : undefined
  // The rest are strings: a JSON number called `Zip` is left as the service sent it.
  return kind === 'number' ? undefined : format
}

/** Each format's pattern; every one also allows an empty value (the field may stay empty unless required). */
export const FORMAT_PATTERN: Record<Exclude<FieldFormat, 'date'>, string> = {
  email: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  count: '^(\\d+)?$',
  // The core's list (the fifty states and DC), which the service's bodies take: no territory.
  usState: `^(${US_STATE_CODES.join('|')})?$`,
  zip: '^(\\d{5}(-\\d{4})?)?$',
  ein: '^(\\d{2}-?\\d{7})?$',
}
