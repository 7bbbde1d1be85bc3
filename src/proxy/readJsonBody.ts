import { MAX_BODY_DEPTH } from './checkBodyShape'
import { nestsDeeperThan } from './nestsDeeperThan'
import { readCapped } from './readCapped'

/** 14 MiB: a 10 MB proof file as Base64 (about 13.4 MB) plus the JSON around it. */
export const DEFAULT_MAX_BODY_BYTES = 14 * 1024 * 1024

const MIB = 1024 * 1024

/**
 * The default `bodyTimeoutMs`: 10 s plus 4 s per MiB the body may hold, i.e. an upload of about
 * 2 Mbit/s sustained (a slow office line) still makes it; 66 s for the default 14 MiB, where
 * Node's own request time-out would let a stalled sender hold its bytes for 300 s.
 */
export function defaultBodyTimeoutMs(maxBodyBytes: number): number {
  return Math.ceil(10_000 + (4_000 * maxBodyBytes) / MIB)
}

export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: 400 | 408 | 413 | 415; readonly message: string }

const JSON_MEDIA_TYPE = /^application\/json\s*(;.*)?$/i

/**
 * Reads a request body as JSON with a hard size limit. `Content-Length` is checked first, so an
 * honest oversized request is refused without reading a byte; the stream is then counted as it
 * arrives, so a lying or absent `Content-Length` (chunked uploads) cannot get past the limit either.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  timeoutMs?: number,
): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!JSON_MEDIA_TYPE.test(type.trim())) {
    return { ok: false, status: 415, message: 'Request bodies must be application/json' }
  }
  const declared = request.headers.get('content-length')
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) {
    return /^\d+$/.test(declared.trim())
      ? { ok: false, status: 413, message: 'Request body too large' }
      : { ok: false, status: 400, message: 'Invalid Content-Length' }
  }
  if (!request.body) return { ok: false, status: 400, message: 'A JSON body is required' }

  const read = await readCapped(request.body, maxBytes, timeoutMs)
  if (!read.ok) {
    switch (read.reason) {
      case 'too_large':
        return { ok: false, status: 413, message: 'Request body too large' }
      case 'timed_out':
        return { ok: false, status: 408, message: 'The request body did not arrive in time' }
      case 'failed':
        return { ok: false, status: 400, message: 'The request body could not be read' }
    }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8' }
  }
  if (text.trim() === '') return { ok: false, status: 400, message: 'A JSON body is required' }
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
    return { ok: false, status: 400, message: 'The request body is nested too deeply' }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON' }
  }
}
