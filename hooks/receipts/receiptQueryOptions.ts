import type { FilingReceipt, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for one of the signed-in owner's receipts; for `useQuery`, `prefetchQuery`, `setQueryData`. */
export function receiptQueryOptions(
  client: PartnerClient,
  receiptId: string,
): PartnerQueryOptions<FilingReceipt, ReturnType<typeof filingKeys.receipts.receipt>> {
  return partnerQueryOptions<FilingReceipt, ReturnType<typeof filingKeys.receipts.receipt>>(
    filingKeys.receipts.receipt(client.partnerId, receiptId),
    (signal) => client.receipts.get(receiptId, { signal }),
  )
}
