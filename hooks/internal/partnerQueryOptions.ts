import {
  queryOptions,
  type QueryKey,
  type QueryKeyWithDataTag,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query'
import type { PartnerApiError } from '../../src/index'

/**
 * What every `…QueryOptions` factory returns: TanStack's own options with a key tagged with the data
 * and error types, so `useQuery`, `useSuspenseQuery`, `prefetchQuery` and `setQueryData` stay typed.
 * Named explicitly so the published declarations reference only public TanStack types.
 */
export type PartnerQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<
  TData,
  PartnerApiError,
  TData,
  TKey
> &
  QueryKeyWithDataTag<TKey, TData, PartnerApiError>

/**
 * The shared shape of every filing-kit query: typed key (data and `PartnerApiError` tagged on it),
 * TanStack's abort signal passed to the client, and no query-level retry — the client already
 * retries reads after 5xx, 429, time-outs and network failures (GEN-3), and every other kind
 * (`validation`, `forbidden`, `unauthorized`, `not_found`, `contract`) cannot succeed on a retry.
 */
export function partnerQueryOptions<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetcher: (signal: AbortSignal) => Promise<TData>,
): PartnerQueryOptions<TData, TKey> {
  return queryOptions<TData, PartnerApiError, TData, TKey>({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    retry: false,
  })
}
