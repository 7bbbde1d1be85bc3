'use client'
import type { UseMutationResult } from '@tanstack/react-query'
import {
  registerFormedCompany,
  type FormationOrder,
  type FormedCompanyRegistration,
  type PartnerApiError,
} from '../../src/index'
import { filingKeys } from '../filingKeys'
import type { MutationHookOptions } from '../internal/types'
import { usePartnerMutation } from '../internal/usePartnerMutation'

/** The completed order whose company to register, and its id (get-order may read it null). */
export interface RegisterFormedCompanyVariables {
  orderGuid: string
  order: FormationOrder
}

/**
 * Registers the company a completed formation order formed for compliance tracking, exactly once per
 * order (`registerFormedCompany`: PCID = the order's id; a company already carrying it is reused).
 * `FormationOrderTracker` calls it when its order reaches Complete. Never retried; refreshes the
 * company list when it created one.
 * @example
 * const register = useRegisterFormedCompany()
 * if (order.orderPhase === 'Complete') register.mutate({ orderGuid, order })
 */
export function useRegisterFormedCompany(
  options?: MutationHookOptions<FormedCompanyRegistration | null, RegisterFormedCompanyVariables>,
): UseMutationResult<FormedCompanyRegistration | null, PartnerApiError, RegisterFormedCompanyVariables> {
  return usePartnerMutation(
    'useRegisterFormedCompany',
    {
      operation: 'compliance.createCompany',
      mutationFn: (client, { orderGuid, order }) => registerFormedCompany(client, order, { orderGuid }),
      onSuccess: ({ data, variables, client, queryClient, emit }) => {
        if (!data?.created) return
        emit({ type: 'company.created', companyId: data.companyId, pcid: variables.orderGuid })
        return queryClient.invalidateQueries({
          queryKey: filingKeys.compliance.companyList(client.partnerId),
        })
      },
    },
    options,
  )
}
