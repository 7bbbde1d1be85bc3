/** A body read whole, or why not. */
export type CappedRead =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly reason: 'too_large' | 'failed' | 'timed_out' }

const TIMED_OUT = Symbol('body timed out')

/**
 * Reads a stream to its end, counting bytes as they arrive and cancelling it as soon as they pass
 * `maxBytes`, so that an oversized body costs at most the limit in memory, whatever its sender
 * declared (or did not). With `timeoutMs`, a stream not finished by then is cancelled too: a sender
 * that stops half-way (slowloris) holds what it sent for that long, not for the server's own
 * request time-out.
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  timeoutMs?: number,
): Promise<CappedRead> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  // One promise for the whole read, raced against each chunk: no timer per chunk.
  const deadline =
    timeoutMs === undefined
      ? undefined
      : new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)))
  try {
    for (;;) {
      const next = deadline ? await Promise.race([reader.read(), deadline]) : await reader.read()
      if (next === TIMED_OUT) {
        // Not awaited: a sender that stopped sending may not settle a cancel either.
        void reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'timed_out' }
      }
      const { done, value } = next
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        // Stop the sender rather than drain bytes we are going to refuse anyway.
        await reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too_large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'failed' }
  } finally {
    clearTimeout(timer)
  }
  // One chunk (a small answer, as most are) is the body already: no copy.
  const only = chunks.length === 1 ? chunks[0] : undefined
  if (only?.buffer instanceof ArrayBuffer) return { ok: true, bytes: only as Uint8Array<ArrayBuffer> }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** Whether a declared `Content-Length` already exceeds `maxBytes` (an absent or invalid one does not). */
export function declaresMoreThan(headers: Headers, maxBytes: number): boolean {
  const declared = headers.get('content-length')?.trim()
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes
}
