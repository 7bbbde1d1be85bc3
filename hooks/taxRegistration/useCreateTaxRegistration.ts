'use client'
import type { CreatedTaxRegistration, CreateTaxRegistrationInput } from '../../src/index'
import { useEmit, useFilingKitContext } from '../internal/context'
import type { MutationHookOptions } from '../internal/types'
import {
  useSingleSubmission,
  type Attempt,
  type SingleSubmissionResult,
} from '../internal/useSingleSubmission'

/**
 * Creates a tax registration, safely (BF-3, as `useCreateFormationOrder`: one pcid per attempt, no
 * second create in flight, `outcome: 'unknown'` with the pcid after a lost answer). The client checks
 * the service's rules before sending — date of birth for an INDIVIDUAL (TAX-3), non-profit details
 * (TAX-4), titles per entity type (TAX-5), EIN NN-NNNNNNN (TAX-6), no negative payroll (TAX-7) — and
 * refuses with `fieldErrors` such as `responsibleParties.0.dateOfBirth`, nothing sent. Resolves to the
 * echo with its `orderGuid`: keep your own copy, the status read never returns the details (TAX-2).
 * @example
 * const register = useCreateTaxRegistration()
 * register.mutate(order, { onSuccess: ({ orderGuid }) => save(orderGuid) })
 */
export function useCreateTaxRegistration(
  options?: MutationHookOptions<CreatedTaxRegistration, Attempt<CreateTaxRegistrationInput>>,
): SingleSubmissionResult<CreatedTaxRegistration, CreateTaxRegistrationInput> {
  const { client } = useFilingKitContext('useCreateTaxRegistration')
  const emit = useEmit()
  return useSingleSubmission(
    'useCreateTaxRegistration',
    'taxRegistration.createOrder',
    (input) => client.taxRegistration.createOrder(input),
    (order, { pcid }) => {
      emit({ type: 'taxRegistration.order.created', orderGuid: order.orderGuid, pcid })
      return undefined
    },
    options,
  )
}
