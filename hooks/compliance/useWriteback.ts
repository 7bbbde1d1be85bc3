'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useFilingKitContext } from '../internal/context'
import { writebackKey, writebacks, type WritebackState } from '../internal/writebacks'

/**
 * The writeback state of an alert's latest submission (CMP-11), wherever it was submitted under this
 * provider — a screen that closed the form, or another component, still sees `pending` turn into
 * `confirmed` or `timed_out`. `idle` when nothing was submitted for it, or when it settled long
 * ago: the last 100 settled writebacks no screen watches are remembered per QueryClient.
 * @example
 * const writeback = useWriteback(alertId)
 * writeback === 'pending' && <p>Updating your records…</p>
 */
export function useWriteback(alertId: string): WritebackState {
  const { client } = useFilingKitContext('useWriteback')
  const queryClient = useQueryClient()
  return writebacks.use(queryClient, writebackKey(client.partnerId, alertId))?.state ?? 'idle'
}
