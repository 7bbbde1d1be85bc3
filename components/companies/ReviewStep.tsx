'use client'
import type { Dispatch } from 'react'
import type { CompanyImportField } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import {
  lineOf,
  readyRows,
  reviewRows,
  unresolvedRows,
  valuesOf,
  type BulkImportAction,
  type BulkImportState,
} from './bulkImportReducer'
import { byCount, companyFieldLabel } from './fields'
import { rowReason } from './rowReason'
import { RowReview } from './RowReview'

/** Rows with problems listed at once; beyond that the matching is likely wrong, and skip-all is offered. */
const REVIEW_LIMIT = 50

/**
 * The checked file: how many rows are ready, the rows to fix or skip (problems and likely
 * duplicates), the EINs sent otherwise than written, and the start of the upload.
 */
export function ReviewStep({
  idPrefix,
  headingId,
  state,
  dispatch,
  onEdit,
  onStart,
}: {
  idPrefix: string
  headingId: string
  state: BulkImportState
  dispatch: Dispatch<BulkImportAction>
  onEdit: (index: number, field: CompanyImportField, value: string) => void
  onStart: () => void
}) {
  const { Heading, Alert, Button } = useComponents()
  const text = useText(companyMessages)
  const { t } = text
  const { checked, skipped } = state
  const rows = state.table?.rows ?? []
  const unresolved = unresolvedRows(state)
  const ready = readyRows(state)
  const asked = reviewRows(state)
  const counts = { valid: ready.length, rows: rows.length, invalid: unresolved.length }
  // Once nothing is left to fix, the count says what is ready, not "0 need a fix".
  const summary = unresolved.length
    ? t(
        byCount(unresolved.length, text, 'companyImport.review.summaryOne', 'companyImport.review.summary'),
        counts,
      )
    : t(byCount(ready.length, text, 'companyImport.review.readyOne', 'companyImport.review.ready'), counts)

  return (
    <>
      <Heading level={3} id={headingId}>
        {t('companyImport.review.heading')}
      </Heading>
      {state.unresolvedError && unresolved.length > 0 ? (
        <Alert tone="error">{summary}</Alert>
      ) : (
        <p role="status">
          {asked.length === 0
            ? t(
                byCount(
                  rows.length,
                  text,
                  'companyImport.review.allValidOne',
                  'companyImport.review.allValid',
                ),
                {
                  rows: rows.length,
                },
              )
            : summary}
        </p>
      )}
      {skipped.size > 0 ? (
        <p className="fk-muted">
          {t(byCount(skipped.size, text, 'companyImport.review.skippedOne', 'companyImport.review.skipped'), {
            skipped: skipped.size,
          })}
        </p>
      ) : null}
      {state.notCompared ? <p className="fk-muted">{t('companyImport.review.notCompared')}</p> : null}
      {asked.length > REVIEW_LIMIT ? (
        <p>{t('companyImport.review.more', { shown: REVIEW_LIMIT, total: asked.length })}</p>
      ) : null}
      {asked.length > 0 ? (
        <RowReview
          idPrefix={idPrefix}
          rows={asked.slice(0, REVIEW_LIMIT).map((index) => ({
            index,
            row: lineOf(state, index),
            values: valuesOf(state, index),
            checked: checked[index]!,
            fields: state.problemFields[index] ?? [],
            skipped: skipped.has(index),
            duplicate: state.duplicates[index] && rowReason(state, index, text),
          }))}
          onEdit={onEdit}
          onSkip={(index, skip) => dispatch({ type: 'skip', rows: [index], skip })}
        />
      ) : null}
      {state.reformatted.length > 0 ? (
        <>
          <p id={`${idPrefix}-reformatted`}>
            {t(
              byCount(
                state.reformatted.length,
                text,
                'companyImport.review.reformattedOne',
                'companyImport.review.reformatted',
              ),
              { count: state.reformatted.length },
            )}
          </p>
          <ul className="fk-import-reformatted" aria-labelledby={`${idPrefix}-reformatted`}>
            {state.reformatted.slice(0, REVIEW_LIMIT).map(({ index, field, from, to }) => (
              <li key={`${index} ${field}`}>
                {t('companyImport.review.reformattedRow', {
                  row: lineOf(state, index),
                  name: checked[index]?.company?.name ?? '',
                  field: companyFieldLabel(field, text),
                  from,
                  // A date as the owner reads one: how "03/04/2026" was read is what to check.
                  to: field === 'formationDate' ? text.date(to) : to,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="fk-actions fk-actions-end">
        <Button onClick={() => dispatch({ type: 'back' })}>{t('companyImport.review.backToMapping')}</Button>
        {unresolved.length > 0 ? (
          <Button onClick={() => dispatch({ type: 'skip', rows: unresolved, skip: true })}>
            {t('companyImport.review.skipAll')}
          </Button>
        ) : null}
        {/* Nothing ready (every row skipped or still to fix): no "Import 0 companies" to press; the
            summary above says what is left to do. */}
        {/* The button says what it does: while rows are left to fix, it takes the reader to them. */}
        <Button variant="primary" onClick={onStart} disabled={ready.length === 0 && unresolved.length === 0}>
          {unresolved.length > 0
            ? unresolved.length === 1
              ? t('companyImport.fixFirstOne')
              : t('companyImport.fixFirst', { rows: unresolved.length })
            : ready.length === 0
              ? t('companyImport.startNone')
              : ready.length === 1
                ? t('companyImport.startOne')
                : t('companyImport.start', { rows: ready.length })}
        </Button>
      </div>
    </>
  )
}
