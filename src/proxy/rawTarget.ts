// Fetch runtimes hand the proxy a `Request` whose URL the WHATWG parser has already normalised:
// `/a/../b` became `/b`, `%2e%2e` became `..` and was resolved, `\` became `/`. Node adapters can see
// the target exactly as the client sent it; they record it here, keyed by the Request, so the proxy
// checks the raw target (and refuses the attack) instead of its quietly repaired form.
const rawTargets = new WeakMap<Request, string>()

/** Records the request target as received on the wire (origin form, e.g. `/api/x?y=1`). */
export function setRawTarget(request: Request, target: string): void {
  rawTargets.set(request, target)
}

/** The raw target an adapter recorded for this request, if any. */
export function getRawTarget(request: Request): string | undefined {
  return rawTargets.get(request)
}
