'use client'
import { useEffect, useState } from 'react'
import type { BulkChunk, BulkChunkStatus, BulkProgress } from '../../hooks'
import { describeError } from '../base/errors'
import { useComponents } from '../base/useComponents'
import { useText, type Text } from '../base/useText'
import { companyMessages, type CompanyMessageId } from '../messages/en/companies'

const STATUS_TONE = {
  queued: 'neutral',
  sending: 'info',
  done: 'success',
  failed: 'danger',
  unknown: 'warning',
} as const satisfies Record<BulkChunkStatus, string>

/** `rowOf(i)`: the file's row number (from 1) of the i-th record sent. */
export type RowOf = (sentIndex: number) => number

/** "rows 1–200, 401–600" for the chunks given. */
export function chunkRanges(
  chunks: readonly BulkChunk[],
  rowOf: RowOf,
  text: Pick<Text<CompanyMessageId>, 't'>,
): string {
  return chunks
    .map((chunk) =>
      text.t('companyImport.chunks.range', {
        first: rowOf(chunk.start),
        last: rowOf(chunk.start + chunk.size - 1),
      }),
    )
    .join(', ')
}

function formatDuration(ms: number, locale: string): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  const [value, unit] = seconds < 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/** Ticks twice a second while `active`, so the estimate of the time left moves on between chunks. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(timer)
  }, [active])
  return now
}

/** The upload's progress bar with counts and time left, and one line per chunk with its status. */
export function UploadProgress({
  progress,
  rowOf,
  sending,
  startedAt,
  doneAtStart,
}: {
  progress: BulkProgress
  rowOf: RowOf
  sending: boolean
  /** When this leg of the upload started (`Date.now()`), and how many were done then. */
  startedAt: number
  doneAtStart: number
}) {
  const { ProgressBar, Table, Badge } = useComponents()
  const text = useText(companyMessages)
  const { t, locale } = text
  const now = useNow(sending)
  const label = t('companyImport.upload.progress', { done: progress.done, total: progress.total })
  const doneNow = progress.done - doneAtStart
  const elapsed = Math.max(0, now - startedAt)
  const left =
    sending && doneNow > 0 && elapsed > 0 ? ((progress.total - progress.done) * elapsed) / doneNow : undefined

  const detail = (chunk: BulkChunk) => {
    if (chunk.status === 'unknown') return t('companyImport.chunk.unknownDetail')
    if (chunk.status !== 'failed') return ''
    if (chunk.failedRecordIndex !== undefined && chunk.error) {
      const reason =
        Object.entries(chunk.error.fieldErrors).find(([path]) =>
          path.startsWith(`${chunk.failedRecordIndex}.`),
        )?.[1] ?? describeError(chunk.error, text)
      return t('companyImport.chunk.failedRow', { row: rowOf(chunk.failedRecordIndex), reason })
    }
    return `${chunk.error ? `${describeError(chunk.error, text)} ` : ''}${t('companyImport.chunk.failedNothingStored')}`
  }

  return (
    <div className="fk-stack">
      <div className="fk-import-progress">
        <ProgressBar label={label} value={progress.done} max={Math.max(1, progress.total)} />
        <p className="fk-import-counts">
          {/* Announced politely after every chunk; the estimate beside it changes too often to announce. */}
          <span role="status">{label}</span>
          {left !== undefined && progress.done < progress.total ? (
            <span className="fk-muted">
              {t('companyImport.upload.eta', { time: formatDuration(left, locale) })}
            </span>
          ) : null}
        </p>
      </div>
      <Table
        caption={t('companyImport.chunks.caption')}
        columns={[
          { key: 'batch', header: t('companyImport.chunks.batch') },
          { key: 'rows', header: t('companyImport.chunks.rows') },
          { key: 'status', header: t('companyImport.chunks.status') },
          // A detail only where a chunk has one: an empty column is a wasted line per card when narrow.
          ...(progress.chunks.some((chunk) => chunk.status === 'failed' || chunk.status === 'unknown')
            ? [{ key: 'detail', header: t('companyImport.chunks.detail') }]
            : []),
        ]}
        rows={progress.chunks.map((chunk) => ({
          key: String(chunk.index),
          cells: {
            batch: String(chunk.index + 1),
            rows: t('companyImport.chunks.range', {
              first: rowOf(chunk.start),
              last: rowOf(chunk.start + chunk.size - 1),
            }),
            status: (
              <Badge tone={STATUS_TONE[chunk.status]}>{t(`companyImport.chunk.${chunk.status}`)}</Badge>
            ),
            detail: detail(chunk),
          },
        }))}
      />
    </div>
  )
}
