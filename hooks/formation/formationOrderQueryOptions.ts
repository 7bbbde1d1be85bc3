import type { FormationOrder, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { partnerQueryOptions, type PartnerQueryOptions } from '../internal/partnerQueryOptions'
import { orderPollInterval, type PollOptions } from '../internal/polling'

/**
 * Query options for one formation order, polled with back-off until a terminal phase (GEN-5):
 * 5 s, doubling while nothing changes, up to 60 s; paused while the page is hidden; stopped on
 * Complete, Cancelled or an error polling cannot fix. `poll: false` reads once.
 */
export function formationOrderQueryOptions(
  client: PartnerClient,
  orderGuid: string,
  poll: PollOptions | false = {},
): PartnerQueryOptions<FormationOrder, ReturnType<typeof filingKeys.formation.orderDetail>> {
  return {
    ...partnerQueryOptions<FormationOrder, ReturnType<typeof filingKeys.formation.orderDetail>>(
      filingKeys.formation.orderDetail(client.partnerId, orderGuid),
      (signal) => client.formation.getOrder(orderGuid, { signal }),
    ),
    refetchInterval: poll === false ? (false as const) : orderPollInterval(poll),
    refetchIntervalInBackground: false,
    // A component mounted within the first interval joins the poll instead of fetching again.
    staleTime: poll === false ? 0 : (poll.initialIntervalMs ?? 5_000),
  }
}
