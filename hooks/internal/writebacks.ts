'use client'
import { hashKey } from '@tanstack/react-query'
import { filingKeys } from '../filingKeys'
import { createClientStore } from './clientStore'

/**
 * `idle` before a submit; `pending` until the company reflects it; then `confirmed` or `timed_out`.
 * `unverifiable`: the submit succeeded but no company could be found to re-read (no `companyId`
 * given and the alert names none, or could not be read) — pass `companyId` to have it checked.
 */
export type WritebackState = 'idle' | 'pending' | 'confirmed' | 'timed_out' | 'unverifiable'

/** One alert's latest writeback, and the switch that stops watching it when a newer submit starts. */
export interface WritebackEntry {
  state: WritebackState
  controller?: AbortController
}

/**
 * How many settled writebacks (confirmed, timed out, unverifiable) no screen watches are remembered
 * per QueryClient; the oldest go first, and `useWriteback` of such an alert reads `idle` again. A
 * pending one, or one a hook watches, is always kept. Without a bound a portal open all day kept one
 * entry per alert ever submitted.
 */
export const WRITEBACKS_KEPT = 100

// Per QueryClient, not per form: a form closed mid-writeback still confirms it (and emits the event),
// and `useWriteback(alertId)` reads it from anywhere under the provider.
export const writebacks = createClientStore<WritebackEntry>((slots) => {
  // Settled and unwatched: what can go. A Map iterates oldest first.
  const droppable = [...slots].filter(
    ([, slot]) => slot.value && slot.value.state !== 'pending' && slot.listeners.size === 0,
  )
  for (const [key] of droppable.slice(0, Math.max(0, droppable.length - WRITEBACKS_KEPT))) slots.delete(key)
})

/** The store key of an alert's writeback. */
export const writebackKey = (partnerId: string, alertId: string) =>
  hashKey([...filingKeys.partner(partnerId), 'writeback', alertId])
