'use client'
import { Suspense, type ReactNode } from 'react'
import { ErrorView, LoadingView } from './Base'
import { hasData } from './baseState'
import { offersRetry, type ErrorRule } from './errors'
import { useComponents } from './useComponents'
import { useText, type MessageArea } from './useText'

/**
 * A component's body by its read, the one place that draws loading, empty and error: the loading view
 * until the data is there (or while a lazy part of `children` loads, or while `busy`; how far, when
 * `progress` says), the error view when the read failed (with a retry, unless it was a refusal or a
 * missing record: asking again changes neither, unless a rule says it may), `empty` when the
 * component's state says so, else the children — given
 * the data when they are a function, so they never run without it — headed, when `stale` asks, by what
 * went wrong since (the read failed again while its data is shown).
 */
export function BaseView<Data, Area extends MessageArea = Readonly<Record<never, string>>>({
  read,
  loading,
  busy,
  progress,
  isEmpty,
  empty,
  stale,
  write,
  onRetry,
  rules,
  area,
  children,
}: {
  /** What the body needs; none for a part that only waits for its lazy code. */
  read?: { data: Data | undefined | null; error: unknown; refetch?: () => unknown }
  /** The loading view's words. Default: "Loading…". */
  loading?: string
  /**
   * The component's own work under way, not a read (a file read, rows checked): the loading view in
   * place of the children.
   */
  busy?: boolean
  /** How far the loading is, a share from 0 to 1; none when that is not known. */
  progress?: number | undefined
  /** The read answered with nothing to show: the same boolean the root's state (`baseState`) is given. */
  isEmpty?: boolean
  /** What shows, in place of the children, when `isEmpty`. */
  empty?: ReactNode
  /**
   * The read failed again while its data is shown: `true` shows the error with a retry above the
   * data; words show them as a warning that the data may be out of date. Default: nothing.
   */
  stale?: true | string
  /**
   * The component's write (a mutation): its failure, in the same words, above the children; with a
   * retry when `retry` is given. With no read and no
   * children, this is where a write's error shows.
   */
  write?: { error: unknown; retry?: (() => void) | undefined }
  /**
   * Default: the read's `refetch`; none for a refusal or a missing record, `false` for none either
   * (another answer a retry would not change).
   */
  onRetry?: (() => void) | false
  rules?: readonly ErrorRule<Extract<keyof NoInfer<Area>, string>>[]
  area?: Area
  children?: ReactNode | ((data: NonNullable<Data>) => ReactNode)
}): ReactNode {
  const { Alert } = useComponents()
  const { t } = useText()
  const label = loading ?? t('common.loading')
  const error = read?.error
  const errorView = (
    <ErrorView
      error={error}
      rules={rules}
      area={area}
      onRetry={onRetry !== false && offersRetry(error, rules) ? onRetry || read?.refetch : undefined}
    />
  )
  const loadingView = <LoadingView label={label} share={progress} />
  if (read && !hasData(read)) return error ? errorView : loadingView
  if (busy) return loadingView
  if (isEmpty) return <p className="fk-empty">{empty}</p>
  return (
    <>
      {!error || !stale ? null : stale === true ? errorView : <Alert tone="warning">{stale}</Alert>}
      {write?.error ? (
        <ErrorView error={write.error} rules={rules} area={area} onRetry={write.retry} />
      ) : null}
      <Suspense fallback={<LoadingView label={label} />}>
        {typeof children != 'function' ? children : read ? children(read.data as NonNullable<Data>) : null}
      </Suspense>
    </>
  )
}
