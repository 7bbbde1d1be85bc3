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

// On the Request under a private symbol, not in a WeakMap (see rawTarget.ts).
const CALLER_SIGNAL = Symbol('filing-kit caller signal')
type Tagged = Request & { [CALLER_SIGNAL]?: CallerSignal }

/**
 * A signal that aborts when the Node response closes before it finished (the browser went away) or
 * the request errored — what the adapter's own `Request.signal` would say, without building it.
 * A class, one per request, so that it costs one object and one closure (the close listener).
 */
class NodeCallerSignal implements CallerSignal {
  aborted = false
  reason: unknown = undefined
  private listeners: (() => void)[] = []

  constructor(incoming: NodeConnection, outgoing: NodeResponse) {
    outgoing.once('close', () => {
      if (!incoming.errored && outgoing.writableFinished) return
      this.aborted = true
      this.reason = incoming.errored ? String(incoming.errored) : 'Client connection prematurely closed.'
      const waiting = this.listeners
      this.listeners = []
      for (const listener of waiting) listener()
    })
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.listeners.includes(listener)) this.listeners.push(listener)
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const index = this.listeners.indexOf(listener)
    if (index !== -1) this.listeners.splice(index, 1)
  }
}

export function setNodeCallerSignal(
  request: Request,
  incoming: NodeConnection,
  outgoing: NodeResponse,
): void {
  const tagged: Tagged = request
  tagged[CALLER_SIGNAL] = new NodeCallerSignal(incoming, outgoing)
}

/** The caller's signal: the one an adapter recorded, else the Request's own. */
export function callerSignal(request: Request): CallerSignal | undefined {
  return (request as Tagged)[CALLER_SIGNAL] ?? (request.signal as AbortSignal | undefined)
}
