'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { FilingReceipt, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { receiptsQueryOptions } from './receiptsQueryOptions'

/**
 * The signed-in owner's receipts, newest first: one per write the service accepted, kept by the
 * proxy (its `store`), so they are there after a reload and on another device.
 * @example
 * const { data: receipts = [] } = useReceipts()
 */
export function useReceipts(
  options?: QueryHookOptions<FilingReceipt[], ReturnType<typeof filingKeys.receipts.list>>,
): UseQueryResult<FilingReceipt[], PartnerApiError> {
  const { client } = useFilingKitContext('useReceipts')
  return useQuery({ ...receiptsQueryOptions(client), ...options })
}
