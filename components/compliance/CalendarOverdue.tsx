'use client'
import type { ReactNode } from 'react'
import { useComponents } from '../base/useComponents'
import type { Text } from '../base/useText'
import type { ComplianceMessageId } from '../messages/en/compliance'
import type { ComplianceCalendarItem } from './calendarItems'

/**
 * The calendar's open alerts whose date has passed, listed above the month they would otherwise be
 * hidden from (the calendar opens on today's month). Each is a button, reached by Tab like the agenda's.
 */
export function CalendarOverdue({
  id,
  items,
  text,
  button,
}: {
  id: string
  items: readonly ComplianceCalendarItem[]
  text: Text<ComplianceMessageId>
  button: (item: ComplianceCalendarItem) => ReactNode
}) {
  const { Heading } = useComponents()
  if (items.length === 0) return null
  return (
    <section className="fk-calendar-overdue" aria-labelledby={id}>
      <Heading level={3} id={id}>
        {text.t('compliance.calendar.overdue', { count: items.length })}
      </Heading>
      <ul className="fk-calendar-list">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            {button(item)} <span className="fk-muted fk-nowrap">{text.date(item.date)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
