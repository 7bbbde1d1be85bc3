import { isCalendarDate } from './calendarDate'

// Dates as spreadsheets and people write them, read into the service's `YYYY-MM-DD` (CMP-3). US
// order only where the order is ambiguous (`11/28/2026` is November 28): the portal's owners are in
// the US. A value that is no real date in any of these forms is left for the check to refuse.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (value: number) => String(value).padStart(2, '0')

function date(year: number, month: number, day: number): string | undefined {
  const full = year < 100 ? 2000 + year : year
  const written = `${String(full).padStart(4, '0')}-${pad(month)}-${pad(day)}`
  return isCalendarDate(written) ? written : undefined
}

/**
 * `value` as `YYYY-MM-DD` when it is a real date written `2026-11-28`, `2026/11/28`, `11/28/2026`,
 * `11-28-2026`, `11/28/26`, `Nov 28, 2026`, `November 28 2026` or `28 November 2026`; else `undefined`.
 */
export function normalizeDate(value: string): string | undefined {
  const text = value.trim()
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)
  if (match) return date(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4}|\d{2})$/.exec(text)
  if (match) return date(Number(match[3]), Number(match[1]), Number(match[2]))
  const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1
  match = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text)
  if (match && monthOf(match[1]!) > 0) return date(Number(match[3]), monthOf(match[1]!), Number(match[2]))
  match = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text)
  if (match && monthOf(match[2]!) > 0) return date(Number(match[3]), monthOf(match[2]!), Number(match[1]))
  return undefined
}
