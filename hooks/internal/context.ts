'use client'
import { createContext, useContext } from 'react'
import type { PartnerClient } from '../../src/index'
import type { RegisteredComponents } from '../FilingKitRegister'
import type { FilingKitEvent } from '../events'

/** What the provider hands to every hook and component below it. */
export interface FilingKitContextValue {
  client: PartnerClient
  locale: string
  /** The provider's overrides by message id; an id it leaves out (or sets to `undefined`) has none. */
  messages: Readonly<Record<string, string | undefined>>
  onEvent: ((event: FilingKitEvent) => void) | undefined
  /** The partner's primitives; the components fill the rest with their own. */
  components: Readonly<Partial<RegisteredComponents>>
  /** How an `unknown` create is sent again by itself (the provider's `resend`; defaults in useSingleSubmission). */
  resend: ResendOptions
}

/** How a create hook sends an `unknown` create again by itself, under the same pcid (BF-3). */
export interface ResendOptions {
  /** Sends at most, after the first. Default 5; `0` never sends by itself (a proxy that does not dedupe by pcid). */
  attempts?: number
  /** Wait before the first; doubles with each. Default 5 s. */
  firstDelayMs?: number
  /** Upper bound of one wait. Default 60 s. */
  maxDelayMs?: number
}

/** The provider's context; `null` outside it. */
export const FilingKitContext = createContext<FilingKitContextValue | null>(null)

/** The provider's context, or a clear error naming the hook used outside it. */
export function useFilingKitContext(hookName: string): FilingKitContextValue {
  const value = useContext(FilingKitContext)
  if (!value) {
    throw new Error(
      `${hookName} must be used inside <FilingKitProvider>. Wrap your portal (or this part of it) in ` +
        '<FilingKitProvider baseUrl="/api/partner" partnerId="P123456">…</FilingKitProvider>.',
    )
  }
  return value
}

/** The provider's `onEvent`, never throwing into the mutation that reports. */
export function useEmit(): (event: FilingKitEvent) => void {
  const { onEvent } = useFilingKitContext('useEmit')
  return (event) => {
    try {
      onEvent?.(event)
    } catch (error) {
      console.error('filing-kit: onEvent threw', error)
    }
  }
}
