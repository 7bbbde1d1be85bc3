'use client'
import type { QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

export interface Slot<T> {
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
}

/**
 * A store tied to the QueryClient rather than to a component: a form that unmounts and mounts again
 * under the same QueryClient finds what it started (a create attempt, a writeback being confirmed, a
 * bulk run), and it all goes away with the QueryClient. Emptied slots are dropped; `onRelease` sees a
 * QueryClient's slots (oldest first) after every change, to drop more (the writebacks' bound).
 */
export function createClientStore<T>(onRelease?: (slots: Map<string, Slot<T>>) => void): ClientStore<T> {
  const stores = new WeakMap<QueryClient, Map<string, Slot<T>>>()
  const slotOf = (queryClient: QueryClient, key: string): Slot<T> => {
    let slots = stores.get(queryClient)
    if (!slots) stores.set(queryClient, (slots = new Map()))
    let slot = slots.get(key)
    if (!slot) slots.set(key, (slot = { value: undefined, listeners: new Set() }))
    return slot
  }
  const release = (queryClient: QueryClient, key: string, slot: Slot<T>) => {
    const slots = stores.get(queryClient)
    if (slot.value === undefined && slot.listeners.size === 0) slots?.delete(key)
    if (slots) onRelease?.(slots)
  }
  const get = (queryClient: QueryClient, key: string) => stores.get(queryClient)?.get(key)?.value

  return {
    get,
    set(queryClient, key, value) {
      const slot = slotOf(queryClient, key)
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
  }
}
