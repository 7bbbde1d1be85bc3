import { decodeBody, isUndecodable } from '../api/decodeBody'
import {
  holdsSecret,
  redactSecretForms,
  replacePlainForms,
  secretForms,
  type SecretForms,
} from '../secrets/secretForms'
import type { RouteDefinition, RouteScope } from '../api/routeTypes'
import { bufferedResponse } from './bufferedBody'
import type { UpstreamCall, UpstreamFailure } from './fetchUpstream'
import { bytesHoldAny, bytesHoldSecret, documentHoldsSecret } from './bytesHoldSecret'
import { applyDocumentHeaders } from './applyDocumentHeaders'
import { downstreamResponseHeaders, isDecodedEncoding } from './headerPolicy'
import { isUtf8Text } from './isUtf8Text'
import { JSON_CONTENT_TYPE, jsonRouteType } from './jsonRouteType'
import { declaresMoreThan, readCapped } from './readCapped'
import { scopeAnswer } from './scopeAnswer'
import { reportCut, watchStreamCut, type CutWatch, type StreamCut } from './streamCut'

/** 10 MiB: far above any JSON answer of the service, far below what would strain the server's memory. */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024
/** 32 MiB: a filed document or a scan several times the 10 MB a partner may upload; streamed, not held. */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 32 * 1024 * 1024

/** What became of an upstream answer: a response for the caller, or a reason to refuse it. */
export type Relayed =
  | { readonly ok: true; readonly response: Response }
  | {
      readonly ok: false
      readonly kind:
        | UpstreamFailure
        | 'upstream_unreadable'
        | 'upstream_too_large'
        | 'upstream_secret'
        | 'company_forbidden'
    }

// Statuses whose responses must not have a body (the Response constructor throws otherwise).
const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * A document is scanned for the token before its status goes out as far as this first window:
 * a document up to 1 MiB (most filed documents) holding the token is refused with a clean 502.
 * Beyond it the document streams, each chunk scanned before it is passed on with the last bytes
 * held back (a token split across two chunks is found before any of its bytes leave); a token
 * found there cuts the stream, so that the caller gets a broken download, never the token.
 * Buffering every document whole instead would hold up to `maxDownloadBytes` (32 MiB) per download
 * in memory and delay the first byte until the last has arrived.
 */
export const DOCUMENT_HEAD_BYTES = 1024 * 1024

const decoder = new TextDecoder()
const encoder = new TextEncoder()
const REFUSED = Symbol('refused')

function redactValue(value: unknown, forms: SecretForms): unknown {
  if (typeof value === 'string') return redactSecretForms(value, forms)
  if (Array.isArray(value)) return value.map((item) => redactValue(item, forms))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [redactSecretForms(name, forms), redactValue(item, forms)]),
    )
  }
  return value
}

/**
 * An upstream that echoes the request's Authorization header in an error message would hand the
 * token to the browser (AUTH-1), and it may echo it escaped, upper-cased or encoded. The bytes pass
 * through unchanged unless a form of the token is in them; then its plain forms are replaced in
 * place, and forms behind escapes in the decoded answer: a JSON answer is parsed and each string
 * and member name redacted (as the client would decode it), then serialised again.
 */
function withoutSecret(
  bytes: Uint8Array,
  forms: SecretForms,
): Uint8Array<ArrayBuffer> | typeof REFUSED | undefined {
  if (!bytesHoldSecret(bytes, forms)) {
    // The probes may fall where the pieces of a split token meet; a piece whole is the sign.
    if (!bytesHoldAny(bytes, forms.pieces)) return undefined
    return joinsSecret(decodeBody(decoder.decode(bytes)), forms) ? REFUSED : undefined
  }
  const replaced = replacePlainForms(decoder.decode(bytes), forms)
  const body = decodeBody(replaced)
  if (!holdsSecret(replaced, forms)) return joinsSecret(body, forms) ? REFUSED : encoder.encode(replaced)
  if (isUndecodable(body)) {
    const text = redactSecretForms(replaced, forms)
    return holdsSecret(text, forms) ? REFUSED : encoder.encode(text)
  }
  const redacted = redactValue(body, forms)
  const text = JSON.stringify(redacted)
  return holdsSecret(text, forms) || joinsSecret(redacted, forms) ? REFUSED : encoder.encode(text)
}

