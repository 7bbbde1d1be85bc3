'use client'
import type { FilingKitEvent } from './events'
import type { RegisteredComponents } from './FilingKitRegister'
import { useFilingKitContext } from './internal/context'

/** The provider's settings for components: locale, message overrides, the event callback and primitives. */
export interface FilingKitConfig {
  locale: string
  /** The provider's overrides by message id; an id it leaves out (or sets to `undefined`) has none. */
  messages: Readonly<Record<string, string | undefined>>
  onEvent: ((event: FilingKitEvent) => void) | undefined
  /** The partner's primitives, as given to the provider (typed by filing-kit/components, FilingKitRegister). */
  components: Readonly<Partial<RegisteredComponents>>
}

/**
 * The provider's `locale`, `messages`, `onEvent` and `components`, for components built on the hooks.
 * @example
 * const { locale } = useFilingKitConfig()
 * const due = new Intl.DateTimeFormat(locale).format(new Date(alert.closeDate))
 */
export function useFilingKitConfig(): FilingKitConfig {
  const { locale, messages, onEvent, components } = useFilingKitContext('useFilingKitConfig')
  return { locale, messages, onEvent, components }
}
