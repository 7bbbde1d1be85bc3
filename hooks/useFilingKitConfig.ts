'use client'
import type { FilingKitEvent } from './events'
import { useFilingKitContext } from './internal/context'

/** The provider's settings for components: locale, message overrides and the event callback. */
export interface FilingKitConfig {
  locale: string
  messages: Readonly<Record<string, string>>
  onEvent: ((event: FilingKitEvent) => void) | undefined
}

/**
 * The provider's `locale`, `messages` and `onEvent`, for components built on the hooks.
 * @example
 * const { locale } = useFilingKitConfig()
 * const due = new Intl.DateTimeFormat(locale).format(new Date(alert.closeDate))
 */
export function useFilingKitConfig(): FilingKitConfig {
  const { locale, messages, onEvent } = useFilingKitContext('useFilingKitConfig')
  return { locale, messages, onEvent }
}
