// Standard Webhooks signatures (standardwebhooks.com): `webhook-signature: v1,<base64 HMAC-SHA256 of
// "id.timestamp.body">` with a `whsec_`-prefixed Base64 secret. Written on the platform's own HMAC
// rather than with the `standardwebhooks` package: the scheme is one HMAC, which every runtime has
// (the package carries pure-JS SHA-256 and Base64 for that). In Node, node:crypto's (found through
// `process.getBuiltinModule`, so no bundle pulls a Node module in): WebCrypto's per-call job costs
// Node about 0.25 ms against a few µs, which a watcher sending, or a receiver checking, thousands of
// messages pays for each. Elsewhere (Workers, Deno, browsers) WebCrypto. The tests hold both to the
// scheme's published vectors.

const PREFIX = 'whsec_'
const encoder = new TextEncoder()

function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text)
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

// Imported keys by secret and usage: importing was a third of the cost of signing or verifying one
// message. A deployment has a handful of secrets; the cache is bounded all the same.
const keys = new Map<string, Promise<CryptoKey>>()
const MAX_KEYS = 64

/** The HMAC key of a `whsec_…` secret (the prefix is optional, as the scheme's libraries accept). */
function keyOf(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const cacheKey = `${usage} ${secret}`
  const cached = keys.get(cacheKey)
  if (cached) return cached
  const key = crypto.subtle.importKey(
    'raw',
    secretBytes(secret) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  )
  if (keys.size >= MAX_KEYS) keys.clear()
  keys.set(cacheKey, key)
  key.catch(() => keys.delete(cacheKey))
  return key
}

/** What is used of node:crypto. */
interface NodeHmac {
  createHmac(algorithm: 'sha256', key: Uint8Array): { update(data: Uint8Array): { digest(): Uint8Array } }
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean
}

/** Node's crypto module where the runtime is Node (20.16+ and 22.3+ have getBuiltinModule). */
function nodeHmac(): NodeHmac | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  return runtime?.getBuiltinModule?.('node:crypto') as NodeHmac | undefined
}

/** A secret's key bytes; throws when it is not `whsec_` (optional) followed by Base64. */
function secretBytes(secret: string): Uint8Array {
  const bytes = fromBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret)
  if (!bytes || bytes.length === 0) throw new TypeError('A webhook secret is whsec_ followed by Base64')
  return bytes
}

const bodyBytes = (body: string | Uint8Array) => (typeof body === 'string' ? encoder.encode(body) : body)

function signedContent(id: string, timestamp: number, body: string | Uint8Array): Uint8Array {
  const head = encoder.encode(`${id}.${timestamp}.`)
  const rest = bodyBytes(body)
  const all = new Uint8Array(head.length + rest.length)
  all.set(head)
  all.set(rest, head.length)
  return all
}

/** A new secret, `whsec_` and 32 random bytes in Base64, to give the receiver. */
export function generateWebhookSecret(): string {
  return PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(32)))
}

/** The `webhook-signature` value of a message: `v1,<base64>`. `timestamp` in seconds. */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number,
  body: string | Uint8Array,
): Promise<string> {
  const content = signedContent(id, timestamp, body)
  const node = nodeHmac()
  if (node) return `v1,${toBase64(node.createHmac('sha256', secretBytes(secret)).update(content).digest())}`
  const key = await keyOf(secret, 'sign')
  const mac = await crypto.subtle.sign('HMAC', key, content as BufferSource)
  return `v1,${toBase64(new Uint8Array(mac))}`
}

/** Remembers the messages seen, for replay detection; a `FilingKitStore` fits (its `claim`). */
export interface WebhookReplayGuard {
  /** `true` the first time `key` is claimed within `ttlMs`, `false` after. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>
}

export interface VerifyWebhookOptions {
  /** Seconds a timestamp may be off the receiver's clock, either way. Default 300 (the scheme's 5 minutes). */
  toleranceSeconds?: number
  /** The receiver's clock in ms. Default `Date.now`. */
  now?: () => number
  /**
   * Where seen messages are remembered. Default: this process's memory. Receivers running as many
   * instances pass a shared store (e.g. `createRedisStore`), so a replay to another instance fails too.
   */
  seen?: WebhookReplayGuard
}

export type VerifyWebhookResult =
  | { ok: true; id: string; timestamp: number; payload: unknown }
  | { ok: false; reason: 'headers' | 'timestamp' | 'signature' | 'replay' }

type HeaderSource = Headers | Readonly<Record<string, string | readonly string[] | undefined>>

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() !== name) continue
    if (typeof value === 'string') return value
    if (Array.isArray(value) && typeof value[0] === 'string') return value.join(' ')
  }
  return undefined
}

/** Messages seen by this process, each kept for the tolerance window only: older ones fail on time. */
function memoryGuard(): WebhookReplayGuard {
  const seen = new Map<string, number>()
  // Expired entries are swept when the map has doubled since the last sweep, not on every message
  // once it is large: a busy receiver (over 10,000 messages in ten minutes) scanned it every time.
  let sweepAt = 10_000
  return {
    claim(key, _value, ttlMs) {
      const now = Date.now()
      if (seen.size > sweepAt) {
        for (const [k, until] of seen) if (until <= now) seen.delete(k)
        sweepAt = Math.max(10_000, seen.size * 2)
      }
      const until = seen.get(key)
      if (until !== undefined && until > now) return Promise.resolve(false)
      seen.set(key, now + ttlMs)
      return Promise.resolve(true)
    },
  }
}
const defaultGuard = memoryGuard()

/**
 * Checks a Standard Webhooks message as a receiver gets it: the three headers, a timestamp within
 * the tolerance, a `v1` signature made with `secret` over the exact body bytes, and that this very
 * message (id and timestamp) was not seen before — a captured request sent again. A retry of the
 * watcher carries a new timestamp and signature and passes: dedupe what you process by `id`.
 * Never throws for a bad message; `ok: false` says why (answer 400, or 2xx for `replay`).
 */
export async function verifyWebhook(
  secret: string,
  headers: HeaderSource,
  body: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): Promise<VerifyWebhookResult> {
  const id = header(headers, 'webhook-id')
  const stamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  if (!id || !stamp || !signatures || !/^\d+$/.test(stamp)) return { ok: false, reason: 'headers' }
  const timestamp = Number(stamp)
  const tolerance = options.toleranceSeconds ?? 300
  const now = Math.floor((options.now ?? Date.now)() / 1000)
  if (Math.abs(now - timestamp) > tolerance) return { ok: false, reason: 'timestamp' }
  const content = signedContent(id, timestamp, body)
  const node = nodeHmac()
  const expected = node?.createHmac('sha256', secretBytes(secret)).update(content).digest()
  const key = expected ? undefined : await keyOf(secret, 'verify')
  let valid = false
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) continue
    const bytes = fromBase64(signature)
    if (!bytes) continue
    // Both compare in constant time.
    if (
      expected
        ? bytes.length === expected.length && node!.timingSafeEqual(bytes, expected)
        : await crypto.subtle.verify('HMAC', key!, bytes as BufferSource, content as BufferSource)
    ) {
      valid = true
      break
    }
  }
  if (!valid) return { ok: false, reason: 'signature' }
  const guard = options.seen ?? defaultGuard
  const fresh = await guard.claim(`webhook-seen:${id}:${timestamp}`, '1', tolerance * 2 * 1000)
  if (!fresh) return { ok: false, reason: 'replay' }
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body)
  let payload: unknown
  try {
    payload = text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    payload = text
  }
  return { ok: true, id, timestamp, payload }
}
