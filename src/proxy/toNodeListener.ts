import type * as HonoNodeServer from '@hono/node-server'
import type * as HonoResponseUtils from '@hono/node-server/utils/response'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { bufferedBodyOf, isPartnerProxy, writeBufferedBodyFor } from './bufferedBody'
import { setNodeCallerSignal } from './callerSignal'
import { setRawTarget } from './rawTarget'
import { refusal } from './refusal'
import type { PartnerProxy } from './types'

/** A `node:http` request listener; also an Express/Connect middleware (`app.use(basePath, listener)`). */
export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>

type HonoListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>

// A specifier bundlers do not follow: a Worker or edge bundle of filing-kit/proxy must not try to
// resolve Node's http modules for an adapter it never calls.
const NODE_ADAPTER = '@hono/node-server'
const NODE_ADAPTER_RESPONSE = '@hono/node-server/utils/response'

// The raw target travels from the listener to the adapter's callback on the Node request itself.
const RAW_TARGET = Symbol('filing-kit raw target')
type Tagged = { [RAW_TARGET]?: string }

/** What is used of Node's response (HTTP/1 or HTTP/2). */
interface NodeResponse {
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown
  end(bytes: Uint8Array): unknown
}

/** What is used of Node's request to tell whether its body was left unread. */
interface NodeRequest {
  readonly headers: IncomingMessage['headers']
  readonly httpVersionMajor: number
  readonly readableEnded: boolean
}

/**
 * Whether the answer must close the connection: an HTTP/1 request announced a body that was not
 * read to its end (refused before reading: unknown caller, wrong path; or cut off: too large, too
 * slow). Kept open, Node would read and discard the rest to reuse the connection — all of an
 * anonymous 13 MiB upload, or a stalled sender's connection for as long as it likes. HTTP/2 closes
 * just the stream, which the adapter does itself.
 */
function leavesBodyUnread(incoming: NodeRequest): boolean {
  if (incoming.httpVersionMajor !== 1 || incoming.readableEnded) return false
  const length = incoming.headers['content-length']
  return (length !== undefined && length !== '0') || incoming.headers['transfer-encoding'] !== undefined
}

/**
 * Writes an answer the proxy holds whole (see `bufferedBody`) in one call, as the adapter itself
 * writes its own lightweight responses: status, headers (`Set-Cookie` kept as a list), the length,
 * the bytes. `false` when the headers could not be written, for the adapter to answer instead.
 */
function writeBuffered(
  outgoing: NodeResponse,
  response: Response,
  bytes: Uint8Array,
  close: boolean,
): boolean {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') headers[name] = value
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  headers['content-length'] = String(bytes.byteLength)
  if (close) headers.connection = 'close'
  try {
    outgoing.writeHead(response.status, headers)
  } catch {
    return false
  }
  outgoing.end(bytes)
  return true
}

/**
 * Mounts the proxy in `node:http`, Express or anything that takes a Node request listener.
 *
 * Built on `getRequestListener` from `@hono/node-server` (already a dependency) rather than an
 * adapter of our own: converting between Node's streams and Fetch's `Request`/`Response` —
 * streaming bodies both ways with back-pressure, aborting the `Request`'s signal when the client
 * disconnects, HTTP/2 — is exactly the code a security-sensitive package should not hand-roll.
 * It is imported lazily, so that importing `filing-kit/proxy` in an edge runtime loads no Node code.
 * The one thing written here is an answer the proxy already holds whole (every JSON answer, read
 * to be checked for the token): status, headers and bytes in one call, not re-streamed.
 *
 * Two things are added: the proxy checks the request target as sent on the wire (Express's
 * `originalUrl` when mounted under a path), so `..` or `\` are refused rather than normalised away
 * by the URL parser; and targets the adapter itself would reject get the proxy's JSON refusal.
 */
export function toNodeListener(proxy: PartnerProxy): NodeListener {
  // Only the proxy itself may hand over its bytes beside a bodiless Response (see `bufferedBody`).
  const direct = isPartnerProxy(proxy)
  let loading: Promise<HonoListener> | undefined
  let loaded: HonoListener | undefined
  const load = async (): Promise<HonoListener> => {
    const [{ getRequestListener }, { RESPONSE_ALREADY_SENT }] = (await Promise.all([
      import(/* @vite-ignore */ /* webpackIgnore: true */ NODE_ADAPTER),
      import(/* @vite-ignore */ /* webpackIgnore: true */ NODE_ADAPTER_RESPONSE),
    ])) as [typeof HonoNodeServer, typeof HonoResponseUtils]
    return getRequestListener(
      async (request, env) => {
        const raw = (env.incoming as Tagged)[RAW_TARGET]
        if (raw !== undefined) setRawTarget(request, raw)
        setNodeCallerSignal(request, env.incoming, env.outgoing)
        if (direct) writeBufferedBodyFor(request)
        const response = await proxy(request)
        const close = leavesBodyUnread(env.incoming)
        const bytes = direct ? bufferedBodyOf(response) : undefined
        if (bytes === undefined) {
          // Node merges headers set here into the adapter's writeHead, and ends the connection after
          // the answer when it says `close`.
          if (close && !env.outgoing.headersSent) env.outgoing.setHeader('connection', 'close')
          return response
        }
        // The adapter's own way of saying "written already": it skips the response and cleans up.
        if (writeBuffered(env.outgoing, response, bytes, close)) return RESPONSE_ALREADY_SENT
        return new Response(bytes as Uint8Array<ArrayBuffer>, response)
      },
      {
        // Reached only when the adapter cannot build a Request at all (e.g. a malformed Host header).
        errorHandler: () => refusal(400, 'Bad request'),
        // Leave the process's global Request/Response alone: the proxy is a guest in the partner's server.
        overrideGlobalObjects: false,
      },
    )
  }

  return (incoming, outgoing) => {
    const raw = (incoming as IncomingMessage & { originalUrl?: string }).originalUrl ?? incoming.url ?? ''
    const tagged = incoming as IncomingMessage & Tagged
    tagged[RAW_TARGET] = raw
    // The adapter throws on backslashes and absolute-form targets before the proxy is called; give
    // it a neutral target, so that the proxy refuses the raw one itself, with its own body and log
    // record. Otherwise restore the full path, which Express strips of its mount prefix.
    incoming.url = raw.startsWith('/') && !raw.includes('\\') ? raw : '/'
    // Once loaded, called directly: no promise to wait for on every request.
    if (loaded) return loaded(incoming, outgoing)
    loading ??= load().then((listener) => (loaded = listener))
    return loading.then((listener) => listener(incoming, outgoing))
  }
}
