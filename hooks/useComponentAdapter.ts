'use client'
import type { ComponentAdapter } from './componentAdapter'
import { useFilingKitContext } from './internal/context'

/**
 * The primitives the partner passed to `<FilingKitProvider components>` (only those; the components
 * fill in their own defaults). For building your own filing-kit-style component.
 * @example
 * const { Button = MyFallbackButton } = useComponentAdapter()
 */
export function useComponentAdapter(): Readonly<Partial<ComponentAdapter>> {
  return useFilingKitContext('useComponentAdapter').components
}
