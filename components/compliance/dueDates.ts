import { isCalendarDate, parseCalendarDate, type Alert, type AlertDetail } from '../../hooks'

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

/** An alert's statutory due date (`alertActualDueDate`), else its `closeDate`; `null` without either. */
export function dueDateOf(alert: Alert | AlertDetail): string | null {
  const actual = (alert as { alertActualDueDate?: unknown }).alertActualDueDate
  if (typeof actual === 'string' && isCalendarDate(actual)) return actual
  return alert.closeDate && isCalendarDate(alert.closeDate) ? alert.closeDate : null
}

/** How pressing a due date is: past it, within 30 days, or neither. */
export type Urgency = 'overdue' | 'soon' | undefined

export function urgencyOf(due: string | null, today: string): Urgency {
  if (!due) return undefined
  if (due < today) return 'overdue'
  return due <= addCalendarDays(today, 30) ? 'soon' : undefined
}
