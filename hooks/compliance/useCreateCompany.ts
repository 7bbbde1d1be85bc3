'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import type { CompanyInput, CreateCompanyResult, PartnerApiError } from '../../src/index'
import { filingKeys } from '../filingKeys'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/**
 * Registers one company (CMP-3: only `name` is required; `ein` NN-NNNNNNN; two-letter states). A
 * refusal is a `validation` error whose `fieldErrors` name the field (`ein`, `businessAddress.state`).
 * Refreshes the company list.
 * @example
 * const create = useCreateCompany()
 * create.mutate({ name: 'Acme LLC', ein: '12-3456789' }, { onSuccess: ({ companyId }) => go(companyId) })
 */
export function useCreateCompany(
  options?: MutationHookOptions<CreateCompanyResult, CompanyInput>,
): UseMutationResult<CreateCompanyResult, PartnerApiError, CompanyInput> {
  return usePartnerMutation(
    'useCreateCompany',
    {
      operation: 'compliance.createCompany',
      mutationFn: (client, input, call) => client.compliance.createCompany(input, call),
      onSuccess: ({ data, client, queryClient, emit }) => {
        emit({ type: 'company.created', companyId: data.companyId, pcid: data.PCID })
        return queryClient.invalidateQueries({
          queryKey: filingKeys.compliance.companyList(client.partnerId),
        })
      },
    },
    options,
  )
}
