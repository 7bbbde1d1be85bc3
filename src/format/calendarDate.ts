// The service's dates are calendar dates (`YYYY-MM-DD`): a day, not an instant. `new Date('2025-03-14')`
// is midnight UTC, which a viewer west of Greenwich sees as March 13. These helpers never shift.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `{ year, month, day }` of a real `YYYY-MM-DD` date (no Feb 30), else `null`. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC treats years 0–99 as 1900–1999; setUTCFullYear puts them back.
  date.setUTCFullYear(year)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return { year, month, day }
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null
}

/**
 * A `YYYY-MM-DD` date formatted for `locale` as the same calendar day wherever the viewer is;
 * a value that is not such a date comes back unchanged.
 * @example formatCalendarDate('2025-03-14', 'en-US') // 'Mar 14, 2025'
 */
export function formatCalendarDate(
  value: string,
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = { dateStyle: 'medium' },
): string {
  const parts = parseCalendarDate(value)
  if (!parts) return value
  const instant = new Date(Date.UTC(parts.year, parts.month - 1, parts.day))
  instant.setUTCFullYear(parts.year)
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(instant)
}
