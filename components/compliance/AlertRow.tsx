'use client'
import { useMemo } from 'react'
import { type Alert } from '../../hooks'
import { parseCalendarDate } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import type { Text } from '../base/useText'
import type { ComplianceMessageId } from '../messages/en/compliance'
import type { ComplianceValueMessageId } from '../messages/en/complianceValues'
import type { PlanMessageId } from '../messages/en/plans'
import { alertNameIn } from './alertNameIn'
import { alertTitle } from './alertTitle'
import { DATE_WORDS, keyDateOf, urgencyOf, type AlertKeyDate, type Urgency } from './dueDates'

// One row of ComplianceAlertList: the alerts as rows in date order, and how a row is drawn.

export interface AlertListRow {
  alert: Alert
  /** The statutory due date when the answer has it, else the file-by date (design.md, "Dates"). */
  date: AlertKeyDate | null
  urgency: Urgency
  company: string
  type: string
  haystack: string
}

// Plain code-point order: dates are ISO strings, and 5,000 localeCompare calls cost a render.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const NO_DATE = '9999-12-31'

/**
 * The alerts as the list's rows: soonest date first (none last), then by name. `nameOf` is the name
 * as the page says it (alertNameIn), searched as well as the service's.
 */
export function toRows(
  alerts: readonly Alert[],
  today: string,
  nameOf: (alert: Alert) => string = (alert) => alert.name,
): AlertListRow[] {
  return alerts
    .map((alert) => {
      const date = keyDateOf(alert)
      const company = alert.entityName ?? ''
      const type = alert.serviceCategory ?? ''
      return {
        alert,
        date,
        urgency: urgencyOf(date?.date ?? null, today),
        company,
        type,
        haystack: `${alert.name} ${nameOf(alert)} ${company} ${type} ${alert.state ?? ''}`.toLowerCase(),
      }
    })
    .sort(
      (a, b) =>
        byCodePoint(a.date?.date ?? NO_DATE, b.date?.date ?? NO_DATE) ||
        byCodePoint(a.alert.name, b.alert.name),
    )
}

/** Formatters made once per list: building an Intl formatter per row costs more than the row. */
export interface Formats {
  date: (value: string) => string
  money: (amount: number) => string
}
export function useFormats(locale: string): Formats {
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    const amounts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    return {
      // A calendar date as that day in UTC, so no time zone shifts it (as formatCalendarDate does).
      date: (value) => {
        const parts = parseCalendarDate(value)
        return parts ? dates.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : value
      },
      money: (amount) => amounts.format(amount),
    }
  }, [locale])
}

/** `text` with the date in its place, kept whole: a narrow column breaks the sentence, never the date. */
function DateIn({ text, date }: { text: string; date: string }) {
  const [before, after] = text.split('\u0000')
  return (
    <>
      {before}
      <span className="fk-nowrap">{date}</span>
      {after}
    </>
  )
}

/** One alert of the list, drawn in the row the virtualizer placed. */
export function AlertRow({
  row,
  scoped,
  text,
  formats,
}: {
  row: AlertListRow
  /** The list shows one company's alerts: its name is already said by the page. */
  scoped: boolean
  text: Text<ComplianceMessageId | PlanMessageId | ComplianceValueMessageId>
  formats: Formats
}) {
  const { Badge } = useComponents()
  const { t } = text
  const { date, money } = formats
  const [name, company] = alertTitle(alertNameIn(row.alert.name, row.type, text), row.company, scoped)
  const words = row.date ? DATE_WORDS[row.date.kind] : null
  // Every row the same: name and company on the left; the date on the right of the first line, any mark and the price under it.
  return (
    <>
      <span className="fk-compliance-row-main">
        <span className="fk-compliance-row-name">{name}</span>
        <span className="fk-muted">{[company, row.alert.state].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="fk-compliance-row-meta">
        <span className="fk-compliance-row-date">
          {row.date && words ? (
            <DateIn text={t(words.at, { date: '\u0000' })} date={date(row.date.date)} />
          ) : (
            t('common.notSet')
          )}
        </span>
        <span className="fk-compliance-row-marks">
          {words && row.urgency ? (
            <Badge tone={row.urgency === 'overdue' ? 'danger' : 'warning'}>
              {t(row.urgency === 'overdue' ? words.overdue : words.soon)}
            </Badge>
          ) : null}
          {typeof row.alert.amount === 'number' ? (
            <span className="fk-compliance-row-amount">{money(row.alert.amount)}</span>
          ) : null}
        </span>
      </span>
    </>
  )
}
