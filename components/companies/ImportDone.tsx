'use client'
import type { BulkProgress } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { byCount } from './fields'
import { ImportResults } from './ImportResults'
import type { BulkImportResultRow } from './resultCsv'

/** The end of an import (all in, or stopped): counts, the result table and its CSV download. */
export function ImportDone({
  headingId,
  stopped,
  progress,
  rows,
  onDownload,
  onStartOver,
}: {
  headingId: string
  stopped: boolean
  progress: BulkProgress
  /** Every row of the file with what became of it; the counts are read from it. */
  rows: readonly BulkImportResultRow[]
  onDownload: () => void
  onStartOver: () => void
}) {
  const { Heading, Alert, Button } = useComponents()
  const text = useText(companyMessages)
  const { t } = text
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
            : t(byCount(created, text, 'companyImport.done.summaryOne', 'companyImport.done.summary'), {
                created,
              })}
        </p>
        {skipped > 0 ? (
          <p>
            {t(byCount(skipped, text, 'companyImport.done.skippedOne', 'companyImport.done.skipped'), {
              skipped,
            })}
          </p>
        ) : null}
      </Alert>
      <div className="fk-actions">
        <Button variant="primary" onClick={onDownload}>
          {t('companyImport.download')}
        </Button>
        <Button onClick={onStartOver}>{t('companyImport.newImport')}</Button>
      </div>
      <ImportResults rows={rows} />
    </>
  )
}
