'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Company, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { companyQueryOptions } from './companyQueryOptions'

/**
 * One company, as the service reads it back (also how a writeback is confirmed, CMP-11).
 * @example
 * const { data: company } = useCompany(companyId)
 */
export function useCompany(
  companyId: string,
  options?: QueryHookOptions<Company, ReturnType<typeof filingKeys.compliance.company>>,
): UseQueryResult<Company, PartnerApiError> {
  const { client } = useFilingKitContext('useCompany')
  return useQuery({ ...companyQueryOptions(client, companyId), ...options })
}