/**
 * Whether the strings of an array, read together, hold the secret: the client joins an error's
 * `errorMessage` items into one message (with a space), so a token split across two items
 * (`["Bearer sk_li", "ve_…"]`) reaches the reader whole. Joined without and with the whitespace
 * between them removed, as the header check does.
 */
function joinsSecret(value: unknown, forms: SecretForms): boolean {
  if (Array.isArray(value)) {
    const strings = value.filter((item): item is string => typeof item === 'string')
    if (strings.length > 1) {
      const joined = strings.join('')
      if (holdsSecret(joined, forms) || holdsSecret(joined.replace(/\s+/g, ''), forms)) return true
    }
    return value.some((item) => joinsSecret(item, forms))
  }
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some((item) => joinsSecret(item, forms))
  }
  return false
}

const concat = (parts: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}

/** A document streamed on after its first window: counted, scanned, the last bytes held back. */
function documentStream(
  call: UpstreamCall,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  head: Uint8Array,
  forms: SecretForms,
  maxBytes: number,
  watch: CutWatch,
): ReadableStream<Uint8Array> {
  const keep = forms.longest - 1
  let size = head.byteLength
  let held = head.slice(Math.max(0, head.byteLength - keep))
  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, kind: StreamCut, reason: Error) => {
    // The status has gone out: cutting the stream is the only refusal left, and it cancels the
    // upstream body too. The log heard of a 200 already: it hears of the cut too.
    call.release()
    void reader.cancel(reason).catch(() => undefined)
    controller.error(reason)
    reportCut(watch, kind)
  }
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (head.byteLength > held.byteLength)
          controller.enqueue(head.subarray(0, head.byteLength - held.byteLength))
      },
      async pull(controller) {
        let read: ReadableStreamReadResult<Uint8Array>
        try {
          read = await reader.read()
        } catch (cause) {
          call.release()
          controller.error(cause)
          return
        }
        if (read.done) {
          // The upstream clock keeps running while a file streams; it stops when the last byte is through.
          call.release()
          if (held.byteLength) controller.enqueue(held)
          controller.close()
          return
        }
        size += read.value.byteLength
        if (size > maxBytes)
          return stop(
            controller,
            'upstream_too_large',
            new RangeError('The Partner API file is larger than the proxy accepts'),
          )
        const window = concat([held, read.value], held.byteLength + read.value.byteLength)
        if (documentHoldsSecret(window, forms))
          return stop(
            controller,
            'upstream_secret',
            new Error("The Partner API file holds the proxy's token"),
          )
        const cut = Math.max(0, window.byteLength - keep)
        held = window.slice(cut)
        if (cut > 0) controller.enqueue(window.subarray(0, cut))
      },
      cancel(reason) {
        call.release()
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}

/**
 * A document (a download route's 2xx answer): its first window read and scanned before the status
 * goes out (see `DOCUMENT_HEAD_BYTES`), the rest streamed and scanned as it passes.
 */
async function relayDocument(
  call: UpstreamCall,
  body: ReadableStream<Uint8Array>,
  context: {
    readonly request: Request
    readonly forms: SecretForms
    readonly maxBytes: number
  },
  init: { status: number; headers: Record<string, string> },
): Promise<Relayed> {
  const reader = body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  let done = false
  try {
    while (size < DOCUMENT_HEAD_BYTES) {
      const read = await reader.read()
      if (read.done) {
        done = true
        break
      }
      size += read.value.byteLength
      if (size > context.maxBytes) {
        call.release()
        void reader.cancel().catch(() => undefined)
        return { ok: false, kind: 'upstream_too_large' }
      }
      parts.push(read.value)
    }
  } catch {
    call.release()
    return { ok: false, kind: call.failure() ?? 'upstream_unreadable' }
  }
  const head = concat(parts, size)
  if (documentHoldsSecret(head, context.forms)) {
    call.release()
    if (!done) void reader.cancel().catch(() => undefined)
    return { ok: false, kind: 'upstream_secret' }
  }
  if (!done) {
    const watch: CutWatch = {}
    const stream = documentStream(call, reader, head, context.forms, context.maxBytes, watch)
    const response = new Response(stream, init)
    watchStreamCut(response, watch)
    return { ok: true, response }
  }
  call.release()
  return { ok: true, response: bufferedResponse(context.request, head, init) }
}

function refused(
  call: UpstreamCall,
  body: ReadableStream<Uint8Array> | null,
  kind: 'upstream_too_large' | 'upstream_unreadable' | 'upstream_secret',
): Relayed {
  call.release()
  void body?.cancel().catch(() => undefined)
  return { ok: false, kind }
}

