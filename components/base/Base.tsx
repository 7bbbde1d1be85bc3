'use client'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { useFilingKitConfig } from '../../hooks'
import {
  Component,
  type ComponentType,
  type ElementType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react'
import { describeError, type ErrorRule } from './errors'
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
      title={text.t('error.title')}
      action={onRetry ? <Button onClick={onRetry}>{text.t('common.retry')}</Button> : undefined}
    >
      {describeError(error, text, rules)}
    </Alert>
  )
}

interface BoundaryProps {
  fallback: (reset: () => void, error: unknown) => ReactNode
  onReset?: () => void
  /** Told of the failure (the provider's `onEvent`), besides the console. */
  onError?: (error: unknown, componentStack: string | undefined) => void
  children?: ReactNode
}

/** Catches a render failure below it so the host page stays; `reset` renders the children again. */
class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('filing-kit: a component failed to render', error, info.componentStack)
    try {
      this.props.onError?.(error, info.componentStack ?? undefined)
    } catch (thrown) {
      console.error('filing-kit: onEvent threw', thrown)
    }
  }
  private readonly reset = () => {
    this.props.onReset?.()
    this.setState({ error: undefined, failed: false })
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.reset, this.state.error) : this.props.children
  }
}

/** The last resort when even the error view cannot render (e.g. no provider): fixed en-US text, no hooks. */
function PlainFailure({ name, className }: { name: string; className?: string | undefined }) {
  return (
    <Root name={name} state="error" className={className}>
      <p role="alert">Something went wrong while showing this part of the page.</p>
    </Root>
  )
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
    // The outer boundary catches what the inner one cannot: no provider, or an error view that fails.
    return (
      <Boundary fallback={() => <PlainFailure name={name} className={props.className} />}>
        <Guarded name={name} className={props.className}>
          <Inner {...props} />
        </Guarded>
      </Boundary>
    )
  }
  Based.displayName = name
  return Based
}

/** The error boundary with the provider at hand: the error state with a retry, and `onEvent` told. */
function Guarded({
  name,
  className,
  children,
}: {
  name: string
  className: string | undefined
  children: ReactNode
}) {
  const { onEvent } = useFilingKitConfig()
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          onReset={reset}
          onError={(error, componentStack) =>
            onEvent?.({ type: 'error', component: name, error, componentStack })
          }
          fallback={(retry, error) => (
            <Root name={name} state="error" className={className}>
              <ErrorView error={error} onRetry={retry} />
            </Root>
          )}
        >
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
