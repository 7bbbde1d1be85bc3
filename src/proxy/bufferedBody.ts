// Answers the proxy reads whole (to check them for the token, or to scope them) are bytes in memory
// when it returns. A Fetch `Response` would hide them behind a body stream that the Node adapter then
// pulls them back out of, chunk by chunk: a stream built, read and torn down per request, and the
// bytes copied twice, for a measurable share of the proxy's CPU per request.
//
// So `toNodeListener`, when it mounts the proxy itself (nothing between them that could read the
// Response), marks each Request; for those the proxy answers with a bodiless Response and records the
// bytes here, and the adapter writes them to the socket in one call. Every other caller — a Fetch
// runtime, a wrapper around the proxy — gets an ordinary Response with its body.

// The marks and the bytes are kept on the Request and Response under private symbols, not in weak
// collections: weak-map entries are re-examined at every young-generation collection.
const proxies = new WeakSet<object>()
const ADAPTER_WRITES = Symbol('filing-kit adapter writes')
const BYTES = Symbol('filing-kit buffered bytes')
type TaggedRequest = Request & { [ADAPTER_WRITES]?: true }
type TaggedResponse = Response & { [BYTES]?: Uint8Array }

/** Records a handler made by `createPartnerProxy`, so that `toNodeListener` can tell it from a wrapper. */
export function markPartnerProxy(proxy: object): void {
  proxies.add(proxy)
}

export function isPartnerProxy(proxy: object): boolean {
  return proxies.has(proxy)
}

/** The adapter's promise that it writes this request's answer itself, from `bufferedBodyOf`. */
export function writeBufferedBodyFor(request: Request): void {
  const tagged: TaggedRequest = request
  tagged[ADAPTER_WRITES] = true
}

/** The caller's response for an answer read whole: the bytes as its body, or beside it for the adapter. */
export function bufferedResponse(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
  init: ResponseInit,
): Response {
  if (!(request as TaggedRequest)[ADAPTER_WRITES]) return new Response(bytes, init)
  const response = new Response(null, init)
  const tagged: TaggedResponse = response
  tagged[BYTES] = bytes
  return response
}

/** The bytes recorded for a response of `bufferedResponse` (its body is then `null`). */
export function bufferedBodyOf(response: Response): Uint8Array | undefined {
  return (response as TaggedResponse)[BYTES]
}
