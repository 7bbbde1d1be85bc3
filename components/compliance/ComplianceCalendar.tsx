'use client'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useAlerts, useSubscriptions } from '../../hooks'
import { formatCalendarDate } from '../../hooks/coreHelpers'
import { findById } from '../base/findById'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceMessages } from '../messages/en/compliance'
import {
  addMonths,
  calendarItems,
  firstDayOfWeek,
  isMonth,
  monthOf,
  monthWeeks,
  moveDate,
  weekday,
  type ComplianceCalendarItem,
} from './calendarItems'
import { CalendarOverdue } from './CalendarOverdue'
import { planAndValueMessages } from './planAndValueMessages'
import { calendarMarks, MARK, MARK_KIND, MARK_MESSAGE, markOf } from './calendarMarks'
import { todayCalendarDate } from './dueDates'

export type { ComplianceCalendarItem, ComplianceCalendarItemKind } from './calendarItems'

/** Props of `ComplianceCalendar`. */
export interface ComplianceCalendarProps {
  /** Only this company's alerts and plans. */
  companyId?: string
  /** The month shown first, `YYYY-MM`; today's month by default. */
  month?: string
  /** `month` (a grid of days) or `agenda` (a list of what is due that month). Default `month`. */
  view?: 'month' | 'agenda'
  /**
   * The user chose an item (click, or Enter on it). The second argument is where it lives: the
   * company (alerts and plans name it differently in the service's answers) and the alert or plan id.
   */
  onSelect?: (item: ComplianceCalendarItem, target: ComplianceCalendarTarget) => void
  /** Today as `YYYY-MM-DD` (marked in the grid); the viewer's own day by default. */
  today?: string
  className?: string
}

/** Where a chosen calendar item lives. */
export interface ComplianceCalendarTarget {
  /** The company of the alert or plan; `null` if the service left it out. */
  companyId: string | null
  /** The alert's id, for an alert item. */
  alertId?: string
  /** The plan's id, for a plan end or renewal. */
  subscriptionId?: string
}

function targetOf(item: ComplianceCalendarItem, companyId: string | undefined): ComplianceCalendarTarget {
  // List alerts carry their company as `entityId` (spec 2.5), plans too (2.7): never `companyId`.
  if (item.kind === 'alert') return { companyId: item.alert.entityId ?? companyId ?? null, alertId: item.id }
  return { companyId: item.subscription.entityId ?? companyId ?? null, subscriptionId: item.id }
}

const SHOWN_PER_DAY = 2

const KEY_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

