'use client'
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react'
import { useAlerts, type Alert } from '../../hooks'
import { Root, withBase } from '../base/Base'
import { baseState } from '../base/baseState'
import { BaseView } from '../base/BaseView'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { complianceMessages } from '../messages/en/compliance'
import { serviceName } from '../subscriptions/plan'
import { alertNameIn } from './alertNameIn'
import { AlertRow, toRows, useFormats } from './AlertRow'
import { planAndValueMessages } from './planAndValueMessages'
import { todayCalendarDate } from './dueDates'

/** Props of `ComplianceAlertList`. */
export interface ComplianceAlertListProps {
  /** Only this company's alerts (asked of the service, CMP-6); hides the company filter. */
  companyId?: string
  /** Only alerts of this type, e.g. `Annual Report` (asked of the service, CMP-6); hides the type filter. */
  type?: string
  /**
   * The user opened an alert (click, Enter or Space). The second argument is where it lives: list
   * alerts carry their company as `entityId` (spec 2.5), not `companyId`; navigate with this.
   */
  onSelect?: (alert: Alert, target: ComplianceAlertTarget) => void
  /** Today as `YYYY-MM-DD` for the overdue and due-soon marks; the viewer's own day by default. */
  today?: string
  /**
   * The most the list grows to, in pixels, before it scrolls (it renders only the rows in view). It
   * fits its rows up to this and stops at the end of a whole row, so none is cut mid-text. By default
   * the window's height (at least 480): on a page with room every alert shows without an inner
   * scroll, and only a list longer than the screen scrolls in a box.
   */
  maxHeight?: number
  className?: string
}

/** Where a chosen alert lives: its id and its company's id (`null` if the service left it out). */
export interface ComplianceAlertTarget {
  alertId: string
  companyId: string | null
}

const ALL = ''
const PAGE = 10

function choicesOf(
  values: readonly string[],
  all: string,
  collator: Intl.Collator,
  labelOf: (value: string) => string = (value) => value,
) {
  const choices = [...new Set(values)].filter(Boolean).map((value) => ({ value, label: labelOf(value) }))
  return [{ value: ALL, label: all }, ...choices.sort((a, b) => collator.compare(a.label, b.label))]
}

/**
 * The list's height: all its rows when they fit in `limit`, else the rows that fit whole, so the
 * last one in view is never cut mid-text (rows not yet drawn count at their estimate).
 */
function fittedHeight(
  virtualizer: { getTotalSize(): number; measurementsCache: { end: number }[] },
  limit: number,
) {
  return virtualizer.getTotalSize() > limit
    ? virtualizer.measurementsCache.reduce((end, row) => (row.end > limit ? end : row.end), 0) || limit
    : undefined
}

const MIN_HEIGHT = 480
const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed)
  return () => window.removeEventListener('resize', changed)
}
/**
 * The list's default limit: the window's height, at least 480 px (and 480 on the server). A fixed box
 * smaller than the screen hid overdue alerts under "4 more below" on a page with room (issue 34).
 */
function useWindowLimit(): number {
  return useSyncExternalStore(
    onResize,
    () => Math.max(MIN_HEIGHT, window.innerHeight),
    () => MIN_HEIGHT,
  )
}

/** The first index in `rows` (sorted by `key`) whose `key` is past `edge`; `rows.length` if none. */
function firstPast(rows: readonly { start: number; end: number }[], key: 'start' | 'end', edge: number) {
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (rows[middle]![key] > edge) high = middle
    else low = middle + 1
  }
  return low
}

/**
 * How many rows are out of view, above the box and below it: a list that ends on a whole row at the
 * box's edge gives no sign that it scrolls, so the list says what is hidden (issue 21's review).
 * `height` is the box's height (`fittedHeight`; none when every row fits). A row cut by an edge counts
 * as hidden; 2 px of slack for rounding.
 */
