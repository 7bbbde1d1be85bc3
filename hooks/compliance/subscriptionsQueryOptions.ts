import type { ListSubscriptionsQuery, PartnerClient, SubscriptionList } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for subscription plans; "none found" is `{ companyName: null, subscriptions: [] }` (CMP-12). */
export function subscriptionsQueryOptions(
  client: PartnerClient,
  query: ListSubscriptionsQuery = {},
): PartnerQueryOptions<SubscriptionList, ReturnType<typeof filingKeys.compliance.subscriptionList>> {
  return partnerQueryOptions<SubscriptionList, ReturnType<typeof filingKeys.compliance.subscriptionList>>(
    filingKeys.compliance.subscriptionList(client.partnerId, query),
    (signal) => client.compliance.listSubscriptions(query, { signal }),
  )
}
