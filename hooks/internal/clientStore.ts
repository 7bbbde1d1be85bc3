'use client'
import type { QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

interface Slot<T> {
  value: T | undefined
  listeners: Set<() => void>
}

/** Values kept per QueryClient and key, outliving the components that made them. */
export interface ClientStore<T> {
  /** The value now, read synchronously (a double click lands before a render). */
  get(queryClient: QueryClient, key: string): T | undefined
  /** Sets (or, with `undefined`, forgets) the value and re-renders every hook watching it. */
  set(queryClient: QueryClient, key: string, value: T | undefined): void
  /** The value, kept current in render. */
  use(queryClient: QueryClient, key: string): T | undefined
  /** How many keys it holds for `queryClient` (values, and keys a hook watches). */
  size(queryClient: QueryClient): number
}

/** A bound on what a store keeps of values that no longer change. */
export interface ClientStoreRetention<T> {
  /** Whether `value` is final (a settled writeback): such values are the ones the bound drops. */
  settled(value: T): boolean
  /** At most this many settled values no hook watches are kept per QueryClient; the oldest set go first. */
  maxSettled: number
}

/**
 * A store tied to the QueryClient rather than to a component: a form that unmounts and mounts again
 * under the same QueryClient finds what it started (a create attempt, a writeback being confirmed, a
 * bulk run), and it all goes away with the QueryClient. Emptied slots are dropped; with `retention`,
 * so are the oldest settled values no hook watches beyond its bound, or a long-lived QueryClient
 * would keep one per key it ever saw.
 */
export function createClientStore<T>(retention?: ClientStoreRetention<T>): ClientStore<T> {
  const stores = new WeakMap<QueryClient, Map<string, Slot<T>>>()
  const slotOf = (queryClient: QueryClient, key: string): Slot<T> => {
    let slots = stores.get(queryClient)
    if (!slots) stores.set(queryClient, (slots = new Map()))
    let slot = slots.get(key)
    if (!slot) slots.set(key, (slot = { value: undefined, listeners: new Set() }))
    return slot
  }
  /** Drops the oldest settled, unwatched values beyond the bound (a Map iterates oldest first). */
  const prune = (slots: Map<string, Slot<T>>) => {
    if (!retention) return
    const droppable = (slot: Slot<T>) =>
      slot.value !== undefined && slot.listeners.size === 0 && retention.settled(slot.value)
    let excess = -retention.maxSettled
    for (const slot of slots.values()) if (droppable(slot)) excess += 1
    for (const [key, slot] of slots) {
      if (excess <= 0) break
      if (droppable(slot)) {
        slots.delete(key)
        excess -= 1
      }
    }
  }
  const release = (queryClient: QueryClient, key: string, slot: Slot<T>) => {
    const slots = stores.get(queryClient)
    if (!slots) return
    // Only the slot itself: one pruned and made again under its key is another's now.
    if (slot.value === undefined && slot.listeners.size === 0 && slots.get(key) === slot) slots.delete(key)
    prune(slots)
  }
  const get = (queryClient: QueryClient, key: string) => stores.get(queryClient)?.get(key)?.value

  return {
    get,
    set(queryClient, key, value) {
      const slot = slotOf(queryClient, key)
      // Set last is kept longest: the slot moves to the end of its Map's order.
      stores.get(queryClient)?.delete(key)
      stores.get(queryClient)?.set(key, slot)
      slot.value = value
      slot.listeners.forEach((listener) => listener())
      release(queryClient, key, slot)
    },
    use(queryClient, key) {
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
      const read = () => get(queryClient, key)
      return useSyncExternalStore(subscribe, read, read)
    },
    size: (queryClient) => stores.get(queryClient)?.size ?? 0,
  }
}
