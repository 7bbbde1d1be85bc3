// Fetch runtimes hand the proxy a `Request` whose URL the WHATWG parser has already normalised:
// `/a/../b` became `/b`, `%2e%2e` became `..` and was resolved, `\` became `/`. Node adapters can see
// the target exactly as the client sent it; they record it here, keyed by the Request, so the proxy
// checks the raw target (and refuses the attack) instead of its quietly repaired form.
// Kept on the Request under a private symbol rather than in a WeakMap: weak-map entries are
// re-examined at every young-generation collection, a measurable cost per request.
const RAW_TARGET = Symbol('filing-kit raw target')
type Tagged = Request & { [RAW_TARGET]?: string }

/** Records the request target as received on the wire (origin form, e.g. `/api/x?y=1`). */
export function setRawTarget(request: Request, target: string): void {
  const tagged: Tagged = request
  tagged[RAW_TARGET] = target
}

/** The raw target an adapter recorded for this request, if any. */
export function getRawTarget(request: Request): string | undefined {
  return (request as Tagged)[RAW_TARGET]
}
