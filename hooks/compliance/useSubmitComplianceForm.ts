'use client'
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import {
  awaitWriteback,
  submittedValuesReflected,
  type Company,
  type PartnerApiError,
  type PartnerClient,
  type SubmitAlertFormsInput,
} from '../../src/index'
import { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import { invalidateAlert } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'
import { writebackKey, writebacks, type WritebackState } from '../internal/writebacks'
import { alertQueryOptions } from './alertQueryOptions'

export type { WritebackState } from '../internal/writebacks'

/** The alert and its completed forms (CMP-9); `companyId` when known, else read from the alert. */
export type SubmitComplianceFormVariables = SubmitAlertFormsInput & { alertId: string; companyId?: string }

/** TanStack's mutation options, plus how the writeback is confirmed and how long to wait for it. */
export interface UseSubmitComplianceFormOptions extends MutationHookOptions<
  true,
  SubmitComplianceFormVariables
> {
  /** Whether the re-read company reflects the submission; by default `submittedValuesReflected`. */
  expect?: (company: Company, submitted: SubmitAlertFormsInput) => boolean
  /** How long to wait for the writeback. Default 30 000 ms; the submit itself has succeeded either way. */
  writebackTimeoutMs?: number
  /** First pause between re-reads, doubling up to 8 s. Default 1 000 ms. */
  writebackIntervalMs?: number
}

/** TanStack's mutation result, plus the writeback state (CMP-11). */
export type UseSubmitComplianceFormResult = UseMutationResult<
  true,
  PartnerApiError,
  SubmitComplianceFormVariables
> & {
  writeback: WritebackState
}

async function companyOf(
  client: PartnerClient,
  queryClient: ReturnType<typeof useQueryClient>,
  variables: SubmitComplianceFormVariables,
) {
  if (variables.companyId) return variables.companyId
  try {
    const alert = await queryClient.ensureQueryData(alertQueryOptions(client, variables.alertId))
    return alert.companyId ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Submits an alert's completed forms (CMP-9) — section names and value types as given (CMP-8); a
 * refusal names `Section.Field` in `error.fieldErrors` (CMP-10) — then re-reads the company with
 * back-off until it reflects the values: `writeback` goes `pending` → `confirmed`, or `timed_out`
 * (CMP-11); `unverifiable` when no company is known to re-read. Refreshes the alert, the alert
 * lists, the company and the company list (again once the writeback is confirmed).
 * @example
 * const submit = useSubmitComplianceForm()
 * submit.mutate({ alertId, companyId, complianceForms })
 * submit.writeback === 'confirmed' && <p>Your records are updated.</p>
 */
export function useSubmitComplianceForm(
  options: UseSubmitComplianceFormOptions = {},
): UseSubmitComplianceFormResult {
  const {
    expect = submittedValuesReflected,
    writebackTimeoutMs = 30_000,
    writebackIntervalMs = 1_000,
    ...rest
  } = options
  const { client: provided } = useFilingKitContext('useSubmitComplianceForm')
  const queryClient = useQueryClient()
  // The alert this hook submitted last: its writeback is the one this hook shows.
  const [alertId, setAlertId] = useState<string>()
  const shown = writebacks.use(queryClient, writebackKey(provided.partnerId, alertId ?? ''))
  const [companyIds] = useState(() => new WeakMap<SubmitComplianceFormVariables, string | undefined>())

  const mutation = usePartnerMutation<true, SubmitComplianceFormVariables>(
    'useSubmitComplianceForm',
    {
      operation: 'compliance.submitAlertForms',
      mutationFn: async (client, variables, call) => {
        companyIds.set(variables, await companyOf(client, queryClient, variables))
        const { alertId, companyId: _given, ...input } = variables
        return client.compliance.submitAlertForms(alertId, input, call)
      },
      // Runs with the mutation, not with this component: a form closed now still confirms the writeback.
      onSuccess: async ({ variables, client, emit }) => {
        const { alertId, companyId: _given, ...submitted } = variables
        const companyId = companyIds.get(variables)
        const key = writebackKey(client.partnerId, alertId)
        emit({ type: 'alert.submitted', alertId, companyId })
        await invalidateAlert(queryClient, client.partnerId, alertId, companyId)
        writebacks.get(queryClient, key)?.controller?.abort()
        if (!companyId) return writebacks.set(queryClient, key, { state: 'unverifiable' })
        const controller = new AbortController()
        writebacks.set(queryClient, key, { state: 'pending', controller })
        void awaitWriteback(client, companyId, submitted, {
          expect,
          timeoutMs: writebackTimeoutMs,
          initialDelayMs: writebackIntervalMs,
          signal: controller.signal,
        }).then((result) => {
          if (result.state === 'aborted') return
          if (result.state === 'confirmed') {
            queryClient.setQueryData(
              filingKeys.compliance.company(client.partnerId, companyId),
              result.company,
            )
            // The list was refreshed at submit, before the writeback landed: refresh it again.
            void queryClient.invalidateQueries({
              queryKey: filingKeys.compliance.companyList(client.partnerId),
            })
          }
          writebacks.set(queryClient, key, { state: result.state })
          emit({ type: 'alert.writeback', alertId, companyId, writeback: result.state })
        })
      },
    },
    {
      ...rest,
      onMutate: (variables, context) => {
        setAlertId(variables.alertId)
        const key = writebackKey(provided.partnerId, variables.alertId)
        writebacks.get(queryClient, key)?.controller?.abort()
        writebacks.set(queryClient, key, undefined)
        return rest.onMutate?.(variables, context)
      },
    },
  )
  return { ...mutation, writeback: alertId ? (shown?.state ?? 'idle') : 'idle' }
}
