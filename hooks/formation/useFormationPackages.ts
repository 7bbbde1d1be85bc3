'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { PackagesParams, PackagesResult, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { formationPackagesQueryOptions } from './formationPackagesQueryOptions'

/**
 * Formation packages, options and prices for an entity type and state (code or full name; BF-1).
 * @example
 * const { data } = useFormationPackages({ entityType: 'LLC', state: 'CA' })
 * const packages = data?.packageCollection.flatMap((c) => c.productPackages) ?? []
 */
export function useFormationPackages(
  params: PackagesParams,
  options?: QueryHookOptions<PackagesResult, ReturnType<typeof filingKeys.formation.packages>>,
): UseQueryResult<PackagesResult, PartnerApiError> {
  const { client } = useFilingKitContext('useFormationPackages')
  return useQuery({ ...formationPackagesQueryOptions(client, params), ...options })
}
