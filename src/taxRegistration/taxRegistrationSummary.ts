// Reading a tax registration's status summary (TAX-2) for display. Only `orderPhase` and `orderStatus`
// are public; the collections' shapes are not (facts), so nothing here assumes one: a collection is a
// table only when it is a list of flat records, and anything else is left for a generic rendering.
import { isRecord } from '../api/isRecord'

/** The phases a tax registration walks through, in order; `On Hold` and `Cancelled` are states, not steps. */
export const TAX_REGISTRATION_PHASES = [
  'Order Received',
  'Processing',
  'Submitted to Agency',
  'Filing Approved',
  'Complete',
] as const

/** The members of the summary that the spec names; every other member is extra, shown generically. */
export const TAX_SUMMARY_KNOWN_KEYS = [
  'orderGuid',
  'orderPhase',
  'orderStatus',
  'accountNumbers',
  'taxRates',
  'agencyAccounts',
] as const

type Scalar = string | number | boolean | null

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** A list of flat records as columns (keys in first-seen order) and rows; cells keep their values. */
export interface RecordsTable {
  columns: string[]
  rows: Record<string, Scalar | undefined>[]
}

/**
 * `value` as a table when it is a non-empty list of records whose members are all scalars, the
 * state first when there is one; otherwise `undefined` (render it generically).
 */
export function recordsTable(value: unknown): RecordsTable | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  if (!value.every((row) => isRecord(row) && Object.values(row).every(isScalar))) return undefined
  const rows = value as Record<string, Scalar>[]
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  if (columns.length === 0) return undefined
  const first = columns.indexOf('state')
  if (first > 0) columns.unshift(...columns.splice(first, 1))
  return { columns, rows }
}

/** Whether a collection has nothing in it yet: absent, null, an empty list or an empty object. */
export function isNothingYet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return isRecord(value) && Object.keys(value).length === 0
}

/** A member name in words: `agencyAccounts` → `Agency accounts`, `EIN` stays, `first_name` → `First name`. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      /^[A-Z0-9]+$/.test(word) && word.length > 1
        ? word
        : index === 0
          ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
          : word.toLowerCase(),
    )
  return words.join(' ') || key
}

/** An `http:` or `https:` URL, which may be shown as a link; anything else (`javascript:` …) is text. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
