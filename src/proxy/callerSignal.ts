// The caller's disconnect, as the upstream call listens for it. A Fetch runtime's `Request.signal`
// carries it; reading `signal` on the Node adapter's lightweight Request, though, builds a whole
// second Request (headers copied, an AbortController, a body stream) just to hand one out — a
// measurable share of the proxy's CPU per request. `toNodeListener` records the disconnect from the
// Node response itself instead, keyed by the Request, and the proxy reads that one when present.

/** What `fetchUpstream` uses of an `AbortSignal`: satisfied by one, or by a Node response's close. */
export interface CallerSignal {
  readonly aborted: boolean
  readonly reason?: unknown
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}

interface NodeConnection {
  readonly errored?: unknown
}
interface NodeResponse {
  readonly writableFinished: boolean
  once(event: 'close', listener: () => void): unknown
}

const callerSignals = new WeakMap<Request, CallerSignal>()

/**
 * A signal that aborts when the Node response closes before it finished (the browser went away) or
 * the request errored — what the adapter's own `Request.signal` would say, without building it.
 */
export function setNodeCallerSignal(
  request: Request,
  incoming: NodeConnection,
  outgoing: NodeResponse,
): void {
  let reason: unknown
  let aborted = false
  const listeners = new Set<() => void>()
  outgoing.once('close', () => {
    if (!incoming.errored && outgoing.writableFinished) return
    aborted = true
    reason = incoming.errored ? String(incoming.errored) : 'Client connection prematurely closed.'
    const waiting = [...listeners]
    listeners.clear()
    for (const listener of waiting) listener()
  })
  callerSignals.set(request, {
    get aborted() {
      return aborted
    },
    get reason() {
      return reason
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  })
}

/** The caller's signal: the one an adapter recorded, else the Request's own. */
export function callerSignal(request: Request): CallerSignal | undefined {
  return callerSignals.get(request) ?? (request.signal as AbortSignal | undefined)
}
