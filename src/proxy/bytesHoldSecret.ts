import { holdsSecret, type SecretForms } from '../api/secretForms'

interface NodeBuffer {
  from(buffer: ArrayBufferLike, offset: number, length: number): NodeBufferView
  from(text: string): NodeBufferView
}
interface NodeBufferView {
  indexOf(value: NodeBufferView): number
  toString(encoding: 'latin1'): string
}
// Node's (and Bun's, Deno's) Buffer searches bytes natively without copying; a Fetch runtime
// without it (workerd with no Node compatibility) decodes the bytes and lets the engine search.
const NativeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer
const decoder = new TextDecoder()

// The probes as bytes, for the last secrets seen (a token source may rotate the token).
const probeBytes = new Map<SecretForms, readonly NodeBufferView[]>()

/**
 * Whether the bytes hold a recognised form of the secret (`holdsSecret`). In Node the pre-check
 * runs on the bytes themselves, so an answer without a probe — nearly every answer — is neither
 * decoded nor copied. The forms are ASCII, so the search may decode loosely: Latin-1 maps each
 * byte to one character, and a UTF-8 decoder (the fallback) never swallows an ASCII byte into
 * a replacement character.
 */
export function bytesHoldSecret(bytes: Uint8Array, forms: SecretForms): boolean {
  if (!NativeBuffer) return holdsSecret(decoder.decode(bytes), forms)
  let probes = probeBytes.get(forms)
  if (!probes) {
    if (probeBytes.size >= 16) probeBytes.clear()
    probes = forms.probes.map((probe) => NativeBuffer.from(probe))
    probeBytes.set(forms, probes)
  }
  const view = NativeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!probes.some((probe) => view.indexOf(probe) !== -1)) return false
  return holdsSecret(view.toString('latin1'), forms)
}
