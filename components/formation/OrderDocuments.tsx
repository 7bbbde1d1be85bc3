'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { contentMatchesName, useDownloadOrderDocument, useUploadOrderDocument } from '../../hooks'
import { findById } from '../base/findById'
import { useSendOnce } from '../base/useSendOnce'
import { ErrorView } from '../base/Base'
import { FileDrop } from '../base/FileDrop'
import { saveBlob } from '../base/saveBlob'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { formationMessages } from '../messages/en/formation'
import { formationTrackerMessages } from '../messages/en/formationTracker'

/** PDF, images and Word documents: what a partner attaches to an order. */
export const DEFAULT_ORDER_DOCUMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.doc,.docx,application/pdf,image/png,image/jpeg'

/** A file name from its parts: letters, digits, dashes; e.g. `formation-certificate-O-12345678.pdf`. */
const safeName = (...parts: string[]) =>
  parts
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')

/**
 * The order's documents: the filed certificate to download once the state approved the filing, and
 * a partner document to upload through the file drop.
 */
export function OrderDocuments({
  orderGuid,
  orderNumber,
  filed,
  canUpload,
  accept,
  maxBytes,
}: {
  orderGuid: string
  orderNumber: string | undefined
  filed: boolean
  /** False once the order is cancelled: nothing more to send for it. */
  canUpload: boolean
  accept: string
  maxBytes: number | undefined
}) {
  const { Button, Alert } = useComponents()
  const { t } = useText(formationMessages, formationTrackerMessages)
  const download = useDownloadOrderDocument()
  const upload = useUploadOrderDocument()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [uploaded, setUploaded] = useState<string | null>(null)
  const once = useSendOnce()
  const formRef = useRef<HTMLFormElement>(null)

  const fetchCertificate = () => {
    if (download.isPending) return
    download.mutate(
      { orderGuid },
      {
        onSuccess: (blob) =>
          saveBlob(blob, `${safeName('formation-certificate', orderNumber ?? orderGuid)}.pdf`),
      },
    )
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!file) {
      setFileError(t('formationTracker.upload.required'))
      findById(formRef.current, `${id}-file`)?.focus()
      return
    }
    once((done) => {
      setUploaded(null)
      upload.mutate(
        { orderGuid, file, fileName: file.name },
        {
          onSuccess: () => {
            setUploaded(file.name)
            setFile(null)
          },
          onSettled: done,
        },
      )
    })
  }

  return (
    <section className="fk-stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="fk-heading">
        {t('formationTracker.documents')}
      </h3>
      {filed ? (
        <div className="fk-actions">
          <Button onClick={fetchCertificate} busy={download.isPending}>
            {download.isPending ? t('formationTracker.downloading') : t('formationTracker.download')}
          </Button>
        </div>
      ) : (
        <p className="fk-muted">{t('formationTracker.documentsLater')}</p>
      )}
      {download.error ? <ErrorView error={download.error} onRetry={fetchCertificate} /> : null}
      {canUpload ? (
        <form ref={formRef} className="fk-form" noValidate onSubmit={send}>
          <FileDrop
            anchor={formRef}
            checkContent={contentMatchesName}
            id={`${id}-file`}
            label={t('formationTracker.upload.label')}
            accept={accept}
            maxBytes={maxBytes}
            file={file}
            error={fileError}
            disabled={upload.isPending}
            onFile={(picked) => {
              setFile(picked)
              setFileError(undefined)
              upload.reset()
            }}
          />
          {upload.error ? <ErrorView error={upload.error} /> : null}
          {uploaded ? (
            <Alert tone="success">{t('formationTracker.upload.done', { name: uploaded })}</Alert>
          ) : null}
          <div className="fk-actions">
            <Button type="submit" busy={upload.isPending}>
              {upload.isPending
                ? t('formationTracker.upload.submitting')
                : t('formationTracker.upload.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
