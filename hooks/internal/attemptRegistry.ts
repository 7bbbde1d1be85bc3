'use client'
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react'
import type { PartnerApiError } from '../../src/index'

/**
 * A create kept per QueryClient rather than per component (BF-3): one whose answer we do not have
 * (still in flight, or lost), or one answered after the form that sent it unmounted — `created` with
 * the order, `rejected` with the error — so a form mounted again shows it. Kept until `reset()`.
 */
export type OpenAttempt =
  | { outcome: 'pending' | 'unknown'; pcid: string }
  | { outcome: 'created'; pcid: string; data: unknown }
  | { outcome: 'rejected'; pcid: string; error: unknown }

interface Slot {
  attempt: OpenAttempt | undefined
  listeners: Set<() => void>
}

// Tied to the QueryClient, not to a component: a form that unmounts and mounts again (same
// QueryClient) still sees the attempt it cannot vouch for, and goes away with the QueryClient.
const registries = new WeakMap<QueryClient, Map<string, Slot>>()

function slotOf(queryClient: QueryClient, key: string): Slot {
  let slots = registries.get(queryClient)
  if (!slots) registries.set(queryClient, (slots = new Map()))
  let slot = slots.get(key)
  if (!slot) slots.set(key, (slot = { attempt: undefined, listeners: new Set() }))
  return slot
}

function release(queryClient: QueryClient, key: string, slot: Slot) {
  if (!slot.attempt && slot.listeners.size === 0) registries.get(queryClient)?.delete(key)
}

/** The open attempt of a mutation key under this QueryClient, read synchronously (a double click lands before a render). */
export function openAttemptOf(queryClient: QueryClient, mutationKey: QueryKey): OpenAttempt | undefined {
  return registries.get(queryClient)?.get(hashKey(mutationKey))?.attempt
}

/** Records (or, with `undefined`, forgets) the open attempt and re-renders every hook watching it. */
export function setOpenAttempt(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  attempt: OpenAttempt | undefined,
): void {
  const key = hashKey(mutationKey)
  const slot = slotOf(queryClient, key)
  slot.attempt = attempt
  slot.listeners.forEach((listener) => listener())
  release(queryClient, key, slot)
}

/** The open attempt of a mutation key, kept current in render. */
export function useOpenAttempt(queryClient: QueryClient, mutationKey: QueryKey): OpenAttempt | undefined {
  const key = hashKey(mutationKey)
  const subscribe = useCallback(
    (listener: () => void) => {
      const slot = slotOf(queryClient, key)
      slot.listeners.add(listener)
      return () => {
        slot.listeners.delete(listener)
        release(queryClient, key, slot)
      }
    },
    [queryClient, key],
  )
  const read = () => registries.get(queryClient)?.get(key)?.attempt
  return useSyncExternalStore(subscribe, read, read)
}

/** The mutation fields of an attempt answered after its form unmounted, for the forms showing it. */
export function carriedOver<TData>(attempt: OpenAttempt) {
  if (attempt.outcome === 'created')
    return { data: attempt.data as TData, error: null, status: 'success' as const, isSuccess: true }
  if (attempt.outcome === 'rejected')
    return {
      data: undefined,
      error: attempt.error as PartnerApiError,
      status: 'error' as const,
      isError: true,
    }
  return undefined
}

/**
 * Whether the calling hook is mounted now (StrictMode's second effect sets it again). A create that
 * settles while it is false was answered after its form unmounted: the registry keeps the answer.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  return mounted
}
