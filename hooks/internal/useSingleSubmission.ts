'use client'
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  generatePcid,
  isOutcomeUnknown,
  isPartnerApiError,
  type OperationName,
  type PartnerApiError,
} from '../../src/index'
import { SubmissionRefusedError } from '../SubmissionRefusedError'
import {
  carriedOver,
  openAttemptOf,
  setOpenAttempt,
  useMountedRef,
  useOpenAttempt,
  type OpenAttempt,
} from './attemptRegistry'
import { useFilingKitContext } from './context'
import type { MutationHookOptions } from './types'
import { filingKeys } from '../filingKeys'

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
  /**
   * Sends the order once; ignored (returns false) while one is in flight, after an `unknown` outcome,
   * or while a `created` attempt carried over from an unmounted form stands (until `reset()`).
   */
  mutate: (input: TInput) => boolean
  /** Sends the order once; rejects with `SubmissionRefusedError` (nothing sent) when `mutate` would refuse. */
  mutateAsync: (input: TInput) => Promise<TData>
  /** The pcid of the current attempt; after `unknown`, the id to reconcile the order by. */
  pcid: string | undefined
  /**
   * Where the create stands. `pending` and `unknown` (with their `pcid`) are kept per QueryClient and
   * operation, not per component: every create hook of this kind under it shows them, even one mounted
   * later. So are `created` (with `data`) and `rejected` (with `error`) answered after the sending
   * form unmounted, until `reset()`; otherwise they stay with that form.
   */
  outcome: CreateOutcome
  /** The order as last sent (with its pcid). */
  variables: TInput | undefined
  /**
   * Forgets the attempt — after reconciling an `unknown` one, or to start another order after a
   * carried-over `created` — so the next `mutate` starts over with a new pcid. Clears it for every
   * create hook of this kind under the QueryClient; ignored while `pending`.
   */
  reset: () => void
}

/** How often an `unknown` create is sent again by itself, and after how long (doubling, capped): the
 * provider's `resend` overrides each. */
const MAX_RESENDS = 5
const FIRST_RESEND_MS = 5_000
const LAST_RESEND_MS = 60_000

/** This hook's own last answer; the registry's attempts (`pending`, `unknown`, carried over) win. */
interface SettledAttempt {
  outcome: 'idle' | 'created' | 'rejected'
  pcid?: string
}

const IDLE: SettledAttempt = { outcome: 'idle' }

/**
 * One pcid per attempt; no second create while one is in flight (in any hook under the QueryClient),
 * after an unknown outcome, or after a create answered once its form unmounted, until `reset()`.
 * Those attempts live in the registry (per QueryClient and key), so a remounted form shows and
 * refuses them; mutations never run by themselves, so a remount sends nothing.
 */
