'use client'
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { generatePcid, isPartnerApiError, type OperationName, type PartnerApiError } from '../../src/index'
import { SubmissionRefusedError } from '../SubmissionRefusedError'
import { useFilingKitContext } from './context'
import type { MutationHookOptions } from './types'
import { mutationKeyOf } from './usePartnerMutation'

/**
 * Where a create stands (BF-3): `created` and `rejected` are answers; `unknown` means the request
 * may or may not have created the order (no answer, a time-out, a 5xx, an unreadable answer).
 */
export type CreateOutcome = 'idle' | 'pending' | 'created' | 'rejected' | 'unknown'

/** Variables as sent: the caller's order with the attempt's pcid. */
export interface Attempt<TInput> {
  input: TInput
  pcid: string
}

/** A create hook's result: TanStack's mutation, plus the attempt's pcid and outcome. */
export type SingleSubmissionResult<TData, TInput> = Omit<
  UseMutationResult<TData, PartnerApiError, Attempt<TInput>>,
  'mutate' | 'mutateAsync' | 'variables' | 'reset'
> & {
  /** Sends the order once; ignored (returns false) while one is in flight or after an `unknown` outcome. */
  mutate: (input: TInput) => boolean
  /** Sends the order once; rejects with `SubmissionRefusedError` (nothing sent) when `mutate` would refuse. */
  mutateAsync: (input: TInput) => Promise<TData>
  /** The pcid of the current attempt; after `unknown`, the id to reconcile the order by. */
  pcid: string | undefined
  outcome: CreateOutcome
  /** The order as last sent (with its pcid). */
  variables: TInput | undefined
  /** Forgets the attempt — after reconciling an `unknown` one — so the next `mutate` starts over with a new pcid. */
  reset: () => void
}

const UNKNOWN_KINDS: ReadonlySet<string> = new Set(['network', 'timeout', 'server', 'contract', 'aborted'])

/** True when the service may have acted although we have no answer saying so. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isPartnerApiError(error) || UNKNOWN_KINDS.has(error.kind)
}

interface AttemptState {
  outcome: CreateOutcome
  pcid?: string
}

/**
 * One pcid per submission attempt, and no second create while one is in flight — in this component
 * or in any other under the same QueryClient — nor after an attempt whose outcome is unknown, until
 * `reset()`. Mutations never run by themselves, so a remount sends nothing.
 */
export function useSingleSubmission<TData, TInput extends { pcid?: string }>(
  hookName: string,
  operation: OperationName,
  send: (input: TInput & { pcid: string }) => Promise<TData>,
  onCreated: (data: TData, attempt: Attempt<TInput>) => Promise<unknown> | void,
  options: MutationHookOptions<TData, Attempt<TInput>> = {},
): SingleSubmissionResult<TData, TInput> {
  const { client } = useFilingKitContext(hookName)
  const queryClient = useQueryClient()
  const mutationKey = mutationKeyOf(client.partnerId, operation)
  // Synchronous guard: a double click lands before React re-renders with `isPending`.
  const current = useRef<AttemptState>({ outcome: 'idle' })
  const [shown, setShown] = useState<AttemptState>({ outcome: 'idle' })
  const settle = (next: AttemptState) => {
    current.current = next
    setShown(next)
  }
  const mutation = useMutation<TData, PartnerApiError, Attempt<TInput>>({
    ...options,
    mutationKey,
    retry: false,
    mutationFn: ({ input, pcid }) => send({ ...input, pcid }),
    onSuccess: async (data, attempt, onMutateResult, context) => {
      await onCreated(data, attempt)
      return options.onSuccess?.(data, attempt, onMutateResult, context)
    },
  })

  const mutateAsync = async (input: TInput): Promise<TData> => {
    const { outcome, pcid: previous } = current.current
    if (outcome === 'pending' || queryClient.isMutating({ mutationKey }) > 0) {
      throw new SubmissionRefusedError('in_flight', previous)
    }
    if (outcome === 'unknown') throw new SubmissionRefusedError('outcome_unknown', previous)
    const pcid = input.pcid ?? generatePcid()
    settle({ outcome: 'pending', pcid })
    try {
      const data = await mutation.mutateAsync({ input, pcid })
      settle({ outcome: 'created', pcid })
      return data
    } catch (error) {
      settle({ outcome: isOutcomeUnknown(error) ? 'unknown' : 'rejected', pcid })
      throw error
    }
  }

  const { mutate: _mutate, mutateAsync: _mutateAsync, variables, reset, ...rest } = mutation
  return {
    ...rest,
    mutate: (input) => {
      const outcome = current.current.outcome
      if (outcome === 'pending' || outcome === 'unknown') return false
      if (queryClient.isMutating({ mutationKey }) > 0) return false
      mutateAsync(input).catch(() => undefined)
      return true
    },
    mutateAsync,
    pcid: shown.pcid,
    outcome: shown.outcome,
    variables: variables?.input,
    reset: () => {
      if (current.current.outcome === 'pending') return
      settle({ outcome: 'idle' })
      reset()
    },
  }
}
