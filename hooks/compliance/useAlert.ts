'use client'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { AlertDetail, PartnerApiError } from '../../src/index'
import type { filingKeys } from '../filingKeys'
import { useFilingKitContext } from '../internal/context'
import type { QueryHookOptions } from '../internal/types'
import { alertQueryOptions } from './alertQueryOptions'

/**
 * One alert with its prefilled compliance forms (CMP-7).
 * @example
 * const { data: alert } = useAlert(alertId)
 */
export function useAlert(
  alertId: string,
  options?: QueryHookOptions<AlertDetail, ReturnType<typeof filingKeys.compliance.alert>>,
): UseQueryResult<AlertDetail, PartnerApiError> {
  const { client } = useFilingKitContext('useAlert')
  return useQuery({ ...alertQueryOptions(client, alertId), ...options })
}
