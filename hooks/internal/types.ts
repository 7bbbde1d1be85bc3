import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query'
import type { PartnerApiError } from '../../src/index'
import type { PollOptions } from './polling'

/** TanStack's `useQuery` options a filing-kit query hook accepts on top of its factory (all but key and fetcher). */
export type QueryHookOptions<TData, TKey extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<TData, PartnerApiError, TData, TKey>,
  'queryKey' | 'queryFn' | 'select'
>

/** TanStack's `useMutation` options a filing-kit mutation hook accepts (all but the fetcher and retry). */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, PartnerApiError, TVariables>,
  'mutationFn' | 'mutationKey' | 'retry'
>

/** A polled order hook's options: TanStack's, plus `poll` (intervals, or `false` to read once). */
export type OrderQueryHookOptions<TData, TKey extends QueryKey> = QueryHookOptions<TData, TKey> & {
  poll?: PollOptions | false
}
