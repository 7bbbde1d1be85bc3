import type { ComponentState } from './Base'

/** What a component's state is made of; TanStack's query and mutation results fit as they are. */
export interface BaseStateInput {
  /** What the component reads before it can draw anything; none for a form that starts blank. */
  read?: { data: unknown; error: unknown } | undefined
  /** The read answered with nothing to show. */
  empty?: boolean
  /** The component's write: `isSuccess` is "submitted", whatever the component counts as such. */
  write?: { isPending: boolean; isSuccess: boolean; error: unknown } | undefined
  /** Something beyond the read is still on its way (e.g. a lazy chunk). */
  loading?: boolean
}

/** A read that has something to draw: the one test of "has data" (BaseView's and the root's state). */
export const hasData = <Data>(read: { data: Data | null | undefined }): read is { data: NonNullable<Data> } =>
  read.data != null

/**
 * The root's `data-state` (design.md), in one order for every component: an answered write, one in
 * flight, a read not there yet (failed or loading), nothing to show, a refused write, then ready.
 */
export function baseState({ read, empty, write, loading }: BaseStateInput): ComponentState {
  if (write?.isSuccess) return 'submitted'
  if (write?.isPending) return 'submitting'
  if (read && !hasData(read)) return read.error ? 'error' : 'loading'
  if (empty) return 'empty'
  if (write?.error) return 'error'
  return loading ? 'loading' : 'ready'
}
