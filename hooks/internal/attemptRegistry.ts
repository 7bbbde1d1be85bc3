'use client'
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'
import type { PartnerApiError } from '../../src/index'
import { createClientStore } from './clientStore'

/**
 * A create kept per QueryClient rather than per component (BF-3): one whose answer we do not have
 * (still in flight, or lost), or one answered after the form that sent it unmounted — `created` with
 * the order, `rejected` with the error — so a form mounted again shows it. Kept until `reset()`.
 */
export type OpenAttempt =
  | {
      outcome: 'pending' | 'unknown'
      pcid: string
      /** The order as sent, to send again under the same pcid (the proxy's key) until it resolves. */
      input?: unknown
      /** How many times it was sent again by itself. */
      resends?: number
      /** When the proxy said to ask again (an in-flight 409's `Retry-After`). */
      retryAfterMs?: number
    }
  | { outcome: 'created'; pcid: string; data: unknown }
  | { outcome: 'rejected'; pcid: string; error: unknown }

// Tied to the QueryClient, not to a component: a form that unmounts and mounts again (same
// QueryClient) still sees the attempt it cannot vouch for, and goes away with the QueryClient.
const attempts = createClientStore<OpenAttempt>()

/** The open attempt of a mutation key under this QueryClient, read synchronously (a double click lands before a render). */
export function openAttemptOf(queryClient: QueryClient, mutationKey: QueryKey): OpenAttempt | undefined {
  return attempts.get(queryClient, hashKey(mutationKey))
}

/** Records (or, with `undefined`, forgets) the open attempt and re-renders every hook watching it. */
export function setOpenAttempt(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  attempt: OpenAttempt | undefined,
): void {
  attempts.set(queryClient, hashKey(mutationKey), attempt)
}

/** The open attempt of a mutation key, kept current in render. */
export function useOpenAttempt(queryClient: QueryClient, mutationKey: QueryKey): OpenAttempt | undefined {
  return attempts.use(queryClient, hashKey(mutationKey))
}

/**
 * The mutation fields of an attempt answered after its form unmounted. Written out rather than
 * inferred: the build emits declarations without a second type-check (`tsc --noCheck`), which infers
 * this union's optional members without the `readonly` a checked emit gives them.
 */
export type CarriedOver<TData> =
  | { data: TData; error: null; status: 'success'; isSuccess: boolean; isError?: undefined }
  | { data: undefined; error: PartnerApiError; status: 'error'; isError: boolean; isSuccess?: undefined }

/** The mutation fields of an attempt answered after its form unmounted, for the forms showing it. */
export function carriedOver<TData>(attempt: OpenAttempt): CarriedOver<TData> | undefined {
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
