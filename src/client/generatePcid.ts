/**
 * A fresh per-order tracking id: 32 lowercase hex characters (BF-3). The service does not enforce
 * uniqueness, so every submission attempt needs its own, from a cryptographic source.
 */
export function generatePcid(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
