'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { FormationOrder, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { OrderQueryHookOptions } from '../internal/types'
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
 * `filedDate` and `formedEntityId` (BF-5).
 * @example
 * const { data: order } = useFormationOrder(orderGuid)
 * if (order && RFI_STATUSES.includes(order.orderStatus ?? '')) showRfiForm()
 */
export function useFormationOrder(
  orderGuid: string,
  { poll, ...options }: UseFormationOrderOptions = {},
): UseQueryResult<FormationOrder, PartnerApiError> {
  const { client } = useFilingKitContext('useFormationOrder')
  return useQuery({ ...formationOrderQueryOptions(client, orderGuid, poll), ...options })
}
