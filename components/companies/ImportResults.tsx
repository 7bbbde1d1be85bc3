'use client'
import { measureElement, useVirtualizer } from '@tanstack/react-virtual'
import { useId, useRef } from 'react'
import type { Text } from '../base/useText'
import type { CompanyMessageId } from '../messages/en/companies'
import { RESULT_COLUMNS, STATUS_WORDS, type BulkImportResultRow } from './resultCsv'

const ROW_HEIGHT = 37
/**
 * The scrolling box's bound, on the element itself rather than only in styles.css: the virtualiser
 * draws the rows that fit the box, and on a host page without our stylesheet an unbounded box grows
 * to every row's height, so every row was drawn (1,000 rows: 5,000 cells). A host sets another
 * height with the `--fk-import-results-height` custom property (an inline style beats its CSS).
 */
const SCROLL_BOX = { maxHeight: 'var(--fk-import-results-height, 24rem)', overflow: 'auto' } as const

/**
 * Input row → its result and why (and the owner's reference, when given), for any number of rows: a real table that renders only the
 * rows in view (TanStack Virtual), in a scrolling region reachable by keyboard.
 */
export function ImportResults({
  rows,
  t,
}: {
  rows: readonly BulkImportResultRow[]
  t: Text<CompanyMessageId>['t']
}) {
  const captionId = useId()
  // No company ids on screen: the owner knows a company by its name (the ids are in the result CSV
  // and onComplete, for the partner). "Your reference" only when the file gave one: a column of
  // dashes tells the owner nothing.
  const withPcid = rows.some((row) => row.PCID)
  const COLUMNS = RESULT_COLUMNS.filter((column) => column !== 'companyId' && (withPcid || column !== 'PCID'))
  const scroller = useRef<HTMLDivElement>(null)
  // The rows not drawn yet are estimated at the height rows are drawn at (ours 37 px; a host's own
  // styles, or none, draw them otherwise): with 37 px for unstyled rows of about 20, End and the
  // scrollbar stopped near the middle, and the last row was out of reach.
  const drawnRow = useRef(ROW_HEIGHT)
  // Not memoised by the React Compiler (its functions change identity); this component needs no memo.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => drawnRow.current,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance)
      if (size > 0) drawnRow.current = size
      return size
    },
    overscan: 12,
    initialRect: { width: 800, height: ROW_HEIGHT * 12 },
  })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
  const cell = (row: BulkImportResultRow, column: (typeof RESULT_COLUMNS)[number]) => {
    switch (column) {
      case 'row':
        return String(row.row)
      case 'status':
        return t(STATUS_WORDS[row.status])
      case 'reason':
        return row.reason ?? ''
      case 'PCID':
        return row.PCID ?? t('common.notSet')
      default:
        return row[column] || t('common.notSet')
    }
  }
  return (
    <div
      ref={scroller}
      className="fk-import-results"
      style={SCROLL_BOX}
      role="region"
      aria-labelledby={captionId}
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={0}
    >
      <table className="fk-table" aria-rowcount={rows.length + 1}>
        <caption id={captionId} className="fk-caption">
          {t('companyImport.results.caption')}
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`companyImport.results.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true" className="fk-import-spacer">
              <td colSpan={COLUMNS.length} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                data-status={row.status}
              >
                {COLUMNS.map((column) => (
                  <td key={column}>{cell(row, column)}</td>
                ))}
              </tr>
            )
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className="fk-import-spacer">
              <td colSpan={COLUMNS.length} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
