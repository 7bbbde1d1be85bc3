'use client'
import { createContext, useContext } from 'react'
import type { FilingKitEvent } from '../../hooks'

/** What `withBase` gives everything inside a component (Gusto's `useBase`). */
export interface Base {
  /** The component's name, given once to `withBase`: its root's `data-fk` and its events' `component`. */
  name: string
  /** The provider's `onEvent`. */
  onEvent: ((event: FilingKitEvent) => void) | undefined
}

export const BaseContext = /* @__PURE__ */ createContext<Base | null>(null)

/** The base of the component this is drawn in: its name and the provider's `onEvent`. */
export function useBase(): Base {
  const base = useContext(BaseContext)
  // Only a component's own parts call this, always inside withBase: a part drawn outside is a bug here.
  if (!base) throw new Error('filing-kit: a component part was drawn outside withBase')
  return base
}
