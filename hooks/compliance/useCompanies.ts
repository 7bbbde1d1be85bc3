'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Company, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { companiesQueryOptions } from './companiesQueryOptions'

/**
 * The partner's registered companies (CMP-2).
 * @example
 * const { data: companies = [], isPending } = useCompanies()
 */
export function useCompanies(
  options?: QueryHookOptions<Company[], ReturnType<typeof filingKeys.compliance.companyList>>,
): UseQueryResult<Company[], PartnerApiError> {
  const { client } = useFilingKitContext('useCompanies')
  return useQuery({ ...companiesQueryOptions(client), ...options })
}