function ComplianceCalendarView({
  companyId,
  month: monthProp,
  view: viewProp = 'month',
  onSelect,
  today: todayProp,
  className,
}: ComplianceCalendarProps) {
  const alerts = useAlerts(companyId ? { companyId } : {})
  const plans = useSubscriptions(companyId ? { companyId } : {})
  const text = useText(complianceMessages, planAndValueMessages)
  const { t, locale } = text
  const { Heading, Button, RadioGroup, Alert: Notice } = useComponents()
  const id = useId()
  const [today] = useState(() => todayProp ?? todayCalendarDate())
  const initialMonth = isMonth(monthProp) ? monthProp : monthOf(today)

  // `month` and `view` are where the calendar starts, and follow the props when the host changes them.
  const [shown, setShown] = useState({ monthProp, viewProp, month: initialMonth, view: viewProp })
  if (shown.monthProp !== monthProp || shown.viewProp !== viewProp)
    setShown({ monthProp, viewProp, month: initialMonth, view: viewProp })
  const { month, view } = shown
  const setMonth = (next: string) => setShown((current) => ({ ...current, month: next }))
  const earliest = month > monthOf(today) ? today : `${month}-01`
  const [focused, setFocused] = useState(() =>
    monthOf(today) === initialMonth ? today : `${initialMonth}-01`,
  )
  const [selectedDay, setSelectedDay] = useState<string>()
  const moveFocusToGrid = useRef(false)
  const moveFocusToDayItems = useRef(false)

  const items = useMemo(
    () => calendarItems(alerts.data ?? [], plans.data?.subscriptions ?? [], text),
    [alerts.data, plans.data, text],
  )
  const byDate = useMemo(() => {
    const map = new Map<string, ComplianceCalendarItem[]>()
    for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item])
    return map
  }, [items])

  const loaded = alerts.data && plans.data
  const failed = alerts.error ?? plans.error
  const state = baseState({ read: { data: loaded, error: failed }, empty: items.length === 0 })

  const monthLabel = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)))
  const firstDay = firstDayOfWeek(locale)
  const weeks = monthWeeks(month, firstDay)
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    // 2023-01-01 was a Sunday.
    const date = new Date(Date.UTC(2023, 0, 1 + ((firstDay + index) % 7)))
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    }
  })
  const inMonth = (date: string) => monthOf(date) === month
  const activeDate = inMonth(focused) ? focused : `${month}-01`
  const dayId = (date: string) => `${id}-day-${date}`
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (moveFocusToDayItems.current) {
      moveFocusToDayItems.current = false
      findById(rootRef.current, `${id}-selected-items`)?.querySelector('button')?.focus()
    }
    if (!moveFocusToGrid.current) return
    moveFocusToGrid.current = false
    findById(rootRef.current, dayId(activeDate))?.focus()
  })

  const focusDate = (date: string) => {
    moveFocusToGrid.current = true
    setFocused(date)
    if (!inMonth(date)) setMonth(monthOf(date))
  }
  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { key } = event
    let next: string | undefined
    if (key in KEY_DAYS) next = moveDate(activeDate, KEY_DAYS[key]!)
    else if (key === 'Home') next = moveDate(activeDate, -((weekday(activeDate) - firstDay + 7) % 7))
    else if (key === 'End') next = moveDate(activeDate, 6 - ((weekday(activeDate) - firstDay + 7) % 7))
    else if (key === 'PageUp' || key === 'PageDown') {
      const target = addMonths(month, key === 'PageUp' ? -1 : 1)
      const day = Math.min(
        Number(activeDate.slice(8, 10)),
        new Date(Date.UTC(+target.slice(0, 4), +target.slice(5, 7), 0)).getUTCDate(),
      )
      next = `${target}-${String(day).padStart(2, '0')}`
    }
    if (!next) return
    event.preventDefault()
    focusDate(next)
  }
  // A day's items open below the grid, and the focus goes to the first: Enter there selects it.
  const chooseDay = (date: string) => {
    setFocused(date)
    setSelectedDay(date)
    if ((byDate.get(date) ?? []).length > 0) moveFocusToDayItems.current = true
  }

  const itemButton = (item: ComplianceCalendarItem) => (
    <Button
      aria-label={`${t(MARK_MESSAGE[markOf(item)])}: ${item.title}${item.company ? `, ${item.company}` : ''}`}
      onClick={() => onSelect?.(item, targetOf(item, companyId))}
    >
      <span aria-hidden="true" className="fk-calendar-mark" data-kind={item.kind}>
        {MARK[markOf(item)]}
      </span>{' '}
      {item.title}
      {item.company ? ` · ${item.company}` : ''}
    </Button>
  )

  const monthItems = items.filter((item) => inMonth(item.date))
  const agendaDays = [...new Set(monthItems.map((item) => item.date))]
  const dayItems = selectedDay && inMonth(selectedDay) ? (byDate.get(selectedDay) ?? []) : []

  const marks = calendarMarks(items)
  const legend = (
    <ul className="fk-calendar-legend" aria-label={t('compliance.calendar.legend')}>
      {marks.map((mark) => (
        <li key={mark} data-kind={MARK_KIND[mark]}>
          <span aria-hidden="true" className="fk-calendar-mark" data-kind={MARK_KIND[mark]}>
            {MARK[mark]}
          </span>{' '}
          {t(MARK_MESSAGE[mark])}
        </li>
      ))}
    </ul>
  )

  const grid = (
    <>
      <p id={`${id}-hint`} className="fk-visually-hidden">
        {t('compliance.calendar.keyboardHint')}
      </p>
      <table
        role="grid"
        className="fk-calendar-grid"
        aria-labelledby={`${id}-month`}
        aria-describedby={`${id}-hint`}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index}`} className="fk-calendar-blank" />
                const onDay = byDate.get(date) ?? []
                const label = formatCalendarDate(date, locale, { dateStyle: 'full' })
                const name =
                  onDay.length > 0
                    ? t('compliance.calendar.dayItems', { date: label, count: onDay.length })
                    : date === today
                      ? t('compliance.calendar.dayToday', { date: label })
                      : label
                return (
                  <td
                    key={date}
                    aria-selected={date === selectedDay}
                    data-today={date === today ? '' : undefined}
                    className="fk-calendar-day"
                  >
                    <button
                      type="button"
                      id={dayId(date)}
                      className="fk-calendar-day-button"
                      tabIndex={date === activeDate ? 0 : -1}
                      aria-label={
                        date === today && onDay.length > 0
                          ? `${name}, ${t('compliance.calendar.today')}`
                          : name
                      }
                      onClick={() => chooseDay(date)}
                      onFocus={() => setFocused(date)}
                    >
                      <span className="fk-calendar-number">{Number(date.slice(8, 10))}</span>
                    </button>
                    <span className="fk-calendar-chips" aria-hidden="true">
                      {onDay.slice(0, SHOWN_PER_DAY).map((item) => (
                        <span
                          key={`${item.kind}-${item.id}`}
                          className="fk-calendar-chip"
                          data-kind={item.kind}
                        >
                          {MARK[markOf(item)]} {item.title}
                        </span>
                      ))}
                      {onDay.length > SHOWN_PER_DAY ? (
                        <span className="fk-calendar-more">+{onDay.length - SHOWN_PER_DAY}</span>
                      ) : null}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {dayItems.length > 0 && selectedDay ? (
        <div className="fk-calendar-day-items" aria-labelledby={`${id}-selected`}>
          <Heading level={4} id={`${id}-selected`}>
            {formatCalendarDate(selectedDay, locale, { dateStyle: 'full' })}
          </Heading>
          <ul className="fk-calendar-list" id={`${id}-selected-items`}>
            {dayItems.map((item) => (
              <li key={`${item.kind}-${item.id}`}>{itemButton(item)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )

  const agenda = (
    <BaseView
      loading={t('compliance.calendar.loading')}
      isEmpty={agendaDays.length === 0}
      empty={t('compliance.calendar.empty', { month: monthLabel })}
    >
      <ol className="fk-calendar-agenda">
        {agendaDays.map((date) => (
          <li key={date}>
            <Heading level={4}>{formatCalendarDate(date, locale, { dateStyle: 'full' })}</Heading>
            <ul className="fk-calendar-list">
              {(byDate.get(date) ?? []).map((item) => (
                <li key={`${item.kind}-${item.id}`}>{itemButton(item)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </BaseView>
  )

  return (
    <Root state={state} className={className} as="section" labelledBy={`${id}-heading`}>
      <div ref={rootRef} className="fk-stack">
        <Heading level={2} id={`${id}-heading`}>
          {t('compliance.calendar.heading')}
        </Heading>
        <BaseView
          read={{ data: loaded, error: failed }}
          loading={t('compliance.calendar.loading')}
          onRetry={() => {
            if (alerts.isError) void alerts.refetch()
            if (plans.isError) void plans.refetch()
          }}
        >
          <div className="fk-calendar-toolbar">
            <div className="fk-actions">
              <Button
                aria-label={t('compliance.calendar.previous')}
                onClick={() => setMonth(addMonths(month, -1))}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading level={3} id={`${id}-month`}>
                {monthLabel}
              </Heading>
              <Button
                aria-label={t('compliance.calendar.next')}
                onClick={() => setMonth(addMonths(month, 1))}
              >
                <span aria-hidden="true">›</span>
              </Button>
              <Button
                onClick={() => {
                  setMonth(monthOf(today))
                  setFocused(today)
                }}
              >
                {t('compliance.calendar.today')}
              </Button>
            </div>
            <RadioGroup
              id={`${id}-view`}
              label={t('compliance.calendar.view')}
              value={view}
              onChange={(next) =>
                setShown((current) => ({ ...current, view: next === 'agenda' ? 'agenda' : 'month' }))
              }
              options={[
                { value: 'month', label: t('compliance.calendar.viewMonth') },
                { value: 'agenda', label: t('compliance.calendar.viewAgenda') },
              ]}
            />
          </div>
          {legend}
          {state === 'empty' ? (
            <Notice tone="info">{t('compliance.calendar.empty', { month: monthLabel })}</Notice>
          ) : null}
          {/* Alerts past their date in earlier months (or before today, in a later month opened) are out of sight: listed. */}
          {month === initialMonth || month === monthOf(today) ? (
            <CalendarOverdue
              id={`${id}-overdue`}
              items={items.filter((item) => item.kind === 'alert' && item.date < earliest)}
              text={text}
              button={itemButton}
            />
          ) : null}
          {view === 'month' ? grid : agenda}
        </BaseView>
      </div>
    </Root>
  )
}

/**
 * What is due, on a calendar: alerts on their statutory due dates (else their file-by dates, named so),
 * plans' end dates and auto-renewal dates,
 * each kind with its colour and its own mark (a legend says which). A month grid — arrow keys move
 * between days, Enter opens a day's items — or an agenda list. Dates are calendar days: the viewer's
 * time zone never shifts them.
 * @example <ComplianceCalendar companyId={company.id} onSelect={(item) => open(item)} />
 */
export const ComplianceCalendar = /* @__PURE__ */ withBase('ComplianceCalendar', ComplianceCalendarView)
