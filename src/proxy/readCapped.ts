/** A body read whole, or why not. */
export type CappedRead =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly reason: 'too_large' | 'failed' }

/**
 * Reads a stream to its end, counting bytes as they arrive and cancelling it as soon as they pass
 * `maxBytes`, so that an oversized body costs at most the limit in memory, whatever its sender
 * declared (or did not).
 */
export async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<CappedRead> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
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
