'use client'
import type { ReactNode } from 'react'
import { ErrorView, LoadingView } from './Base'
import { offersRetry, type ErrorRule } from './errors'
import type { MessageArea } from './useText'

/**
 * A component's body by its read: the loading view until the data is there, the error view when the
 * read failed (with a retry, unless it was a refusal or a missing record: asking again changes
 * neither), `empty` when the component's state says so, else the children —
 * given the data when they are a function, so they never run without it.
 */
export function BaseView<Data, Area extends MessageArea = Readonly<Record<never, string>>>({
  read,
  loading,
  empty,
  onRetry,
  rules,
  area,
  children,
}: {
  read: { data: Data | undefined | null; error: unknown; refetch?: () => unknown }
  /** The loading view's words. */
  loading: string
  /** What shows when the read has nothing to show; leave it out to draw that yourself. */
  empty?: ReactNode
  /**
   * Default: the read's `refetch`; none for a refusal or a missing record, `false` for none either
   * (another answer a retry would not change).
   */
  onRetry?: (() => void) | false
  rules?: readonly ErrorRule<Extract<keyof NoInfer<Area>, string>>[]
  area?: Area
  children?: ReactNode | ((data: NonNullable<Data>) => ReactNode)
}): ReactNode {
  const { data, error } = read
  return data == null ? (
    error ? (
      <ErrorView
        error={error}
        rules={rules}
        area={area}
        onRetry={onRetry !== false && offersRetry(error) ? onRetry || read.refetch : undefined}
      />
    ) : (
      <LoadingView label={loading} />
    )
  ) : empty !== undefined ? (
    <p className="fk-empty">{empty}</p>
  ) : typeof children == 'function' ? (
    children(data)
  ) : (
    children
  )
}
