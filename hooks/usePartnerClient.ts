'use client'
import type { PartnerClient } from '../src/index'
import { useFilingKitContext } from './internal/context'

/**
 * The provider's Partner API client, for calls no hook covers. Throws outside `<FilingKitProvider>`.
 * @example
 * const client = usePartnerClient()
 * const blob = await client.formation.downloadDocument(orderGuid)
 */
export function usePartnerClient(): PartnerClient {
  return useFilingKitContext('usePartnerClient').client
}
