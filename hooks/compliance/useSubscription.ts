'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Subscription, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { subscriptionQueryOptions } from './subscriptionQueryOptions'

/**
 * One subscription plan (CMP-13).
 * @example
 * const { data: plan } = useSubscription(subscriptionId)
 */
export function useSubscription(
  subscriptionId: string,
  options?: QueryHookOptions<Subscription, ReturnType<typeof filingKeys.compliance.subscription>>,
): UseQueryResult<Subscription, PartnerApiError> {
  const { client } = useFilingKitContext('useSubscription')
  return useQuery({ ...subscriptionQueryOptions(client, subscriptionId), ...options })
}
