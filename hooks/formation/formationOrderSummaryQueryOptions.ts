import type { OrderSummary, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'

/** Query options for an order's price and products (BF-6). */
export function formationOrderSummaryQueryOptions(
  client: PartnerClient,
  orderGuid: string,
): PartnerQueryOptions<OrderSummary, ReturnType<typeof filingKeys.formation.orderSummary>> {
  return partnerQueryOptions<OrderSummary, ReturnType<typeof filingKeys.formation.orderSummary>>(
    filingKeys.formation.orderSummary(client.partnerId, orderGuid),
    (signal) => client.formation.getOrderSummary(orderGuid, { signal }),
  )
}
