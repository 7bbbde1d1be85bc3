import type { FilingReceipt, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for the signed-in owner's receipts, newest first; for `useQuery`, `prefetchQuery`, `setQueryData`. */
export function receiptsQueryOptions(
  client: PartnerClient,
): PartnerQueryOptions<FilingReceipt[], ReturnType<typeof filingKeys.receipts.list>> {
  return partnerQueryOptions<FilingReceipt[], ReturnType<typeof filingKeys.receipts.list>>(
    filingKeys.receipts.list(client.partnerId),
    (signal) => client.receipts.list({ signal }),
  )
}
