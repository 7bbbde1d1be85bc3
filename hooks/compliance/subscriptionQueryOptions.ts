import type { PartnerClient, Subscription } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for one subscription plan (CMP-13). */
export function subscriptionQueryOptions(
  client: PartnerClient,
  subscriptionId: string,
): PartnerQueryOptions<Subscription, ReturnType<typeof filingKeys.compliance.subscription>> {
  return partnerQueryOptions<Subscription, ReturnType<typeof filingKeys.compliance.subscription>>(
    filingKeys.compliance.subscription(client.partnerId, subscriptionId),
    (signal) => client.compliance.getSubscription(subscriptionId, { signal }),
  )
}
