'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { PartnerApiError } from '../../src/index'
import { invalidateFormationOrder } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The order to cancel. */
export interface CancelFormationOrderVariables {
  orderGuid: string
}

/**
 * Cancels a formation order — irreversible, so ask first. Never retried; refreshes the order (which
 * then reads `Cancelled`, and its polling stops) and its summary.
 * @example
 * const cancel = useCancelFormationOrder()
 * if (confirm('Cancel this order?')) cancel.mutate({ orderGuid })
 */
export function useCancelFormationOrder(
  options?: MutationHookOptions<unknown, CancelFormationOrderVariables>,
): UseMutationResult<unknown, PartnerApiError, CancelFormationOrderVariables> {
  return usePartnerMutation(
    'useCancelFormationOrder',
    {
      operation: 'formation.cancelOrder',
      mutationFn: (client, { orderGuid }, call) => client.formation.cancelOrder(orderGuid, call),
      onSuccess: ({ variables: { orderGuid }, client, queryClient, emit }) => {
        emit({ type: 'formation.order.cancelled', orderGuid })
        return invalidateFormationOrder(queryClient, client.partnerId, orderGuid)
      },
    },
    options,
  )
}