/** What the relay must apply to a restricted user's answer: the route's scope and the user's companies. */
export interface AnswerScope {
  readonly scope: RouteScope
  readonly companies: ReadonlySet<string>
}

/**
 * Turns the upstream answer into the caller's response: status unchanged, allowlisted headers,
 * body byte for byte — except that a restricted user's answer gets the route's scope (lists
 * filtered and re-serialised, a single record of another company refused), the token never gets
 * through in any form `holdsSecret` recognises, a JSON route answers only JSON or text/plain, and
 * a document always goes out as a sandboxed attachment (`applyDocumentHeaders`).
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
  if (upstream.status < 200 || upstream.status > 599)
    return refused(call, upstream.body, 'upstream_unreadable')
  const forms = secretForms(context.token)
  const headers = downstreamResponseHeaders(upstream.headers, forms)
  if (!headers) return refused(call, upstream.body, 'upstream_secret')
  const init = { status: upstream.status, headers }
  // A download route's 2xx answer is a document, whatever type it claims; its error answers are
  // JSON like any other route's. A restricted user's answer that the scope must read is read whole.
  const document = context.route.envelope === 'binary' && upstream.ok && !context.answerScope
  // What the client reads of a JSON route (`decodeBody`): JSON, or JSON labelled text/plain
  // (GEN-2), in UTF-8, under a type the proxy writes (`jsonRouteType`). Anything else — text/html,
  // image/svg+xml, XML — would be rendered on the portal's own origin if a browser were pointed at
  // the proxy's address, so it is refused, never relayed.
  const type = document ? undefined : jsonRouteType(upstream.headers.get('content-type'))
  if (document) applyDocumentHeaders(headers)
  else if (type) headers['content-type'] = type
  else delete headers['content-type']
  if (NULL_BODY.has(upstream.status) || !upstream.body) {
    call.release()
    await upstream.body?.cancel().catch(() => undefined)
    return { ok: true, response: new Response(null, init) }
  }
  const readable = document || type !== undefined
  // Refused before a byte is read, unless the scope reads the answer (a filtered list goes out as
  // JSON whatever the upstream called it); and so are bytes in a coding the runtime did not decode.
  if (!readable && !context.answerScope) return refused(call, upstream.body, 'upstream_unreadable')
  if (!isDecodedEncoding(upstream.headers.get('content-encoding')))
    return refused(call, upstream.body, 'upstream_unreadable')
  const limit = document ? context.maxDownloadBytes : context.maxResponseBytes
  if (declaresMoreThan(upstream.headers, limit)) return refused(call, upstream.body, 'upstream_too_large')
  if (document)
    return relayDocument(call, upstream.body, { request: context.request, forms, maxBytes: limit }, init)

  const read = await readCapped(upstream.body, limit)
  call.release()
  if (!read.ok) {
    return {
      ok: false,
      kind: read.reason === 'too_large' ? 'upstream_too_large' : (call.failure() ?? 'upstream_unreadable'),
    }
  }
  let bytes = read.bytes
  // Text the caller reads as the scan read it: UTF-16, a NUL or undecoded compressed bytes are not.
  if (!isUtf8Text(bytes)) return { ok: false, kind: 'upstream_unreadable' }
  let filtered = false

  if (context.answerScope && upstream.ok) {
    const { scope, companies } = context.answerScope
    const scoped = scopeAnswer(scope, context.route.envelope, decoder.decode(bytes), companies)
    if (scoped.kind === 'forbidden') return { ok: false, kind: 'company_forbidden' }
    if (scoped.kind === 'unreadable') return { ok: false, kind: 'upstream_unreadable' }
    if (scoped.kind === 'filtered') {
      bytes = encoder.encode(JSON.stringify(scoped.body))
      headers['content-type'] = JSON_CONTENT_TYPE
      delete headers['content-length']
      filtered = true
    }
  }
  if (!readable && !filtered) return { ok: false, kind: 'upstream_unreadable' }
  const scrubbed = withoutSecret(bytes, forms)
  if (scrubbed === REFUSED) return { ok: false, kind: 'upstream_secret' }
  if (scrubbed) {
    bytes = scrubbed
    delete headers['content-length']
  }
  return { ok: true, response: bufferedResponse(context.request, bytes, init) }
}
