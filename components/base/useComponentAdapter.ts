'use client'
import { useFilingKitConfig } from '../../hooks'
import type { ComponentAdapter } from '../primitives/componentAdapter'

/**
 * The primitives the partner passed to `<FilingKitProvider components>` (only those; the components
 * fill in their own defaults). The provider carries them without knowing their type (hooks/FilingKitRegister.ts).
 */
export function useComponentAdapter(): Readonly<Partial<ComponentAdapter>> {
  return useFilingKitConfig().components as Readonly<Partial<ComponentAdapter>>
}
