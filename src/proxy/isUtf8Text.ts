// A JSON or text answer the proxy relays must be text it has scanned for the token as the caller
// will read it. The scan reads the bytes as ASCII-compatible text: the token in UTF-16 (`s\0k\0…`),
// behind a byte-order mark, or in compressed bytes the runtime did not decode (an encoding it does
// not know, two layers declared as one) escapes it, while a browser or the caller's gunzip reads it.
// Only valid UTF-8 without NUL bytes is read as the scan reads it.

interface BufferModule {
  isUtf8?: (bytes: Uint8Array) => boolean
}
type GetBuiltinModule = (name: 'buffer') => BufferModule | undefined

// Node's `buffer.isUtf8` validates natively without building a string (Node ≥ 18.14; reached
// through `process.getBuiltinModule`, so that no runtime without it imports `node:buffer`).
const nativeIsUtf8 = (() => {
  try {
    const process = (globalThis as { process?: { getBuiltinModule?: GetBuiltinModule } }).process
    return process?.getBuiltinModule?.('buffer')?.isUtf8
  } catch {
    return undefined
  }
})()
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

interface NodeBuffer {
  from(buffer: ArrayBufferLike, offset: number, length: number): { indexOf(value: number): number }
}
// Buffer's indexOf is memchr; a Uint8Array's is about twenty times slower on a 27 KB answer.
const NativeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer

/** Whether the bytes are valid UTF-8 (a UTF-8 byte-order mark allowed) without a NUL byte. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  const nul = NativeBuffer
    ? NativeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(0)
    : bytes.indexOf(0)
  if (nul !== -1) return false
  if (nativeIsUtf8) return nativeIsUtf8(bytes)
  try {
    strict.decode(bytes)
    return true
  } catch {
    return false
  }
}
