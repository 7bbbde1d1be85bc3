'use client'
import { useMutationState } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import {
  filingKeys,
  usePartnerClient,
  useDownloadOrderDocument,
  useUploadOrderDocument,
  type UploadOrderDocumentVariables,
} from '../../hooks'
import { contentMatchesName } from '../../hooks/coreHelpers'
import { findById } from '../base/findById'
import { useBaseSubmit } from '../base/useBaseSubmit'
import { BaseView } from '../base/BaseView'
import { FileDrop } from '../base/FileDrop'
import { usePickedFile } from '../base/usePickedFile'
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
 * a partner document to upload through the file drop. The service lists no documents: the list is
 * the certificate once filed and the uploads this QueryClient sent for the order, each with its state.
 */
export function OrderDocuments({
  orderGuid,
  orderNumber,
  filed,
  approved = false,
  canUpload,
  accept,
  maxBytes,
}: {
  orderGuid: string
  orderNumber: string | undefined
  filed: boolean
  /** The state approved the filing and its documents are on their way: said so, not "once approved". */
  approved?: boolean
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
  const [fileError, setFileError] = useState<string | undefined>()
  const [uploaded, setUploaded] = useState<string | null>(null)
  const { submit: uploadOnce } = useBaseSubmit(upload)
  const { submit: downloadOnce } = useBaseSubmit(download)
  const formRef = useRef<HTMLFormElement>(null)
  const uploads = useMutationState({
    filters: { mutationKey: filingKeys.mutation(usePartnerClient().partnerId, 'formation.uploadDocument') },
    select: ({ state }) => [state.variables as UploadOrderDocumentVariables, state.status] as const,
  }).filter(([sent]) => sent.orderGuid === orderGuid)

  const fetchCertificate = () => {
    downloadOnce(
      { orderGuid },
      {
        onSuccess: (blob) =>
          saveBlob(blob, `${safeName('formation-certificate', orderNumber ?? orderGuid)}.pdf`),
      },
    )
  }

  const picked = usePickedFile(() => {
    setFileError(undefined)
    upload.reset()
  })

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const file = await picked.settled()
    // Gone while the file was being checked (the tracker closed, or uploads ended): nothing is sent.
    if (!formRef.current?.isConnected) return
    if (!file) {
      setFileError(t('formationTracker.upload.required'))
      findById(formRef.current, `${id}-file`)?.focus()
      return
    }
    const sent = uploadOnce(
      { orderGuid, file, fileName: file.name },
      {
        onSuccess: () => {
          setUploaded(file.name)
          picked.clear()
        },
      },
    )
    if (sent) setUploaded(null)
  }

  return (
    // A group, not a region: on a page of several trackers, one region per order (landmark-unique).
    <div role="group" className="fk-stack" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="fk-heading" part="heading">
        {t('formationTracker.documents')}
      </h3>
      {filed ? null : (
        <p className="fk-muted">
          {t(
            !canUpload
              ? 'formationTracker.documentsCancelled'
              : approved
                ? 'formationTracker.documentsAwaited'
                : 'formationTracker.documentsLater',
          )}
        </p>
      )}
      {filed || uploads.length ? (
        <ul className="fk-documents" aria-label={t('formationTracker.documentList')}>
          {filed ? (
            <li>
              <span>{t('formationTracker.certificate')}</span>
              <span className="fk-muted">{t('formationTracker.document.filed')}</span>
              <Button onClick={fetchCertificate} busy={download.isPending}>
                {download.isPending ? t('formationTracker.downloading') : t('formationTracker.download')}
              </Button>
            </li>
          ) : null}
          {uploads.map(([sent, status], index) => (
            <li key={index}>
              <span>{sent.fileName ?? sent.documentType}</span>
              <span className="fk-muted">
                {t(
                  status === 'success'
                    ? 'formationTracker.document.uploaded'
                    : status === 'error'
                      ? 'formationTracker.document.failed'
                      : 'formationTracker.upload.submitting',
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <BaseView write={{ error: download.error, retry: fetchCertificate }} />
      {canUpload ? (
        <form ref={formRef} className="fk-form" noValidate onSubmit={(event) => void send(event)}>
          <FileDrop
            anchor={formRef}
            checkContent={contentMatchesName}
            id={`${id}-file`}
            label={t('formationTracker.upload.label')}
            accept={accept}
            maxBytes={maxBytes}
            file={picked.file}
            error={fileError}
            disabled={upload.isPending}
            onFile={picked.onFile}
            onChecking={picked.onChecking}
          />
          <BaseView write={upload} />
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
    </div>
  )
}
