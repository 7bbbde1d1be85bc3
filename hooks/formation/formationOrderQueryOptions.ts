import { replaceEqualDeep } from '@tanstack/react-query'
import type { FormationOrder, PartnerClient } from '../../src/index'
import { filingKeys } from '../filingKeys'
import type { PartnerQueryOptions } from '../internal/partnerQueryOptions'
import type { PollOptions } from '../internal/polling'
import { pollingOrderQueryOptions } from '../internal/pollingOrderQueryOptions'
import { keepEntered } from './enteredFormationOrder'

/**
 * Query options for one formation order, polled with back-off until a terminal phase (GEN-5):
 * 5 s, doubling while nothing changes, up to 60 s; paused while the page is hidden; stopped on
 * Complete, Cancelled or an error polling cannot fix. `poll: false` reads once. A read that has
 * contact, company or filing speed null keeps the ones already known (those the owner entered).
 */
export function formationOrderQueryOptions(
  client: PartnerClient,
  orderGuid: string,
  poll: PollOptions | false = {},
): PartnerQueryOptions<FormationOrder, ReturnType<typeof filingKeys.formation.orderDetail>> {
  return {
    ...pollingOrderQueryOptions(
      filingKeys.formation.orderDetail(client.partnerId, orderGuid),
      (signal) => client.formation.getOrder(orderGuid, { signal }),
      poll,
    ),
    structuralSharing: (before, next) =>
      replaceEqualDeep(before, keepEntered(before as FormationOrder | undefined, next as FormationOrder)),
  }
}
