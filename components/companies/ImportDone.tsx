'use client'
import { useEffect } from 'react'
import type { BulkProgress } from '../../hooks'
import type { Text } from '../base/useText'
import type { CompanyMessageId } from '../messages/en/companies'
import type { ComponentAdapter } from '../primitives/componentAdapter'
import { ImportResults } from './ImportResults'
import { resultCsv, type BulkImportResultRow } from './resultCsv'

/**
 * The end of an import (all in, or stopped): counts, the result table and its CSV download. Loaded
 * when an import ends, with the virtualised table and the CSV writer. Its words, controls and file
 * saving come from BulkCompanyImport: importing them here would make a bundler split them out of the
 * page's own chunk into a shared one, which costs more up front than this chunk saves.
 */
export function ImportDone({
  headingId,
  stopped,
  progress,
  rows,
  resultFileName,
  onStartOver,
  text,
  ui: { Heading, Alert, Button },
  save,
  onShown,
}: {
  headingId: string
  stopped: boolean
  progress: BulkProgress
  /** Every row of the file with what became of it; the counts are read from it. */
  rows: readonly BulkImportResultRow[]
  resultFileName: string
  onStartOver: () => void
  text: Text<CompanyMessageId>
  ui: Pick<ComponentAdapter, 'Heading' | 'Alert' | 'Button'>
  save: (blob: Blob, fileName: string) => void
  /** Called once drawn, so that the focus can move to the heading (this loads after the step changed). */
  onShown: () => void
}) {
  useEffect(() => onShown(), [onShown])
  const { t } = text
  const plural = new Intl.PluralRules(text.locale)
  const count = (status: BulkImportResultRow['status']) => rows.filter((row) => row.status === status).length
  const created = count('created')
  const skipped = count('skipped')
  return (
    <>
      <Heading level={3} id={headingId}>
        {t(stopped ? 'companyImport.stopped.heading' : 'companyImport.done.heading')}
      </Heading>
      <Alert tone={stopped ? 'info' : 'success'}>
        <p>
          {stopped
            ? t('companyImport.upload.stopped', { done: progress.done, total: progress.total })
            : t(
                plural.select(created) === 'one'
                  ? 'companyImport.done.summaryOne'
                  : 'companyImport.done.summary',
                { created },
              )}
        </p>
        {skipped > 0 ? (
          <p>
            {t(
              plural.select(skipped) === 'one'
                ? 'companyImport.done.skippedOne'
                : 'companyImport.done.skipped',
              { skipped },
            )}
          </p>
        ) : null}
      </Alert>
      <div className="fk-actions">
        <Button
          variant="primary"
          onClick={() =>
            void resultCsv(rows, text).then((csv) =>
              save(new Blob([csv], { type: 'text/csv;charset=utf-8' }), resultFileName),
            )
          }
        >
          {t('companyImport.download')}
        </Button>
        <Button onClick={onStartOver}>{t('companyImport.newImport')}</Button>
      </div>
      <ImportResults rows={rows} t={t} />
    </>
  )
}
