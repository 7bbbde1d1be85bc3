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
 * @example
 * const download = useDownloadOrderDocument()
 * download.mutate({ orderGuid }, { onSuccess: (pdf) => window.open(URL.createObjectURL(pdf)) })
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
