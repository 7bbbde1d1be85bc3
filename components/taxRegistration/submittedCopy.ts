// What the owner submitted for a tax registration, kept with the draft store so that a reload still
// shows it: the service never sends it back (TAX-2). Only the tracker imports this (the form's bundle
// has no room). The stored copy never holds a secret — an SSN, ITIN or tax id is left out, an EIN keeps
// only its last four digits, a date of birth is left out — and what is read back is cleaned the same
// way and bounded, so a planted or corrupted entry shows nothing it should not.
import type { CreateTaxRegistrationInput } from '../../hooks'
import { isRecord } from '../../hooks/coreHelpers'
import type { ComplianceDraftStorage } from '../compliance/complianceDraft'
import { stateLabel } from './taxRegistrationText'

const VERSION = 1
const MAX_TEXT = 1_000
const MAX_DEPTH = 6
const MAX_ITEMS = 100
/** Members never stored: secrets and a person's date of birth. */
const SECRET = /^(ssn|itin|tin|taxid|socialsecuritynumber|dateofbirth|dob|password)$/i

const keyOf = (orderGuid: string) => `filing-kit:tax-registration-submitted:${orderGuid}`

/** `value` without secrets, an EIN masked, bounded in size; `undefined` for what JSON should not hold. */
function clean(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT) return undefined
    // An EIN (NN-NNNNNNN, or 9 bare digits) keeps its last four digits only.
    return /^ein$/i.test(key) ? value.replace(/\d(?=(?:\D*\d){4})/g, '•') : value
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'boolean' || value === null) return value
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clean(item, '', depth + 1) ?? null)
  // Own members only, defined (not assigned): a stored `__proto__` stays an inert member.
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ITEMS)
      .map(([name, member]) => [
        name,
        SECRET.test(name.replace(/[^a-z]/gi, '')) ? undefined : clean(member, name, depth + 1),
      ])
      .filter(([, kept]) => kept !== undefined),
  )
}

/** The stored entry for `orderGuid` as text (compared by value on each render), `null` if none. */
export function storedSubmitted(
  storage: ComplianceDraftStorage | undefined,
  orderGuid: string,
): string | null {
  try {
    return storage?.getItem(keyOf(orderGuid)) ?? null
  } catch {
    // Refused: nothing was stored either.
    return null
  }
}

/** The copy of what was submitted in a stored entry, cleaned; `undefined` if none or not ours. */
export function parseSubmitted(entry: string | null): CreateTaxRegistrationInput | undefined {
  let stored: unknown
  try {
    stored = JSON.parse(entry ?? 'null')
  } catch {
    return undefined
  }
  if (!isRecord(stored) || stored.v !== VERSION) return undefined
  const copy = clean(stored.submitted)
  return isRecord(copy) && isRecord(copy.businessDetails)
    ? (copy as unknown as CreateTaxRegistrationInput)
    : undefined
}

/** Keeps a cleaned copy of what was submitted for `orderGuid`. */
export function saveSubmitted(
  storage: ComplianceDraftStorage | undefined,
  orderGuid: string,
  submitted: CreateTaxRegistrationInput,
): void {
  try {
    storage?.setItem(keyOf(orderGuid), JSON.stringify({ v: VERSION, submitted: clean(submitted) }))
  } catch {
    // Full or refused: the copy stays with the page that passed it.
  }
}

/** The business's name in what was submitted, if it is text worth showing. */
export function businessNameOf(submitted: CreateTaxRegistrationInput | undefined): string | undefined {
  const name = submitted?.businessDetails.legalName
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined
}

/** The states of what was submitted, by name, as a list in `locale` ("California and New York"). */
export function statesOf(
  submitted: CreateTaxRegistrationInput | undefined,
  locale: string,
): string | undefined {
  const info = submitted?.stateInfo
  const names = (Array.isArray(info) ? info : info ? [info] : [])
    .map((entry) => entry.state)
    .filter((code): code is string => typeof code === 'string' && code.trim() !== '')
    .map(stateLabel)
  return names.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) : undefined
}
