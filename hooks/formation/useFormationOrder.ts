'use client'
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import type { FormationOrder, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { OrderQueryHookOptions } from '../internal/types'
import { enteredFormationOrder } from './enteredFormationOrder'
import { formationOrderQueryOptions } from './formationOrderQueryOptions'

/** Options of `useFormationOrder`: TanStack's, plus `poll` (intervals, or `false` to read once). */
export type UseFormationOrderOptions = OrderQueryHookOptions<
  FormationOrder,
  ReturnType<typeof filingKeys.formation.orderDetail>
>

/**
 * An order's phase and status, polled with back-off until Complete or Cancelled (GEN-5); every
 * component watching the same order shares one poll. Right after creation `contact`, `companyInfo`
 * and `businessAddress` may be null (BF-4), and in `Order Received` so are `orderFilingType`,
 * `filedDate` and `formedEntityId` (BF-5): an order placed through this QueryClient's
 * `useCreateFormationOrder` reads, from the first frame, what the owner entered instead.
 * @example
 * const { data: order } = useFormationOrder(orderGuid)
 * if (order && RFI_STATUSES.includes(order.orderStatus ?? '')) showRfiForm()
 */
export function useFormationOrder(
  orderGuid: string,
  { poll, ...options }: UseFormationOrderOptions = {},
): UseQueryResult<FormationOrder, PartnerApiError> {
  const { client } = useFilingKitContext('useFormationOrder')
  const queryClient = useQueryClient()
  return useQuery({
    ...formationOrderQueryOptions(client, orderGuid, poll),
    // Shown at once, read again at once (updated at 0: stale).
    initialData: () => enteredFormationOrder(queryClient, client.partnerId, orderGuid),
    initialDataUpdatedAt: 0,
    ...options,
  })
}
