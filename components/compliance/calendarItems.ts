import { type Alert, type Subscription } from '../../hooks'
import { isCalendarDate, parseCalendarDate } from '../../hooks/coreHelpers'
import type { Text } from '../base/useText'
import type { PlanMessageId } from '../messages/en/plans'
import type { ComplianceValueMessageId } from '../messages/en/complianceValues'
import { planStatus, serviceName } from '../subscriptions/plan'
import { alertNameIn } from './alertNameIn'
import { addCalendarDays, keyDateOf, type AlertDateKind } from './dueDates'

/**
 * What a calendar day can hold: an alert (on its statutory due date, else its file-by date: see the
 * item's `dateKind`), a plan's end, a plan's auto-renewal.
 */
export type ComplianceCalendarItemKind = 'alert' | 'planEnd' | 'autoRenew'

/** One entry of the calendar, with the alert or plan it comes from. */
export type ComplianceCalendarItem =
  | {
      kind: 'alert'
      date: string
      /** `due`: `date` is the statutory due date; `fileBy`: the service's target date, named "File by". */
      dateKind: AlertDateKind
      id: string
      title: string
      company: string | null
      alert: Alert
    }
  | {
      kind: 'planEnd' | 'autoRenew'
      date: string
      id: string
      title: string
      company: string | null
      subscription: Subscription
    }

export const KINDS: readonly ComplianceCalendarItemKind[] = ['alert', 'planEnd', 'autoRenew']

/** Every dated item, sorted by date, then kind, then title. */
export function calendarItems(
  alerts: readonly Alert[],
  plans: readonly Subscription[],
  text: Pick<Text<PlanMessageId | ComplianceValueMessageId>, 't'> & { locale?: string },
): ComplianceCalendarItem[] {
  const items: ComplianceCalendarItem[] = []
  for (const alert of alerts) {
    const key = keyDateOf(alert)
    const title = alertNameIn(alert.name, alert.serviceCategory, text)
    if (key)
      items.push({
        kind: 'alert',
        date: key.date,
        dateKind: key.kind,
        id: alert.id,
        title,
        company: unlessNamed(title, alert.entityName),
        alert,
      })
  }
  for (const plan of plans) {
    if (planStatus(plan) === 'Cancelled') continue
    const title = serviceName(plan.serviceCategory, text)
    const company = unlessNamed(title, plan.entityName)
    // CMP-17: only an Auto Renewal plan has an auto-renew date.
    const renews =
      plan.renewalType === 'Auto Renewal' && plan.autoRenewDate && isCalendarDate(plan.autoRenewDate)
        ? plan.autoRenewDate
        : null
    // A plan that renews on the day its term ends does not end that day: one entry, "Renews".
    if (plan.endDate && isCalendarDate(plan.endDate) && plan.endDate !== renews)
      items.push({ kind: 'planEnd', date: plan.endDate, id: plan.id, title, company, subscription: plan })
    if (renews)
      items.push({
        kind: 'autoRenew',
        date: renews,
        id: plan.id,
        title,
        company,
        subscription: plan,
      })
  }
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) ||
      a.title.localeCompare(b.title),
  )
}

/**
 * The company to show beside an item's title, or `null` where the title already names it (the
 * service's alert names end in the company's: "Annual Report 2026 - Prairie Bakery P.C.").
 */
function unlessNamed(title: string, company: string | null | undefined): string | null {
  if (!company) return null
  return title.toLocaleLowerCase().includes(company.toLocaleLowerCase()) ? null : company
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7)

/** Whether `value` is a `YYYY-MM` month. */
export const isMonth = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

/** The first day of `month` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months]
  const moved = new Date(Date.UTC(year, index, 1))
  return moved.toISOString().slice(0, 7)
}

/** Days in a month. */
export function daysIn(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (no time zone involved). */
export function weekday(date: string): number {
  const parts = parseCalendarDate(date)!
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()
}

/** The locale's first day of the week as 0 (Sunday) … 6; Sunday where the browser cannot say. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = (
      new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
    ).getWeekInfo?.()
    return info ? info.firstDay % 7 : 0
  } catch {
    return 0
  }
}

/** The month's weeks: each seven dates or `null` for the days of the neighbouring months. */
export function monthWeeks(month: string, firstDay: number): (string | null)[][] {
  const first = `${month}-01`
  const lead = (weekday(first) - firstDay + 7) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 0; day < daysIn(month); day += 1) cells.push(addCalendarDays(first, day))
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The date `days` away from `date`, for the grid's arrow keys. */
export const moveDate = addCalendarDays
