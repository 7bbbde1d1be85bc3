'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { PartnerApiError, UploadDocumentFile } from '../../src/index'
import { invalidateFormationOrder } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The order and the document: a `{ file, fileName?, documentType? }` to encode, or Base64 already. */
export type UploadOrderDocumentVariables = UploadDocumentFile & { orderGuid: string }

/**
 * Sends a partner document for an order; a Blob/File is read to Base64 in slices by the client.
 * Never retried; refreshes the order.
 * @example
 * const upload = useUploadOrderDocument()
 * upload.mutate({ orderGuid, file: pickedFile, documentType: 'Operating Agreement' })
 */
export function useUploadOrderDocument(
  options?: MutationHookOptions<unknown, UploadOrderDocumentVariables>,
): UseMutationResult<unknown, PartnerApiError, UploadOrderDocumentVariables> {
  return usePartnerMutation(
    'useUploadOrderDocument',
    {
      operation: 'formation.uploadDocument',
      mutationFn: (client, { orderGuid, ...file }, call) =>
        client.formation.uploadDocument(orderGuid, file as UploadDocumentFile, call),
      onSuccess: ({ variables: { orderGuid }, client, queryClient, emit }) => {
        emit({ type: 'formation.document.uploaded', orderGuid })
        return invalidateFormationOrder(queryClient, client.partnerId, orderGuid)
      },
    },
    options,
  )
}
