'use client'
import { useMemo } from 'react'
import type { ComponentAdapter } from '../primitives/componentAdapter'
import { useComponentAdapter } from './useComponentAdapter'
import { defaultComponents } from '../primitives/defaultComponents'

/** Every primitive: the partner's where the provider's `components` has one, ours elsewhere. */
export function useComponents(): ComponentAdapter {
  const partner = useComponentAdapter()
  return useMemo(() => ({ ...defaultComponents, ...partner }), [partner])
}
