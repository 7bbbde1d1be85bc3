import type { PartnerClient, TaxRegistrationOrder } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'
import { orderPollInterval, type PollOptions } from '../internal/polling'

/**
 * Query options for a tax registration's status summary (TAX-2: never the submitted details), polled
 * like a formation order (GEN-5). An unknown id is the error kind `not_found` and stops polling (TAX-8).
 */
export function taxRegistrationOrderQueryOptions(
  client: PartnerClient,
  orderGuid: string,
  poll: PollOptions | false = {},
): PartnerQueryOptions<TaxRegistrationOrder, ReturnType<typeof filingKeys.taxRegistration.order>> {
  return {
    ...partnerQueryOptions<TaxRegistrationOrder, ReturnType<typeof filingKeys.taxRegistration.order>>(
      filingKeys.taxRegistration.order(client.partnerId, orderGuid),
      (signal) => client.taxRegistration.getOrder(orderGuid, { signal }),
    ),
    refetchInterval: poll === false ? (false as const) : orderPollInterval(poll),
    refetchIntervalInBackground: false,
    // A component mounted within the first interval joins the poll instead of fetching again.
    staleTime: poll === false ? 0 : (poll.initialIntervalMs ?? 5_000),
  }
}
