'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { CancelProofFile, CancelSubscriptionResult, PartnerApiError } from '../../src/index'
import { invalidateSubscription } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** Which plan to cancel; `proof` only for Registered Agent plans (a file the client reads to Base64). */
export interface CancelSubscriptionVariables {
  subscriptionId: string
  proof?: CancelProofFile
}

/**
 * Cancels a plan (CMP-15). Registered Agent plans need `proof`: the client reads the file to Base64
 * in slices, yielding between them so a large file does not block the page, and sends
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
      mutationFn: (client, { subscriptionId, proof }, call) =>
        client.compliance.cancelSubscription(subscriptionId, proof, call),
      onSuccess: ({ data, variables: { subscriptionId }, client, queryClient, emit }) => {
        emit({ type: 'subscription.cancelled', subscriptionId, status: data.status })
        return invalidateSubscription(queryClient, client.partnerId, subscriptionId)
      },
    },
    options,
  )
}