export function useSingleSubmission<TData, TInput extends { pcid?: string }>(
  hookName: string,
  operation: OperationName,
  send: (input: TInput & { pcid: string }) => Promise<TData>,
  onCreated: (data: TData, attempt: Attempt<TInput>) => Promise<unknown> | void,
  options: MutationHookOptions<TData, Attempt<TInput>> = {},
): SingleSubmissionResult<TData, TInput> {
  const { client, resend } = useFilingKitContext(hookName)
  const maxResends = resend.attempts ?? MAX_RESENDS
  const firstResendMs = resend.firstDelayMs ?? FIRST_RESEND_MS
  const lastResendMs = resend.maxDelayMs ?? LAST_RESEND_MS
  const queryClient = useQueryClient()
  const mutationKey = filingKeys.mutation(client.partnerId, operation)
  const open = useOpenAttempt(queryClient, mutationKey)
  const [settled, setSettled] = useState<SettledAttempt>(IDLE)
  const mounted = useMountedRef()
  const mutation = useMutation<TData, PartnerApiError, Attempt<TInput>>({
    ...options,
    mutationKey,
    retry: false,
    mutationFn: ({ input, pcid }) => send({ ...input, pcid }),
    onSuccess: async (data, attempt, onMutateResult, context) => {
      void queryClient.invalidateQueries({ queryKey: filingKeys.receipts.all(client.partnerId) })
      await onCreated(data, attempt)
      // The order exists whatever the caller's callback does: a throw there must not turn a created
      // order into an error, nor (being no PartnerApiError) into an `unknown` outcome.
      try {
        await options.onSuccess?.(data, attempt, onMutateResult, context)
      } catch (error) {
        console.error('filing-kit: onSuccess threw after the order was created', error)
      }
    },
  })

  // Read from the registry, not from render: a double click lands before React re-renders.
  const refusal = (): SubmissionRefusedError | undefined => {
    const standing = openAttemptOf(queryClient, mutationKey)
    if (standing?.outcome === 'pending' || queryClient.isMutating({ mutationKey }) > 0)
      return new SubmissionRefusedError('in_flight', standing?.pcid)
    if (standing?.outcome === 'unknown') return new SubmissionRefusedError('outcome_unknown', standing.pcid)
    if (standing?.outcome === 'created') return new SubmissionRefusedError('already_created', standing.pcid)
    return undefined
  }

  // An answer stays with this hook while mounted; unknown ones, or any after unmount, go to the registry.
  const settle = (attempt: OpenAttempt) => {
    const own = mounted.current && (attempt.outcome === 'created' || attempt.outcome === 'rejected')
    setSettled(own ? { outcome: attempt.outcome, pcid: attempt.pcid } : IDLE)
    setOpenAttempt(queryClient, mutationKey, own ? undefined : attempt)
  }

  // One send of an attempt; `resends` counts the sends the hook made by itself after `unknown`.
  const sendAttempt = async (input: TInput, pcid: string, resends: number): Promise<TData> => {
    setOpenAttempt(queryClient, mutationKey, { outcome: 'pending', pcid, input, resends })
    try {
      const data = await mutation.mutateAsync({ input, pcid })
      settle({ outcome: 'created', pcid, data })
      return data
    } catch (error) {
      const retryAfterMs = isPartnerApiError(error) ? error.retryAfterMs : undefined
      settle(
        isOutcomeUnknown(error)
          ? { outcome: 'unknown', pcid, input, resends, ...(retryAfterMs ? { retryAfterMs } : {}) }
          : { outcome: 'rejected', pcid, error },
      )
      throw error
    }
  }

  const mutateAsync = async (input: TInput): Promise<TData> => {
    const refused = refusal()
    if (refused) throw refused
    return sendAttempt(input, input.pcid ?? generatePcid(), 0)
  }

  // An `unknown` create resolves by itself: sent again under the same pcid — the proxy's key for it
  // (README, "Exactly once") — it is answered from the proxy's store if it was done, or done once if
  // it never arrived. Whichever hook of this kind is mounted sends it; the registry lets only one.
  useEffect(() => {
    if (open?.outcome !== 'unknown' || open.input === undefined) return
    const resends = open.resends ?? 0
    if (resends >= maxResends) return
    const backoff = Math.min(lastResendMs, firstResendMs * 2 ** resends)
    const timer = setTimeout(
      () => {
        if (openAttemptOf(queryClient, mutationKey) !== open) return
        sendAttempt(open.input as TInput, open.pcid, resends + 1).catch(() => undefined)
      },
      Math.max(backoff, open.retryAfterMs ?? 0),
    )
    return () => clearTimeout(timer)
    // Per standing attempt (and resend setting) only: `sendAttempt` and the key are new each render,
    // and a render must not restart the wait (a polling page renders often).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, maxResends, firstResendMs, lastResendMs])

  const shown = open ?? settled
  const { mutate: _mutate, mutateAsync: _mutateAsync, variables, reset, ...rest } = mutation
  return {
    ...rest,
    ...(open && carriedOver<TData>(open)),
    mutate: (input) => {
      if (refusal()) return false
      mutateAsync(input).catch(() => undefined)
      return true
    },
    mutateAsync,
    pcid: shown.pcid,
    outcome: shown.outcome,
    variables: variables?.input,
    reset: () => {
      if (openAttemptOf(queryClient, mutationKey)?.outcome === 'pending') return
      setOpenAttempt(queryClient, mutationKey, undefined)
      setSettled(IDLE)
      reset()
    },
  }
}
