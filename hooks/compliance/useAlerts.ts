'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Alert, ListAlertsQuery, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { alertsQueryOptions } from './alertsQueryOptions'

/**
 * Open compliance alerts, optionally of one company and/or type; `[]` when none (CMP-6).
 * @example
 * const { data: alerts = [], error } = useAlerts({ companyId })
 */
export function useAlerts(
  query: ListAlertsQuery = {},
  options?: QueryHookOptions<Alert[], ReturnType<typeof filingKeys.compliance.alertList>>,
): UseQueryResult<Alert[], PartnerApiError> {
  const { client } = useFilingKitContext('useAlerts')
  return useQuery({ ...alertsQueryOptions(client, query), ...options })
}
