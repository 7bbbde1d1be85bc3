'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { PartnerApiError } from '../../src/index'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The order and, optionally, which of its documents. */
export interface DownloadOrderDocumentVariables {
  orderGuid: string
  documentType?: string
}

/**
 * Fetches a filed document (a PDF) as a Blob, on demand — a mutation so nothing downloads until
 * asked and the bytes are not cached. The client retries the read itself after a 5xx (GEN-3).
 *
 * The bytes are the service's: never open them as they are (`window.open(URL.createObjectURL(blob))`)
 * — an object URL has the portal's origin, and a "document" that is HTML or SVG would run there.
 * Save it as a file, or open it only once its first bytes say PDF and the Blob is typed so.
 * @example
 * const download = useDownloadOrderDocument()
 * download.mutate({ orderGuid }, {
 *   onSuccess: (file) => {
 *     // A download with a file name: the browser saves it, nothing renders on the portal's origin.
 *     const url = URL.createObjectURL(new Blob([file], { type: 'application/octet-stream' }))
 *     Object.assign(document.createElement('a'), { href: url, download: 'certificate.pdf' }).click()
 *     setTimeout(() => URL.revokeObjectURL(url), 60_000) // after the browser has read it
 *   },
 * })
 * @example
 * // To show it in a tab instead: only a PDF by its magic bytes, typed application/pdf by you.
 * const head = new Uint8Array(await file.slice(0, 5).arrayBuffer())
 * if (String.fromCharCode(...head) !== '%PDF-') throw new Error('The document is not a PDF')
 * const url = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }))
 * window.open(url, '_blank', 'noopener')
 * setTimeout(() => URL.revokeObjectURL(url), 60_000)
 */
export function useDownloadOrderDocument(
  options?: MutationHookOptions<Blob, DownloadOrderDocumentVariables>,
): UseMutationResult<Blob, PartnerApiError, DownloadOrderDocumentVariables> {
  return usePartnerMutation(
    'useDownloadOrderDocument',
    {
      operation: 'formation.downloadDocument',
      mutationFn: (client, { orderGuid, documentType }) =>
        client.formation.downloadDocument(orderGuid, documentType ? { documentType } : {}),
    },
    options,
  )
}
