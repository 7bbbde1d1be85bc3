import { holdsSecret, type SecretForms } from '../secrets/secretForms'

interface NodeBuffer {
  from(buffer: ArrayBufferLike, offset: number, length: number): NodeBufferView
  from(text: string, encoding: 'latin1'): NodeBufferView
}
interface NodeBufferView {
  indexOf(value: NodeBufferView): number
  toString(encoding: 'latin1'): string
}
// Node's (and Bun's, Deno's) Buffer searches bytes natively without copying; a Fetch runtime
// without it (workerd with no Node compatibility) decodes the bytes and lets the engine search.
const NativeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer
const decoder = new TextDecoder()

// The needles as bytes (each character one byte, Latin-1), for the last secrets seen (a token
// source may rotate the token): the arrays of `SecretForms` are the keys.
const needleBytes = new Map<readonly string[], readonly NodeBufferView[]>()

function viewOf(bytes: Uint8Array, Native: NodeBuffer): NodeBufferView {
  return Native.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function holdsNeedle(view: NodeBufferView, needles: readonly string[], Native: NodeBuffer): boolean {
  let searched = needleBytes.get(needles)
  if (!searched) {
    if (needleBytes.size >= 64) needleBytes.clear()
    searched = needles.map((needle) => Native.from(needle, 'latin1'))
    needleBytes.set(needles, searched)
  }
  return searched.some((needle) => view.indexOf(needle) !== -1)
}

/**
 * Whether the bytes hold one of the needles (strings of characters below U+0100, one byte each):
 * a native search in Node; elsewhere a search of the bytes decoded loosely as UTF-8, which finds
 * needles of ASCII and NUL characters (a UTF-8 decoder never swallows such a byte).
 */
export function bytesHoldAny(bytes: Uint8Array, needles: readonly string[]): boolean {
  if (!NativeBuffer) {
    const text = decoder.decode(bytes)
    return needles.some((needle) => text.includes(needle))
  }
  return holdsNeedle(viewOf(bytes, NativeBuffer), needles, NativeBuffer)
}

/**
 * Whether the bytes hold a recognised form of the secret (`holdsSecret`). In Node the pre-check
 * runs on the bytes themselves, so an answer without a probe — nearly every answer — is neither
 * decoded nor copied. The forms are ASCII, so the search may decode loosely: Latin-1 maps each
 * byte to one character, and a UTF-8 decoder (the fallback) never swallows an ASCII byte into
 * a replacement character.
 */
export function bytesHoldSecret(bytes: Uint8Array, forms: SecretForms): boolean {
  if (!NativeBuffer) return holdsSecret(decoder.decode(bytes), forms)
  const view = viewOf(bytes, NativeBuffer)
  if (!holdsNeedle(view, forms.probes, NativeBuffer)) return false
  return holdsSecret(view.toString('latin1'), forms)
}

/**
 * Whether a document's bytes hold the secret: a recognised form (`bytesHoldSecret`), or the secret
 * in UTF-16 (either byte order), as PDF text strings and other binary formats store text.
 */
export function documentHoldsSecret(bytes: Uint8Array, forms: SecretForms): boolean {
  return bytesHoldSecret(bytes, forms) || bytesHoldAny(bytes, forms.wide)
}
