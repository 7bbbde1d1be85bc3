'use client'
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query'
import type { CallOptions, OperationName, PartnerApiError, PartnerClient } from '../../src/index'
import { attemptKeyOf } from './attemptKeys'
import type { FilingKitEvent } from '../events'
import { filingKeys } from '../filingKeys'
import { useEmit, useFilingKitContext } from './context'
import type { MutationHookOptions } from './types'

interface SuccessContext<TData, TVariables> {
  data: TData
  variables: TVariables
  client: PartnerClient
  queryClient: QueryClient
  emit: (event: FilingKitEvent) => void
}

/** What a mutation hook adds to the shared mechanics: its operation, its call and its success effects. */
export interface PartnerMutationConfig<TData, TVariables> {
  /** The route-table operation; the mutation key is `['filing-kit', partnerId, operation]`. */
  operation: OperationName
  /** `call` carries the attempt's `idempotencyKey`: pass it to the client method. */
  mutationFn: (client: PartnerClient, variables: TVariables, call: CallOptions) => Promise<TData>
  /** Emits the event and invalidates what the write changed; awaited before the caller's own onSuccess. */
  onSuccess?: (context: SuccessContext<TData, TVariables>) => Promise<unknown> | void
}

/**
 * The shared mechanics of every write: the provider's client, a key per operation, never an
 * automatic retry (GEN-3), invalidation and the typed event on success, then the caller's callbacks.
 */
export function usePartnerMutation<TData, TVariables>(
  hookName: string,
  config: PartnerMutationConfig<TData, TVariables>,
  options: MutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, PartnerApiError, TVariables> {
  const { client } = useFilingKitContext(hookName)
  const queryClient = useQueryClient()
  const emit = useEmit()
  return useMutation<TData, PartnerApiError, TVariables>({
    ...options,
    mutationKey: filingKeys.mutation(client.partnerId, config.operation),
    retry: false,
    mutationFn: (variables) =>
      attemptKeyOf(queryClient, config.operation, variables, (idempotencyKey) =>
        config.mutationFn(client, variables, { idempotencyKey }),
      ),
    onSuccess: async (data, variables, onMutateResult, context) => {
      // Each accepted write leaves a receipt at the proxy: the list is stale now.
      void queryClient.invalidateQueries({ queryKey: filingKeys.receipts.all(client.partnerId) })
      await config.onSuccess?.({ data, variables, client, queryClient, emit })
      return options.onSuccess?.(data, variables, onMutateResult, context)
    },
  })
}
