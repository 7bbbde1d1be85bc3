import { replaceSecrets } from '../api/replaceSecrets'
import type { RouteDefinition, RouteScope } from '../api/routeTypes'
import { bufferedResponse } from './bufferedBody'
import type { UpstreamCall, UpstreamFailure } from './fetchUpstream'
import { downstreamResponseHeaders } from './headerPolicy'
import { declaresMoreThan, readCapped } from './readCapped'
import { scopeAnswer } from './scopeAnswer'

/** 10 MiB: far above any JSON answer of the service, far below what would strain the server's memory. */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024
/** 32 MiB: a filed document or a scan several times the 10 MB a partner may upload; streamed, not held. */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 32 * 1024 * 1024

/** What became of an upstream answer: a response for the caller, or a reason to refuse it. */
export type Relayed =
  | { readonly ok: true; readonly response: Response }
  | {
      readonly ok: false
      readonly kind: UpstreamFailure | 'upstream_unreadable' | 'upstream_too_large' | 'company_forbidden'
    }

// Statuses whose responses must not have a body (the Response constructor throws otherwise).
const NULL_BODY = new Set([101, 204, 205, 304])
// API answers are JSON (or text/plain, GEN-2) and small: they are read whole, up to a cap, so that
// they can be checked for the token. Files (document download) are streamed through, counted.
const TEXTUAL = /json|^text\/|xml|javascript/i

// The token as bytes, kept for the last token seen (a token source may rotate it).
let encodedSecret: { readonly text: string; readonly bytes: Uint8Array } | undefined
const decoder = new TextDecoder()

interface NodeBuffer {
  from(buffer: ArrayBufferLike, offset: number, length: number): { indexOf(value: Uint8Array): number }
}
// Node's (and Bun's, Deno's) Buffer searches natively without copying; a Fetch runtime without it
// (workerd with no Node compatibility) decodes the text once and lets the engine's indexOf search it.
const NativeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer

/**
 * Whether the bytes hold the secret. Native searches only, never a byte loop in JavaScript (which
 * blocked the event loop 5–6 ms per 1 MB answer). Decoding is safe for the search: a UTF-8 decoder
 * turns only malformed sequences into U+FFFD and never swallows a well-formed character after one,
 * so the secret's (well-formed) text is in the decoded text exactly when its bytes are in the bytes.
 */
function containsSecret(bytes: Uint8Array, secret: string): boolean {
  if (NativeBuffer) {
    if (encodedSecret?.text !== secret)
      encodedSecret = { text: secret, bytes: new TextEncoder().encode(secret) }
    return (
      NativeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(encodedSecret.bytes) !== -1
    )
  }
  return decoder.decode(bytes).includes(secret)
}

/**
 * An upstream that echoes the request's Authorization header in an error message would hand the
 * token to the browser (AUTH-1). The bytes pass through unchanged unless the token is in them.
 */
function withoutSecret(bytes: Uint8Array, secret: string): Uint8Array<ArrayBuffer> | undefined {
  if (!secret || !containsSecret(bytes, secret)) return undefined
  return new TextEncoder().encode(replaceSecrets(decoder.decode(bytes), [secret]))
}

function streamed(
  call: UpstreamCall,
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): ReadableStream<Uint8Array> {
  let size = 0
  // The upstream clock keeps running while a file streams; it stops when the last byte is through.
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size <= maxBytes) return controller.enqueue(chunk)
        // The status has gone out: cutting the stream is the only refusal left, and it cancels
        // the upstream body too.
        call.release()
        controller.error(new RangeError('The Partner API file is larger than the proxy accepts'))
      },
      flush: () => call.release(),
    }),
  )
}

function tooLarge(call: UpstreamCall, body: ReadableStream<Uint8Array>): Relayed {
  call.release()
  void body.cancel().catch(() => undefined)
  return { ok: false, kind: 'upstream_too_large' }
}

/** What the relay must apply to a restricted user's answer: the route's scope and the user's companies. */
export interface AnswerScope {
  readonly scope: RouteScope
  readonly companies: ReadonlySet<string>
}

/**
 * Turns the upstream answer into the caller's response: status unchanged, allowlisted headers,
 * body byte for byte — except that a restricted user's answer gets the route's scope (lists
 * filtered and re-serialised, a single record of another company refused), and the token never
 * gets through.
 */
export async function relayResponse(
  call: UpstreamCall,
  context: {
    /** The caller's request, for `bufferedResponse`. */
    readonly request: Request
    readonly route: RouteDefinition
    readonly token: string
    /** Set for a restricted user whose route's scope reads the answer (see `readsAnswer`). */
    readonly answerScope?: AnswerScope
    readonly maxResponseBytes: number
    readonly maxDownloadBytes: number
  },
): Promise<Relayed> {
  const upstream = call.response
  // 0 is an opaque redirect in browsers' fetch; the proxy does not follow redirects upstream.
  if (upstream.status < 200 || upstream.status > 599) {
    call.release()
    return { ok: false, kind: 'upstream_unreadable' }
  }
  const headers = downstreamResponseHeaders(upstream.headers, [context.token])
  const init = { status: upstream.status, headers }
  if (NULL_BODY.has(upstream.status) || !upstream.body) {
    call.release()
    await upstream.body?.cancel().catch(() => undefined)
    return { ok: true, response: new Response(null, init) }
  }
  const type = upstream.headers.get('content-type') ?? ''
  // Only a download route's file is streamed; a restricted user's answer that the scope must read
  // is read whatever it claims to be, and so is any other answer, to be checked for the token.
  const file =
    context.route.envelope === 'binary' && type !== '' && !TEXTUAL.test(type) && !context.answerScope
  const limit = file ? context.maxDownloadBytes : context.maxResponseBytes
  if (declaresMoreThan(upstream.headers, limit)) return tooLarge(call, upstream.body)
  if (file) return { ok: true, response: new Response(streamed(call, upstream.body, limit), init) }

  const read = await readCapped(upstream.body, limit)
  call.release()
  if (!read.ok) {
    return {
      ok: false,
      kind: read.reason === 'too_large' ? 'upstream_too_large' : (call.failure() ?? 'upstream_unreadable'),
    }
  }
  let bytes = read.bytes

  if (context.answerScope && upstream.ok) {
    const { scope, companies } = context.answerScope
    const scoped = scopeAnswer(scope, context.route.envelope, new TextDecoder().decode(bytes), companies)
    if (scoped.kind === 'forbidden') return { ok: false, kind: 'company_forbidden' }
    if (scoped.kind === 'unreadable') return { ok: false, kind: 'upstream_unreadable' }
    if (scoped.kind === 'filtered') {
      bytes = new TextEncoder().encode(JSON.stringify(scoped.body))
      headers['content-type'] = 'application/json; charset=utf-8'
      delete headers['content-length']
    }
  }
  const scrubbed = withoutSecret(bytes, context.token)
  if (scrubbed) {
    bytes = scrubbed
    delete headers['content-length']
  }
  return { ok: true, response: bufferedResponse(context.request, bytes, init) }
}
