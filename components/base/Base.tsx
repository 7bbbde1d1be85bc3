'use client'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { useFilingKitConfig } from '../../hooks'
import {
  Component,
  type ComponentType,
  type ElementType,
  type ReactElement,
  type ReactNode,
  useEffect,
} from 'react'
import { describeError, offersRetry, type ErrorRule } from './errors'
import { useComponents } from './useComponents'
import { useText, type MessageArea } from './useText'

/** The states a component's root reports in `data-state` (design.md). */
export type ComponentState = 'loading' | 'empty' | 'error' | 'ready' | 'submitting' | 'submitted'

/** The root element every component renders: `fk-root`, `data-fk` and `data-state`, plus the host's class. */
export function Root({
  name,
  state,
  className,
  as: Tag = 'div',
  labelledBy,
  data,
  children,
}: {
  name: string
  state: ComponentState
  className?: string | undefined
  as?: ElementType
  labelledBy?: string
  /** More `data-*` attributes of the root, e.g. ComplianceForm's `data-writeback`. */
  data?: Readonly<Record<`data-${string}`, string>>
  children?: ReactNode
}) {
  return (
    <Tag
      {...data}
      className={className ? `fk-root ${className}` : 'fk-root'}
      data-fk={name}
      data-state={state}
      aria-labelledby={labelledBy}
    >
      {children}
    </Tag>
  )
}

/** "Working": a progress bar with its name and a polite status line. */
export function LoadingView({ label }: { label: string }) {
  const { ProgressBar } = useComponents()
  return (
    <div className="fk-loading">
      <ProgressBar label={label} />
      <p role="status" className="fk-muted">
        {label}
      </p>
    </div>
  )
}

/**
 * An error in plain words (`role="alert"`), with a retry button when the action can be repeated.
 * `rules` read some errors the component's way; their messages come from `area`, the component's own
 * en-US strings (a rule naming an id outside it is a type error).
 */
export function ErrorView<Area extends MessageArea = Readonly<Record<never, string>>>({
  error,
  onRetry,
  rules,
  area,
}: {
  error: unknown
  onRetry?: (() => void) | undefined
  rules?: readonly ErrorRule<Extract<keyof NoInfer<Area>, string>>[]
  area?: Area
}) {
  const { Alert, Button } = useComponents()
  const text = useText(area)
  return (
    <Alert
      tone="error"
      // A refusal or a record not there: nothing went wrong, and asking again changes nothing.
      title={text.t(offersRetry(error) ? 'error.title' : 'error.refusedTitle')}
      action={onRetry ? <Button onClick={onRetry}>{text.t('common.retry')}</Button> : undefined}
    >
      {describeError(error, text, rules)}
    </Alert>
  )
}

interface BoundaryProps {
  fallback: (reset: () => void, error: unknown) => ReactNode
  onReset?: () => void
  children?: ReactNode
}

/**
 * Catches a render failure below it so the host page stays; `reset` renders the children again.
 * React logs what a boundary caught to the console itself; the error state reports it to `onEvent`.
 */
class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }
  private readonly reset = () => {
    this.props.onReset?.()
    this.setState({ error: undefined, failed: false })
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.reset, this.state.error) : this.props.children
  }
}

/**
 * Wraps a component in the base every filing-kit component shares (Gusto's Base): an error boundary
 * that shows the error state with a retry instead of blanking the host page, reset together with
 * TanStack Query's error boundary, and reports the crash through the provider's `onEvent` (`error`). Put a `#__PURE__` annotation comment before each call: bundlers
 * assume a call at module level has side effects, so a page importing one component from the bundled
 * entry would otherwise get every other one (and their dependencies) too. The no-side-effects annotation
 * below says the same of every call, for the bundlers that read it (Rollup, esbuild), should one miss it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withBase<P extends { className?: string | undefined }>(
  name: string,
  Inner: ComponentType<P>,
): ((props: P) => ReactElement) & { displayName?: string } {
  // A plain function type (not ComponentType): Storybook's docgen reads the props from it.
  function Based(props: P): ReactElement {
    return (
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <Boundary
            onReset={reset}
            fallback={(retry, error) => (
              // The last resort when even the error view cannot render (e.g. no provider): fixed en-US text, no hooks.
              <Boundary
                fallback={() => (
                  <Root name={name} state="error" className={props.className}>
                    <p role="alert">Something went wrong while showing this part of the page.</p>
                  </Root>
                )}
              >
                <Crashed name={name} className={props.className} error={error} retry={retry} />
              </Boundary>
            )}
          >
            <Inner {...props} />
          </Boundary>
        )}
      </QueryErrorResetBoundary>
    )
  }
  Based.displayName = name
  return Based
}

/** The error state of a component that failed to render, told to the provider's `onEvent`. */
function Crashed({
  name,
  className,
  error,
  retry,
}: {
  name: string
  className: string | undefined
  error: unknown
  retry: () => void
}) {
  const { onEvent } = useFilingKitConfig()
  // An onEvent that throws lands in the boundary around this view: the plain failure, the page stays.
  useEffect(() => {
    onEvent?.({ type: 'error', component: name, error })
  }, [onEvent, name, error])
  return (
    <Root name={name} state="error" className={className}>
      <ErrorView error={error} onRetry={retry} />
    </Root>
  )
}
