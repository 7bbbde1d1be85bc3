import { generateWebhookSecret, signWebhook, verifyWebhook } from '../../../src/watcher/standardWebhooks'
import { createMemoryStore } from '../../../src/store/createMemoryStore'

// The scheme's published vectors (standard-webhooks/standard-webhooks, libraries/javascript/src/
// webhook.test.ts, "sign function works"), then what a receiver must refuse.

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek'
const PAYLOAD = '{"test": 2432232314}'
const VECTOR_TIMESTAMP = 1614265330
const VECTOR_SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='

const at = (seconds: number) => () => seconds * 1000

async function signed(timestamp: number, secret = SECRET, body = PAYLOAD) {
  return {
    'webhook-id': ID,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, ID, timestamp, body),
  }
}

// Node signs and checks with node:crypto (WebCrypto's per-call cost is many times an HMAC's there);
// Workers, Deno and browsers with WebCrypto: both paths are held to the vectors.
describe.each(['node:crypto', 'WebCrypto'] as const)('Standard Webhooks with %s', (hmac) => {
  beforeEach(() => {
    if (hmac === 'WebCrypto') vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never)
  })
  afterEach(() => vi.restoreAllMocks())

  it('signs the published vector exactly, with or without the whsec_ prefix', async () => {
    expect(await signWebhook(SECRET, ID, VECTOR_TIMESTAMP, PAYLOAD)).toBe(VECTOR_SIGNATURE)
    expect(await signWebhook(SECRET.slice(6), ID, VECTOR_TIMESTAMP, PAYLOAD)).toBe(VECTOR_SIGNATURE)
    expect(await signWebhook(SECRET, ID, VECTOR_TIMESTAMP, new TextEncoder().encode(PAYLOAD))).toBe(
      VECTOR_SIGNATURE,
    )
  })

  it('verifies the published vector at its time, headers in any case, among other signatures', async () => {
    const result = await verifyWebhook(
      SECRET,
      {
        'Webhook-Id': ID,
        'Webhook-Timestamp': String(VECTOR_TIMESTAMP),
        'Webhook-Signature': `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= v2,xx ${VECTOR_SIGNATURE}`,
      },
      PAYLOAD,
      { now: at(VECTOR_TIMESTAMP + 10), seen: createMemoryStore() },
    )
    expect(result).toEqual({ ok: true, id: ID, timestamp: VECTOR_TIMESTAMP, payload: { test: 2432232314 } })
  })

  it('rejects a bad signature: another secret, a changed body, a cut signature, missing headers', async () => {
    const now = { now: at(VECTOR_TIMESTAMP) }
    const other = generateWebhookSecret()
    expect(other).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(await verifyWebhook(SECRET, await signed(VECTOR_TIMESTAMP, other), PAYLOAD, now)).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(await verifyWebhook(SECRET, await signed(VECTOR_TIMESTAMP), '{"test": 1}', now)).toMatchObject({
      reason: 'signature',
    })
    const cut = { ...(await signed(VECTOR_TIMESTAMP)), 'webhook-signature': VECTOR_SIGNATURE.slice(0, 8) }
    expect(await verifyWebhook(SECRET, cut, PAYLOAD, now)).toMatchObject({ reason: 'signature' })
    const { 'webhook-id': _id, ...noId } = await signed(VECTOR_TIMESTAMP)
    expect(await verifyWebhook(SECRET, noId, PAYLOAD, now)).toMatchObject({ reason: 'headers' })
    const badStamp = { ...(await signed(VECTOR_TIMESTAMP)), 'webhook-timestamp': 'hello' }
    expect(await verifyWebhook(SECRET, badStamp, PAYLOAD, now)).toMatchObject({ reason: 'headers' })
  })

  it('rejects a timestamp more than 5 minutes off, either way, and accepts one just within', async () => {
    const headers = new Headers(await signed(VECTOR_TIMESTAMP))
    for (const [offset, ok] of [
      [301, false],
      [-301, false],
      [300, true],
    ] as const) {
      const result = await verifyWebhook(SECRET, headers, PAYLOAD, {
        now: at(VECTOR_TIMESTAMP + offset),
        seen: createMemoryStore(),
      })
      expect(result.ok).toBe(ok)
      if (!ok) expect(result).toMatchObject({ reason: 'timestamp' })
    }
  })

  it(`${hmac === 'WebCrypto' ? 'uses' : 'does not use'} WebCrypto`, async () => {
    const sign = vi.spyOn(crypto.subtle, 'sign')
    const verify = vi.spyOn(crypto.subtle, 'verify')
    const headers = await signed(VECTOR_TIMESTAMP)
    await verifyWebhook(SECRET, headers, PAYLOAD, { now: at(VECTOR_TIMESTAMP), seen: createMemoryStore() })
    expect([sign.mock.calls.length > 0, verify.mock.calls.length > 0]).toEqual(
      hmac === 'WebCrypto' ? [true, true] : [false, false],
    )
  })
})

describe('Standard Webhooks', () => {
  it('rejects a replay of the very message, also through a shared store; a retry with a new timestamp passes', async () => {
    const seen = createMemoryStore()
    const first = await signed(VECTOR_TIMESTAMP)
    const options = { now: at(VECTOR_TIMESTAMP + 1), seen }
    expect((await verifyWebhook(SECRET, first, PAYLOAD, options)).ok).toBe(true)
    expect(await verifyWebhook(SECRET, first, PAYLOAD, options)).toEqual({ ok: false, reason: 'replay' })
    const retry = await signed(VECTOR_TIMESTAMP + 60)
    expect(
      await verifyWebhook(SECRET, retry, PAYLOAD, { now: at(VECTOR_TIMESTAMP + 61), seen }),
    ).toMatchObject({
      ok: true,
      id: ID,
    })
    // The default guard is this process's memory.
    const fresh = await signed(VECTOR_TIMESTAMP + 2)
    expect((await verifyWebhook(SECRET, fresh, PAYLOAD, { now: at(VECTOR_TIMESTAMP + 2) })).ok).toBe(true)
    expect(await verifyWebhook(SECRET, fresh, PAYLOAD, { now: at(VECTOR_TIMESTAMP + 2) })).toMatchObject({
      reason: 'replay',
    })
  })
})
