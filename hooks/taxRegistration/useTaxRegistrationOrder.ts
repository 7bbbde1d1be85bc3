'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { PartnerApiError, TaxRegistrationOrder } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { OrderQueryHookOptions } from '../internal/types'
import { taxRegistrationOrderQueryOptions } from './taxRegistrationOrderQueryOptions'

/** Options of `useTaxRegistrationOrder`: TanStack's, plus `poll` (intervals, or `false` to read once). */
export type UseTaxRegistrationOrderOptions = OrderQueryHookOptions<
  TaxRegistrationOrder,
  ReturnType<typeof filingKeys.taxRegistration.order>
>

/**
 * A tax registration's status summary — phase, status, account numbers, rates, agency accounts,
 * never the submitted details (TAX-2) — polled with back-off until a terminal phase (GEN-5). An
 * unknown id is a state, not a retry loop: `error.kind === 'not_found'` and polling stops.
 * @example
 * const { data, error } = useTaxRegistrationOrder(orderGuid)
 * if (isPartnerApiError(error, 'not_found')) return <p>No such registration.</p>
 */
export function useTaxRegistrationOrder(
  orderGuid: string,
  { poll, ...options }: UseTaxRegistrationOrderOptions = {},
): UseQueryResult<TaxRegistrationOrder, PartnerApiError> {
  const { client } = useFilingKitContext('useTaxRegistrationOrder')
  return useQuery({ ...taxRegistrationOrderQueryOptions(client, orderGuid, poll), ...options })
}