function outOfView(
  virtualizer: { scrollOffset: number | null; measurementsCache: { start: number; end: number }[] },
  count: number,
  height: number | undefined,
) {
  const rows = virtualizer.measurementsCache.slice(0, count)
  if (height === undefined || rows.length === 0) return { above: 0, below: 0 }
  const top = virtualizer.scrollOffset ?? 0
  return {
    above: firstPast(rows, 'start', top - 2),
    below: rows.length - firstPast(rows, 'end', top + height + 2),
  }
}

function ComplianceAlertListView({
  companyId,
  type,
  onSelect,
  today: todayProp,
  maxHeight: maxHeightProp,
  className,
}: ComplianceAlertListProps) {
  const windowLimit = useWindowLimit()
  const maxHeight = maxHeightProp ?? windowLimit
  const query = useAlerts({ ...(companyId ? { companyId } : {}), ...(type ? { type } : {}) })
  const text = useText(complianceMessages, planAndValueMessages)
  const { t } = text
  const { Heading, Select, TextInput } = useComponents()
  const id = useId()
  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  const [today] = useState(() => todayProp ?? todayCalendarDate())
  const [company, setCompany] = useState(ALL)
  const [alertType, setAlertType] = useState(ALL)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const scrollRef = useRef<HTMLDivElement>(null)

  const rows = useMemo(
    () =>
      toRows(query.data ?? [], todayProp ?? today, (alert) =>
        alertNameIn(alert.name, alert.serviceCategory, text),
      ),
    [query.data, todayProp, today, text],
  )
  // Filtering 5,000 rows is quick, but the typing stays ahead of it.
  const filters = useDeferredValue({ company, alertType, search: search.trim().toLowerCase() })
  const shown = useMemo(
    () =>
      rows.filter(
        (row) =>
          (filters.company === ALL || row.company === filters.company) &&
          (filters.alertType === ALL || row.type === filters.alertType) &&
          (filters.search === '' || row.haystack.includes(filters.search)),
      ),
    [rows, filters],
  )
  const current = Math.min(active, Math.max(shown.length - 1, 0))
  const { locale } = text
  const formats = useFormats(locale)
  const companyChoices = useMemo(
    () =>
      choicesOf(
        rows.map((row) => row.company),
        t('compliance.alerts.allCompanies'),
        new Intl.Collator(locale),
      ),
    [rows, t, locale],
  )
  const typeChoices = useMemo(
    () =>
      choicesOf(
        rows.map((row) => row.type),
        t('compliance.alerts.allTypes'),
        new Intl.Collator(locale),
        (value) => serviceName(value, text),
      ),
    [rows, t, text, locale],
  )

  // TanStack Virtual's functions change identity on purpose: this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 76,
    overscan: 6,
    // The active option stays in the page even when scrolled away: aria-activedescendant must point at it.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      return indexes.includes(current) || current >= shown.length
        ? indexes
        : [...indexes, current].sort((a, b) => a - b)
    },
  })

  const empty = query.data?.length === 0
  const state = baseState({ read: query, empty })
  const height = fittedHeight(virtualizer, maxHeight)
  const hidden = outOfView(virtualizer, shown.length, height)
  const more = hidden.below > 0 ? 'below' : hidden.above > 0 ? 'above' : undefined

  const move = (index: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, index))
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }
  const choose = (index: number) => {
    const row = shown[index]
    if (!row) return
    setActive(index)
    onSelect?.(row.alert, { alertId: row.alert.id, companyId: row.alert.entityId ?? companyId ?? null })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(current + 1),
      ArrowUp: () => move(current - 1),
      PageDown: () => move(current + PAGE),
      PageUp: () => move(current - PAGE),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => choose(current),
      ' ': () => choose(current),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }
  const optionId = (index: number) => `${id}-option-${index}`

  return (
    <Root state={state} className={className} as="section" labelledBy={headingId}>
      <div className="fk-stack">
        <Heading level={2} id={headingId}>
          {t('compliance.alerts.heading')}
        </Heading>
        <BaseView
          read={query}
          loading={t('compliance.alerts.loading')}
          isEmpty={empty}
          empty={t('compliance.alerts.empty')}
        >
          <div
            className="fk-row fk-compliance-filters"
            role="search"
            aria-label={t('compliance.alerts.filters')}
          >
            <TextInput
              id={`${id}-search`}
              label={t('compliance.alerts.filterSearch')}
              value={search}
              onChange={setSearch}
            />
            {companyId ? null : (
              <Select
                id={`${id}-company`}
                label={t('compliance.alerts.filterCompany')}
                value={company}
                onChange={setCompany}
                options={companyChoices}
              />
            )}
            {type ? null : (
              <Select
                id={`${id}-type`}
                label={t('compliance.alerts.filterType')}
                value={alertType}
                onChange={setAlertType}
                options={typeChoices}
              />
            )}
          </div>
          <p role="status" className="fk-muted">
            {t('compliance.alerts.count', { count: shown.length })}
          </p>
          {/* A list without statutory dates says what its dates are rather than pass them off as due. */}
          {rows.some((row) => row.date?.kind === 'fileBy') ? (
            <p className="fk-muted fk-compliance-note">{t('compliance.alerts.fileByNote')}</p>
          ) : null}
          <BaseView
            loading={t('compliance.alerts.loading')}
            isEmpty={shown.length === 0}
            empty={t('compliance.alerts.emptyFiltered')}
          >
            <>
              {/* The frame fades the last row in view while more are below; the line under it says how many. */}
              <div className="fk-compliance-frame" data-more={more}>
                <div
                  ref={scrollRef}
                  className="fk-compliance-scroll"
                  style={{ maxHeight: height, overflowY: 'auto' }}
                >
                  <p id={hintId} className="fk-visually-hidden">
                    {t('compliance.alerts.keyboardHint')}
                  </p>
                  <div
                    role="listbox"
                    tabIndex={0}
                    aria-label={t('compliance.alerts.listLabel')}
                    aria-describedby={hintId}
                    aria-activedescendant={optionId(current)}
                    className="fk-compliance-listbox"
                    onKeyDown={onKeyDown}
                    style={{ position: 'relative', height: virtualizer.getTotalSize() }}
                  >
                    {virtualizer.getVirtualItems().map((item) => {
                      const row = shown[item.index]!
                      return (
                        <div
                          key={row.alert.id}
                          id={optionId(item.index)}
                          role="option"
                          aria-selected={item.index === current}
                          aria-setsize={shown.length}
                          aria-posinset={item.index + 1}
                          data-index={item.index}
                          data-urgency={row.urgency}
                          // Which date the row shows: `due` (statutory) or `fileBy` (the service's target).
                          data-date={row.date?.kind}
                          ref={virtualizer.measureElement}
                          className="fk-compliance-row"
                          style={{
                            position: 'absolute',
                            top: 0,
                            left: 0,
                            width: '100%',
                            transform: `translateY(${item.start}px)`,
                          }}
                          onClick={() => choose(item.index)}
                        >
                          <AlertRow row={row} scoped={Boolean(companyId)} text={text} formats={formats} />
                        </div>
                      )
                    })}
                  </div>
                </div>
              </div>
              {more ? (
                <p className="fk-muted fk-compliance-more">
                  <span aria-hidden="true">{more === 'below' ? '↓ ' : '↑ '}</span>
                  {more === 'below'
                    ? t('compliance.alerts.moreBelow', { count: hidden.below })
                    : t('compliance.alerts.moreAbove', { count: hidden.above })}
                </p>
              ) : null}
            </>
          </BaseView>
        </BaseView>
      </div>
    </Root>
  )
}

/**
 * A business's open compliance alerts, sorted by statutory due date, overdue and due-within-30-days
 * marked, with filters by company, type and text that answer as you type; only the rows in view
 * are rendered, so thousands stay fast. A listbox: arrow keys move, Enter or a click opens.
 * @example <ComplianceAlertList onSelect={(alert, { companyId }) => navigate(`/companies/${companyId}/alerts/${alert.id}`)} />
 */
export const ComplianceAlertList = /* @__PURE__ */ withBase('ComplianceAlertList', ComplianceAlertListView)
