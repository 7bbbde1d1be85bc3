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
  useMemo,
} from 'react'
import { describeError, offersRetry, ruleFor, type ErrorRule } from './errors'
import { BaseContext, useBase, type Base } from './useBase'
import { useComponents } from './useComponents'
import { useText, type MessageArea } from './useText'

/** The states a component's root reports in `data-state` (design.md). */
export type ComponentState = 'loading' | 'empty' | 'error' | 'ready' | 'submitting' | 'submitted'

/** The root element every component renders: `fk-root`, `data-fk` (the name given to `withBase`) and `data-state`, plus the host's class. */
export function Root(props: RootProps) {
  return <RootElement {...props} name={useBase().name} />
}

interface RootProps {
  state: ComponentState
  className?: string | undefined
  as?: ElementType
  labelledBy?: string
  /** More `data-*` attributes of the root, e.g. ComplianceForm's `data-writeback`. */
  data?: Readonly<Record<`data-${string}`, string>>
  children?: ReactNode
}

function RootElement({
  name,
  state,
  className,
  as: Tag = 'div',
  labelledBy,
  data,
  children,
}: RootProps & { name: string }) {
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

/**
 * "Working": a progress bar with its name and a polite status line. With `share` (0–1) the bar says
 * how far the work is (a file read, rows checked); without it, that the wait's length is not known.
 */
export function LoadingView({ label, share }: { label: string; share?: number | undefined }) {
  const { ProgressBar } = useComponents()
  return (
    <div className="fk-loading">
      <ProgressBar label={label} value={share} max={share === undefined ? undefined : 1} />
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
  const rule = ruleFor(error, rules)
  return (
    <Alert
      tone="error"
      // A refusal or a record not there: nothing went wrong, and asking again changes nothing.
      title={text.t(rule?.title ?? (offersRetry(error, rules) ? 'error.title' : 'error.refusedTitle'))}
      action={
        onRetry ? <Button onClick={onRetry}>{text.t(rule?.retry ?? 'common.retry')}</Button> : undefined
      }
    >
      {describeError(error, text, rules)}
    </Alert>
  )
}

interface BoundaryProps {
  fallback: (reset: () => void, error: unknown) => ReactNode
  onReset?: () => void
  /** Told what was caught once it is committed, with React's component stack. */
  onCatch?: (error: unknown, componentStack: string | undefined) => void
  children?: ReactNode
}

/**
 * Catches a render failure below it so the host page stays; `reset` renders the children again.
 * React logs what a boundary caught to the console itself.
 */
class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }
  // An onCatch that throws lands in the boundary around this one: the plain failure, the page stays.
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onCatch?.(error, info.componentStack ?? undefined)
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
 * Wraps a component in the base every filing-kit component shares (Gusto's Base): the component's
 * name, given here once, and the provider's `onEvent`, both through context (`useBase`); an error
 * boundary that shows the error state with a retry instead of blanking the host page, reset together
 * with TanStack Query's error boundary, and reports the crash through `onEvent` (`error`, with React's
 * component stack). Put a `#__PURE__` annotation comment before each call: bundlers
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
      // The last resort when even the error view cannot render (e.g. no provider): fixed en-US text, no hooks.
      <Boundary
        fallback={() => (
          <RootElement name={name} state="error" className={props.className}>
            <p role="alert">Something went wrong while showing this part of the page.</p>
          </RootElement>
        )}
      >
        <BaseScope name={name}>
          {(onEvent) => (
            <QueryErrorResetBoundary>
              {({ reset }) => (
                <Boundary
                  onReset={reset}
                  onCatch={(error, componentStack) =>
                    onEvent?.({ type: 'error', component: name, error, componentStack })
                  }
                  fallback={(retry, error) => (
                    <Root state="error" className={props.className}>
                      <ErrorView error={error} onRetry={retry} />
                    </Root>
                  )}
                >
                  <Inner {...props} />
                </Boundary>
              )}
            </QueryErrorResetBoundary>
          )}
        </BaseScope>
      </Boundary>
    )
  }
  Based.displayName = name
  return Based
}

/** The component's name and the provider's `onEvent`, to everything inside it. */
function BaseScope({ name, children }: { name: string; children: (onEvent: Base['onEvent']) => ReactNode }) {
  const { onEvent } = useFilingKitConfig()
  const base = useMemo(() => ({ name, onEvent }), [name, onEvent])
  return <BaseContext.Provider value={base}>{children(onEvent)}</BaseContext.Provider>
}
