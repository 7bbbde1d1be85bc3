'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { FilingReceipt, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { receiptQueryOptions } from './receiptQueryOptions'

/**
 * One of the signed-in owner's receipts; disabled while `receiptId` is empty.
 * @example
 * const { data: receipt } = useReceipt(receiptId)
 */
export function useReceipt(
  receiptId: string | undefined,
  options?: QueryHookOptions<FilingReceipt, ReturnType<typeof filingKeys.receipts.receipt>>,
): UseQueryResult<FilingReceipt, PartnerApiError> {
  const { client } = useFilingKitContext('useReceipt')
  return useQuery({
    ...receiptQueryOptions(client, receiptId ?? ''),
    enabled: Boolean(receiptId),
    ...options,
  })
}
