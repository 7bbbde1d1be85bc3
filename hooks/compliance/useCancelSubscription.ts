'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import {
  blobToBase64,
  fileExtension,
  type CancelSubscriptionResult,
  type PartnerApiError,
} from '../../src/index'
import { invalidateSubscription } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The replacement proof a Registered Agent cancellation needs (CMP-15): the file and its title. */
export interface CancelProofFile {
  file: Blob | File
  title: string
  /** Without a dot; by default taken from the file name, else from the MIME type (`application/pdf` → `pdf`). */
  extension?: string
}

/** Which plan to cancel; `proof` only for Registered Agent plans. */
export interface CancelSubscriptionVariables {
  subscriptionId: string
  proof?: CancelProofFile
}

function extensionOf({ file, extension }: CancelProofFile): string {
  if (extension) return extension.replace(/^\./, '')
  const fromName = 'name' in file ? fileExtension(file.name) : ''
  return fromName || (/^[a-z]+\/(?:[a-z-]+\.)*([a-z0-9]+)/i.exec(file.type)?.[1]?.toLowerCase() ?? '')
}

/**
 * Cancels a plan (CMP-15). Registered Agent plans need `proof`: the hook reads the file to Base64 in
 * slices, yielding between them so a large file does not block the page, and sends
 * `{ title, extension, base64 }` — the plan then waits in `Ready for Review`. Every other category
 * sends `{}` and is `Cancelled` at once. Never retried; refreshes the plan and the lists.
 * @example
 * const cancel = useCancelSubscription()
 * cancel.mutate({ subscriptionId, proof: { file: pickedFile, title: 'New agent appointment' } })
 */
export function useCancelSubscription(
  options?: MutationHookOptions<CancelSubscriptionResult, CancelSubscriptionVariables>,
): UseMutationResult<CancelSubscriptionResult, PartnerApiError, CancelSubscriptionVariables> {
  return usePartnerMutation(
    'useCancelSubscription',
    {
      operation: 'compliance.cancelSubscription',
      mutationFn: async (client, { subscriptionId, proof }) =>
        client.compliance.cancelSubscription(
          subscriptionId,
          proof
            ? { title: proof.title, extension: extensionOf(proof), base64: await blobToBase64(proof.file) }
            : undefined,
        ),
      onSuccess: ({ data, variables: { subscriptionId }, client, queryClient, emit }) => {
        emit({ type: 'subscription.cancelled', subscriptionId, status: data.status })
        return invalidateSubscription(queryClient, client.partnerId, subscriptionId)
      },
    },
    options,
  )
}
