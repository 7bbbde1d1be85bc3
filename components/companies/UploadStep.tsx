'use client'
import type { BulkChunk, BulkProgress } from '../../hooks'
import { DialogTrigger } from '../base/DialogTrigger'
import { dialogPropsOf, useDialogControl } from '../base/useDialogControl'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { byCount } from './fields'
import { StoredCheck } from './StoredCheck'
import { chunkRanges, UploadProgress, type RowOf } from './UploadProgress'

/**
 * The upload under way, paused or with failed chunks: what went wrong in plain words, the progress,
 * and the actions that fit — pause and stop while sending; resume; retry the refused chunks; re-send
 * the uncertain ones only after a confirmation (they may be stored already).
 */
export function UploadStep({
  headingId,
  step,
  progress,
  sending,
  rowOf,
  leg,
  onPause,
  onResume,
  referencesOf,
}: {
  headingId: string
  step: 'uploading' | 'pausing' | 'paused' | 'failed'
  progress: BulkProgress
  sending: boolean
  rowOf: RowOf
  /** When this leg of the upload started, and how many were done then (for the time left). */
  leg: { startedAt: number; doneAtStart: number }
  /** `pause`: wait with the rest; `stop`: end here and show the results so far. */
  onPause: (kind: 'pause' | 'stop') => void
  onResume: (includeUnknown?: boolean) => void
  /** The partner's references (PCID) of the rows in these chunks, to look them up before re-sending. */
  referencesOf: (chunks: readonly BulkChunk[]) => string[]
}) {
  const { Heading, Alert, Button, Dialog } = useComponents()
  const text = useText(companyMessages)
  const { t } = text
  const confirmUnknown = useDialogControl()
  const closeConfirm = () => confirmUnknown.onOpenChange(false)
  const failed = progress.chunks.filter((chunk) => chunk.status === 'failed')
  const unknown = progress.chunks.filter((chunk) => chunk.status === 'unknown')
  const retryable = failed.length > 0 || progress.chunks.some((chunk) => chunk.status === 'queued')
  const ranges = chunkRanges(unknown, rowOf, text)

  return (
    <>
      <Heading level={3} id={headingId}>
        {t('companyImport.upload.heading')}
      </Heading>
      <div role="status" className="fk-import-status">
        {step === 'pausing' ? <p>{t('companyImport.upload.pausing')}</p> : null}
        {step === 'paused' ? (
          <p>{t('companyImport.upload.paused', { done: progress.done, total: progress.total })}</p>
        ) : null}
      </div>
      {step === 'failed' && failed.length > 0 ? (
        <Alert
          tone="error"
          action={
            <Button variant="primary" onClick={() => onResume()}>
              {t('companyImport.retryFailed')}
            </Button>
          }
        >
          {t(
            byCount(failed.length, text, 'companyImport.failed.summaryOne', 'companyImport.failed.summary'),
            {
              count: failed.length,
            },
          )}
        </Alert>
      ) : null}
      {step === 'failed' && unknown.length > 0 ? (
        <Alert
          tone="warning"
          action={
            failed.length === 0 ? (
              <DialogTrigger dialog={confirmUnknown}>{t('companyImport.unknown.resend')}</DialogTrigger>
            ) : undefined
          }
        >
          {t(
            byCount(
              unknown.length,
              text,
              'companyImport.unknown.summaryOne',
              'companyImport.unknown.summary',
            ),
            {
              count: unknown.length,
              ranges,
            },
          )}
        </Alert>
      ) : null}
      <UploadProgress
        progress={progress}
        rowOf={rowOf}
        sending={sending}
        startedAt={leg.startedAt}
        doneAtStart={leg.doneAtStart}
      />
      <div className="fk-actions fk-actions-end">
        {step === 'uploading' ? (
          <>
            <Button onClick={() => onPause('stop')}>{t('companyImport.upload.cancel')}</Button>
            <Button onClick={() => onPause('pause')}>{t('companyImport.upload.pause')}</Button>
          </>
        ) : null}
        {step === 'paused' ? (
          <>
            <Button onClick={() => onPause('stop')}>{t('companyImport.upload.cancel')}</Button>
            <Button variant="primary" onClick={() => onResume()}>
              {t('companyImport.upload.resume')}
            </Button>
          </>
        ) : null}
        {step === 'failed' && !retryable ? (
          <Button onClick={() => onPause('stop')}>{t('companyImport.upload.cancel')}</Button>
        ) : null}
      </div>
      <Dialog
        {...dialogPropsOf(confirmUnknown)}
        title={t('companyImport.unknown.title')}
        description={t('companyImport.unknown.explain', { ranges })}
        dismissible
        closeLabel={t('common.close')}
      >
        {confirmUnknown.open ? <StoredCheck references={referencesOf(unknown)} /> : null}
        <div className="fk-actions fk-actions-end">
          <Button onClick={closeConfirm}>{t('companyImport.unknown.keep')}</Button>
          <Button
            variant="danger"
            onClick={() => {
              closeConfirm()
              onResume(true)
            }}
          >
            {t('companyImport.unknown.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
