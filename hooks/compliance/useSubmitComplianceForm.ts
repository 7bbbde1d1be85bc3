'use client'
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Company, PartnerApiError, PartnerClient, SubmitAlertFormsInput } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { invalidateAlert } from '../internal/invalidate'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'
import { awaitWriteback, submittedValuesReflected } from '../internal/writeback'
import { alertQueryOptions } from './alertQueryOptions'

/** The alert and its completed forms (CMP-9); `companyId` when known, else read from the alert. */
export type SubmitComplianceFormVariables = SubmitAlertFormsInput & { alertId: string; companyId?: string }

/**
 * `idle` before a submit; `pending` until the company reflects it; then `confirmed` or `timed_out`.
 * `unverifiable`: the submit succeeded but no company could be found to re-read (no `companyId`
 * given and the alert names none, or could not be read) — pass `companyId` to have it checked.
 */
export type WritebackState = 'idle' | 'pending' | 'confirmed' | 'timed_out' | 'unverifiable'

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
  const queryClient = useQueryClient()
  const [writeback, setWriteback] = useState<WritebackState>('idle')
  const [watchers] = useState(() => new Set<AbortController>())
  const [companyIds] = useState(() => new WeakMap<SubmitComplianceFormVariables, string | undefined>())
  useEffect(() => () => watchers.forEach((controller) => controller.abort()), [watchers])

  const mutation = usePartnerMutation<true, SubmitComplianceFormVariables>(
    'useSubmitComplianceForm',
    {
      operation: 'compliance.submitAlertForms',
      mutationFn: async (client, variables) => {
        companyIds.set(variables, await companyOf(client, queryClient, variables))
        const { alertId, companyId: _given, ...input } = variables
        return client.compliance.submitAlertForms(alertId, input)
      },
      onSuccess: async ({ variables, client, emit }) => {
        const { alertId, companyId: _given, ...submitted } = variables
        const companyId = companyIds.get(variables)
        emit({ type: 'alert.submitted', alertId, companyId })
        await invalidateAlert(queryClient, client.partnerId, alertId, companyId)
        watchers.forEach((controller) => controller.abort())
        if (!companyId) return setWriteback('unverifiable')
        const controller = new AbortController()
        watchers.add(controller)
        setWriteback('pending')
        void awaitWriteback(
          client,
          companyId,
          (company) => expect(company, submitted),
          { timeoutMs: writebackTimeoutMs, initialDelayMs: writebackIntervalMs, maxDelayMs: 8_000 },
          controller.signal,
        ).then((company) => {
          watchers.delete(controller)
          if (controller.signal.aborted) return
          if (company) {
            queryClient.setQueryData(filingKeys.compliance.company(client.partnerId, companyId), company)
            // The list was refreshed at submit, before the writeback landed: refresh it again.
            void queryClient.invalidateQueries({
              queryKey: filingKeys.compliance.companyList(client.partnerId),
            })
          }
          setWriteback(company ? 'confirmed' : 'timed_out')
          emit({
            type: 'alert.writeback',
            alertId,
            companyId,
            writeback: company ? 'confirmed' : 'timed_out',
          })
        })
      },
    },
    {
      ...rest,
      onMutate: (...args) => {
        setWriteback('idle')
        return rest.onMutate?.(...args)
      },
    },
  )
  return { ...mutation, writeback }
}
