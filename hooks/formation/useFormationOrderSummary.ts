'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { OrderSummary, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { formationOrderSummaryQueryOptions } from './formationOrderSummaryQueryOptions'

/**
 * An order's price and products (capitalised naming, `Id`; BF-6).
 * @example
 * const { data: summary } = useFormationOrderSummary(orderGuid)
 */
export function useFormationOrderSummary(
  orderGuid: string,
  options?: QueryHookOptions<OrderSummary, ReturnType<typeof filingKeys.formation.orderSummary>>,
): UseQueryResult<OrderSummary, PartnerApiError> {
  const { client } = useFilingKitContext('useFormationOrderSummary')
  return useQuery({ ...formationOrderSummaryQueryOptions(client, orderGuid), ...options })
}
