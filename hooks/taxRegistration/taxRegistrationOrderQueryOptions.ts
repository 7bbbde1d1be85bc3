import type { PartnerClient, TaxRegistrationOrder } from '../../src/index'
import { filingKeys } from '../filingKeys'
import type { PartnerQueryOptions } from '../internal/partnerQueryOptions'
import type { PollOptions } from '../internal/polling'
import { pollingOrderQueryOptions } from '../internal/pollingOrderQueryOptions'

/**
 * Query options for a tax registration's status summary (TAX-2: never the submitted details), polled
 * like a formation order (GEN-5). An unknown id is the error kind `not_found` and stops polling (TAX-8).
 */
export function taxRegistrationOrderQueryOptions(
  client: PartnerClient,
  orderGuid: string,
  poll: PollOptions | false = {},
): PartnerQueryOptions<TaxRegistrationOrder, ReturnType<typeof filingKeys.taxRegistration.order>> {
  return pollingOrderQueryOptions(
    filingKeys.taxRegistration.order(client.partnerId, orderGuid),
    (signal) => client.taxRegistration.getOrder(orderGuid, { signal }),
    poll,
  )
}
