import type { CallerSignal } from './callerSignal'
import type { PartnerProxyOptions } from './types'
const TIMED_OUT = Symbol('upstream timed out')

export type UpstreamFailure = 'upstream_timeout' | 'upstream_network' | 'client_aborted'

/** An upstream call in flight: its answer, and `release` to stop the clock once the body is read. */
export interface UpstreamCall {
  readonly response: Response
  /** Aborts with the time-out or the caller's disconnect, for reading the body under the same limits. */
  readonly signal: AbortSignal
  readonly release: () => void
  /** Why the call was aborted, if it was (for a body read that failed half-way). */
  readonly failure: () => UpstreamFailure | undefined
}

/**
 * Calls the upstream with a time-out and the caller's abort signal combined by hand (not
 * `AbortSignal.any`, which some edge runtimes lack), so that a portal user who closes the tab does
 * not leave a request running upstream, and a hung upstream costs at most `timeoutMs`.
 */
export async function fetchUpstream(
  fetchImpl: NonNullable<PartnerProxyOptions['fetch']>,
  url: string,
  init: {
    readonly method: string
    readonly headers: Readonly<Record<string, string>>
    readonly body?: string
  },
  callerSignal: CallerSignal | null | undefined,
  timeoutMs: number,
): Promise<UpstreamCall | { readonly failure: UpstreamFailure }> {
  const controller = new AbortController()
  const onCallerAbort = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) return { failure: 'client_aborted' }
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs)
  const release = () => {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', onCallerAbort)
  }
  const failure = (): UpstreamFailure | undefined => {
    if (!controller.signal.aborted) return undefined
    return controller.signal.reason === TIMED_OUT ? 'upstream_timeout' : 'client_aborted'
  }
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal, redirect: 'manual' })
    return { response, signal: controller.signal, release, failure }
  } catch {
    release()
    return { failure: failure() ?? 'upstream_network' }
  }
}
