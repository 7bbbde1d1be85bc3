import { type Alert, type AlertDetail } from '../../hooks'
import { isCalendarDate, parseCalendarDate } from '../../hooks/coreHelpers'

// Calendar dates (`YYYY-MM-DD`) compared as text and moved by whole days in UTC: no time zone shifts.

const DAY_MS = 86_400_000

/** The viewer's today as `YYYY-MM-DD`, from their own clock and time zone. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** `date` moved by `days` whole days. */
export function addCalendarDays(date: string, days: number): string {
  const parts = parseCalendarDate(date)
  if (!parts) return date
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * DAY_MS)
  return moved.toISOString().slice(0, 10)
}

/**
 * Which date an alert is placed by (design.md, "Dates"): `due` is the statutory due date
 * (`alertActualDueDate`, spec 2.5), the only date ever called "Due"; `fileBy` is the service's target
 * close date (`closeDate`), named "File by", used only where the statutory date is not known (the
 * list view of CMP-6 does not carry it).
 */
export type AlertDateKind = 'due' | 'fileBy'

/** An alert's key date and what it is; `null` without either date. */
export interface AlertKeyDate {
  date: string
  kind: AlertDateKind
}

/** The statutory due date (`alertActualDueDate`) when the answer carries a valid one, else `null`. */
export function statutoryDueDateOf(alert: Alert | AlertDetail): string | null {
  const actual = (alert as { alertActualDueDate?: unknown }).alertActualDueDate
  return typeof actual === 'string' && isCalendarDate(actual) ? actual : null
}

/** The service's target date (`closeDate`), to file by, when valid, else `null`. */
export function fileByDateOf(alert: Alert | AlertDetail): string | null {
  return alert.closeDate && isCalendarDate(alert.closeDate) ? alert.closeDate : null
}

/** The date an alert is sorted, marked and placed by: its statutory due date, else its file-by date. */
export function keyDateOf(alert: Alert | AlertDetail): AlertKeyDate | null {
  const due = statutoryDueDateOf(alert)
  if (due) return { date: due, kind: 'due' }
  const fileBy = fileByDateOf(alert)
  return fileBy ? { date: fileBy, kind: 'fileBy' } : null
}

/** How pressing a date is: past it, within 30 days, or neither. */
// A statutory date is "Due", and late past it; a target date is "File by", and says only that it passed.
export const DATE_WORDS = {
  due: { at: 'compliance.due', overdue: 'compliance.overdue', soon: 'compliance.dueSoon' },
  fileBy: { at: 'compliance.fileBy', overdue: 'compliance.fileByPassed', soon: 'compliance.fileBySoon' },
} as const

export type Urgency = 'overdue' | 'soon' | undefined

export function urgencyOf(date: string | null, today: string): Urgency {
  if (!date) return undefined
  if (date < today) return 'overdue'
  return date <= addCalendarDays(today, 30) ? 'soon' : undefined
}
