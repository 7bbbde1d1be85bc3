import type { ComplianceMessageId } from '../messages/en/compliance'
import type { ComplianceCalendarItem, ComplianceCalendarItemKind } from './calendarItems'

/** What the legend and an item's mark tell apart: an alert on its due date or on its file-by date. */
export type Mark = 'due' | 'fileBy' | 'planEnd' | 'autoRenew'
export const markOf = (item: ComplianceCalendarItem): Mark =>
  item.kind === 'alert' ? item.dateKind : item.kind
export const MARK_MESSAGE: Record<Mark, ComplianceMessageId> = {
  due: 'compliance.calendar.kind.alert',
  fileBy: 'compliance.calendar.kind.alertFileBy',
  planEnd: 'compliance.calendar.kind.planEnd',
  autoRenew: 'compliance.calendar.kind.autoRenew',
}
// Not by colour alone: each kind has its own mark, shown in the legend too.
export const MARK: Record<Mark, string> = { due: '●', fileBy: '○', planEnd: '■', autoRenew: '▲' }
export const MARK_KIND: Record<Mark, ComplianceCalendarItemKind> = {
  due: 'alert',
  fileBy: 'alert',
  planEnd: 'planEnd',
  autoRenew: 'autoRenew',
}

/** The legend's marks: an alert's entry names the date it is placed on ("Filing due" only for statutory dates). */
export function calendarMarks(items: readonly ComplianceCalendarItem[]): Mark[] {
  const alertMarks = (['due', 'fileBy'] as const).filter((mark) =>
    items.some((item) => markOf(item) === mark),
  )
  return [...(alertMarks.length > 0 ? alertMarks : (['due'] as const)), 'planEnd', 'autoRenew']
}
