'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ListSubscriptionsQuery, SubscriptionList, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { subscriptionsQueryOptions } from './subscriptionsQueryOptions'

/**
 * Subscription plans, optionally of one company; none found is an empty list (CMP-12).
 * @example
 * const { data } = useSubscriptions({ companyId })
 * data?.subscriptions.map((plan) => plan.serviceCategory)
 */
export function useSubscriptions(
  query: ListSubscriptionsQuery = {},
  options?: QueryHookOptions<SubscriptionList, ReturnType<typeof filingKeys.compliance.subscriptionList>>,
): UseQueryResult<SubscriptionList, PartnerApiError> {
  const { client } = useFilingKitContext('useSubscriptions')
  return useQuery({ ...subscriptionsQueryOptions(client, query), ...options })
}
