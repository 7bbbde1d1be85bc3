'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { PartnerApiError, RenewSubscriptionInput } from '../../src/index'
import { invalidateSubscription } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** What to renew: the plan's id and the renewal fields to change (CMP-14); the body's `id` is filled in. */
export type RenewSubscriptionVariables = Omit<RenewSubscriptionInput, 'id'> & { subscriptionId: string }

/**
 * Updates a plan's renewal fields — extend it, switch `Manual` ⇄ `Auto Renewal` (CMP-14, CMP-17).
 * An unknown plan is a `validation` error, another partner's a `forbidden` one. Never retried;
 * refreshes the plan and every subscription list.
 * @example
 * const renew = useRenewSubscription()
 * renew.mutate({ subscriptionId, renewalType: 'Auto Renewal', autoRenew: true })
 */
export function useRenewSubscription(
  options?: MutationHookOptions<true, RenewSubscriptionVariables>,
): UseMutationResult<true, PartnerApiError, RenewSubscriptionVariables> {
  return usePartnerMutation(
    'useRenewSubscription',
    {
      operation: 'compliance.renewSubscription',
      mutationFn: (client, { subscriptionId, ...input }, call) =>
        client.compliance.renewSubscription(subscriptionId, input, call),
      onSuccess: ({ variables: { subscriptionId }, client, queryClient, emit }) => {
        emit({ type: 'subscription.renewed', subscriptionId })
        return invalidateSubscription(queryClient, client.partnerId, subscriptionId)
      },
    },
    options,
  )
}
