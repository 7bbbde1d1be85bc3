import type { QueryKey } from '@tanstack/react-query'
import { partnerQueryOptions, type PartnerQueryOptions } from './partnerQueryOptions'
import { orderPollInterval, type OrderLike, type PollOptions } from './polling'

/**
 * The shared shape of an order read (formation order, tax registration): polled with back-off until
 * a terminal phase (GEN-5), paused while the page is hidden; `poll: false` reads once.
 */
export function pollingOrderQueryOptions<TData extends OrderLike, TKey extends QueryKey>(
  queryKey: TKey,
  fetcher: (signal: AbortSignal) => Promise<TData>,
  poll: PollOptions | false,
): PartnerQueryOptions<TData, TKey> {
  return {
    ...partnerQueryOptions<TData, TKey>(queryKey, fetcher),
    refetchInterval: poll === false ? false : orderPollInterval(poll),
    refetchIntervalInBackground: false,
    // A component mounted within the first interval joins the poll instead of fetching again.
    staleTime: poll === false ? 0 : (poll.initialIntervalMs ?? 5_000),
  }
}
