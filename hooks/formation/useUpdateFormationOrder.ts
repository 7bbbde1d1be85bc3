'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { FormationOrder, PartnerApiError, UpdateFormationOrderInput } from '../../src/index'
import { invalidateFormationOrder } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The order to update and the answer to its request for information (BF-7; the proxy adds `apiUserPid`). */
export type UpdateFormationOrderVariables = UpdateFormationOrderInput & { orderGuid: string }

/**
 * Answers a request for information on an order (status `Signature Needed RFI` or `Data Needed RFI`).
 * A signature request takes `signature: { fullName, signedAt, statement }` — the name the owner typed
 * under the statement they read — which stays in the result's `variables` (and `onSuccess`'s) as the
 * record of what was signed. Never retried; refreshes the order and its summary. Resolves to the
 * updated order, or `null` when the service only acknowledges the answer.
 * @example
 * const update = useUpdateFormationOrder()
 * update.mutate({ orderGuid, contact: { contactPhone: '555-0100' } })
 */
export function useUpdateFormationOrder(
  options?: MutationHookOptions<FormationOrder | null, UpdateFormationOrderVariables>,
): UseMutationResult<FormationOrder | null, PartnerApiError, UpdateFormationOrderVariables> {
  return usePartnerMutation(
    'useUpdateFormationOrder',
    {
      operation: 'formation.updateOrder',
      mutationFn: (client, { orderGuid, ...input }, call) =>
        client.formation.updateOrder(orderGuid, input, call),
      onSuccess: ({ variables: { orderGuid }, client, queryClient, emit }) => {
        emit({ type: 'formation.order.updated', orderGuid })
        return invalidateFormationOrder(queryClient, client.partnerId, orderGuid)
      },
    },
    options,
  )
}
