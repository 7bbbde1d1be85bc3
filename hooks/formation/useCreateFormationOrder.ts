'use client'
import type { CreatedFormationOrder, CreateFormationOrderInput } from '../../src/index'
import { useEmit, useFilingKitContext } from '../internal/context'
import type { MutationHookOptions } from '../internal/types'
import {
  useSingleSubmission,
  type Attempt,
  type SingleSubmissionResult,
} from '../internal/useSingleSubmission'

/**
 * Creates a formation order, safely (BF-3): each attempt gets its own `pcid`; a second `mutate` while
 * one is in flight is refused; after a network failure or time-out the hook reports
 * `outcome: 'unknown'` with the `pcid` and refuses to send again until you `reset()` — the order may
 * exist, so reconcile first. Service refusals (`outcome: 'rejected'`) carry `error.fieldErrors`
 * naming the field (BF-10). Resolves to the echoed order with its `orderGuid` (BF-2).
 * @example
 * const create = useCreateFormationOrder()
 * create.mutate(order)  // then: create.outcome, create.pcid, create.data?.orderGuid
 * if (create.outcome === 'unknown') showReconcile(create.pcid)
 */
export function useCreateFormationOrder(
  options?: MutationHookOptions<CreatedFormationOrder, Attempt<CreateFormationOrderInput>>,
): SingleSubmissionResult<CreatedFormationOrder, CreateFormationOrderInput> {
  const { client } = useFilingKitContext('useCreateFormationOrder')
  const emit = useEmit()
  return useSingleSubmission(
    'useCreateFormationOrder',
    'formation.createOrder',
    (input) => client.formation.createOrder(input),
    (order, { pcid }) => {
      emit({ type: 'formation.order.created', orderGuid: order.orderGuid, pcid })
      return undefined
    },
    options,
  )
}
