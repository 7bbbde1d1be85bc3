import {
  createPartnerProxy,
  DEFAULT_MAX_DOWNLOAD_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
} from '../../../src/proxy'
import { DOCUMENT_HEAD_BYTES } from '../../../src/proxy/relayResponse'
import { API_USER_PID, BASE, COMPLIANCE, PARTNER_ID, SAME_ORIGIN, TOKEN, UPSTREAM, setup } from './helpers'

// Upstream answers are capped like request bodies: an answer is read incrementally and dropped as
// soon as it passes `maxResponseBytes`; a downloaded file is streamed and cut at `maxDownloadBytes`.

const KIB = 1024
const DOWNLOAD = `${BASE}/api/business-formation/download-order-document-v1?orderGuid=801x&documentType=formationCertificate`

/** A body of `chunks` chunks of `size` bytes (JSON-ish spaces), counting what the proxy pulled. */
function countedBody(chunks: number, size = KIB) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks) return controller.close()
        seen.pulled += 1
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

const TOO_LARGE = { statusCode: 502, message: 'The Partner API gave an answer larger than the proxy accepts' }

describe('maxResponseBytes: upstream answers are capped', () => {
  it('an answer that passes the cap as it streams is a 502, read no further than the cap', async () => {
    const body = countedBody(1000)
    const { proxy, logs } = setup(
      { maxResponseBytes: 8 * KIB },
      () => new Response(body.stream, { headers: { 'content-type': 'application/json' } }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual(TOO_LARGE)
    expect(body.seen.pulled).toBeLessThanOrEqual(9)
    expect(body.seen.cancelled).toBe(true)
    expect(logs).toEqual([
      expect.objectContaining({ status: 502, upstreamStatus: 200, errorKind: 'upstream_too_large' }),
    ])
    expect(JSON.stringify(logs)).not.toContain(TOKEN)
  })

  it('a declared Content-Length over the cap is refused before a byte is read', async () => {
    const body = countedBody(1000)
    const { proxy, logs } = setup(
      { maxResponseBytes: 8 * KIB },
      () =>
        new Response(body.stream, {
          headers: { 'content-type': 'application/json', 'content-length': String(1000 * KIB) },
        }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/alerts`))
    expect(response.status).toBe(502)
    expect(body.seen.pulled).toBe(0)
    expect(body.seen.cancelled).toBe(true)
    expect(logs[0]?.errorKind).toBe('upstream_too_large')
  })

  it('an answer of exactly the cap passes whole', async () => {
    const json = JSON.stringify({ statusCode: 200, data: [{ id: 'x'.repeat(8 * KIB - 40) }] })
    const padded = json.padEnd(8 * KIB, ' ')
    const { proxy } = setup({ maxResponseBytes: 8 * KIB }, () => new Response(padded))
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(padded)
  })

  it('error answers are capped too', async () => {
    const body = countedBody(100)
    const { proxy } = setup(
      { maxResponseBytes: 4 * KIB },
      () => new Response(body.stream, { status: 500, headers: { 'content-type': 'text/plain' } }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(502)
  })

  it('an API answer labelled as a file is still read, and capped, not streamed', async () => {
    const body = countedBody(100)
    const { proxy } = setup(
      { maxResponseBytes: 4 * KIB },
      () => new Response(body.stream, { headers: { 'content-type': 'application/octet-stream' } }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(502)
    expect(body.seen.pulled).toBeLessThanOrEqual(5)
  })

  it('the owner read of a restricted user’s write is capped: 502, and the write is never sent', async () => {
    const { proxy, upstream } = setup(
      { maxResponseBytes: 4 * KIB, authorize: () => ({ companyIds: ['a0E1'] }) },
      () => new Response(countedBody(100).stream, { headers: { 'content-type': 'application/json' } }),
    )
    const response = await proxy(
      new Request(`${COMPLIANCE}/subscriptions/a0S1/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        body: '{}',
      }),
    )
    expect(response.status).toBe(502)
    expect(upstream.calls.map((call) => call.method)).toEqual(['GET'])
  })

  it('defaults to 10 MiB for answers and 32 MiB for files, and refuses a non-positive cap at startup', () => {
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(10 * 1024 * KIB)
    expect(DEFAULT_MAX_DOWNLOAD_BYTES).toBe(32 * 1024 * KIB)
    const valid = { upstream: UPSTREAM, token: TOKEN, partnerId: PARTNER_ID, apiUserPid: API_USER_PID }
    expect(() => createPartnerProxy({ ...valid, maxResponseBytes: 0 })).toThrow(/maxResponseBytes/)
    expect(() => createPartnerProxy({ ...valid, maxDownloadBytes: -1 })).toThrow(/maxDownloadBytes/)
  })

  it('the default cap applies without the option', async () => {
    const body = countedBody(11 * 1024, KIB) // 11 MiB
    const { proxy } = setup(
      {},
      () => new Response(body.stream, { headers: { 'content-type': 'application/json' } }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(502)
    expect(body.seen.pulled).toBeLessThanOrEqual(10 * 1024 + 1)
  })
})

describe('maxDownloadBytes: downloaded files are streamed and capped', () => {
  const pdf = { 'content-type': 'application/pdf' }

  it('a file over the answer cap but under the file cap streams through whole', async () => {
    const bytes = new Uint8Array(6 * KIB).fill(0x25)
    const { proxy } = setup(
      { maxResponseBytes: 2 * KIB, maxDownloadBytes: 8 * KIB },
      () => new Response(bytes, { headers: pdf }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('a file whose Content-Length passes the cap is a 502 before a byte is read', async () => {
    const body = countedBody(100)
    const { proxy, logs } = setup(
      { maxDownloadBytes: 8 * KIB },
      () => new Response(body.stream, { headers: { ...pdf, 'content-length': String(100 * KIB) } }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual(TOO_LARGE)
    expect(body.seen.pulled).toBe(0)
    expect(logs[0]?.errorKind).toBe('upstream_too_large')
  })

  it('a file without a Content-Length that passes the cap in its first window is a 502, the upstream stream cancelled', async () => {
    // The first window (DOCUMENT_HEAD_BYTES) is read before the status goes out, so a cap within it
    // is a clean refusal rather than a cut stream.
    const body = countedBody(1000)
    const { proxy, logs } = setup(
      { maxDownloadBytes: 8 * KIB },
      () => new Response(body.stream, { headers: pdf }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual(TOO_LARGE)
    expect(body.seen.pulled).toBeLessThanOrEqual(10)
    expect(body.seen.cancelled).toBe(true)
    expect(logs[0]?.errorKind).toBe('upstream_too_large')
  })

  it('a file without a Content-Length is cut off once it passes the cap after the first window, and the upstream stream is cancelled', async () => {
    const cap = DOCUMENT_HEAD_BYTES + 8 * KIB
    const body = countedBody(2000)
    const { proxy } = setup({ maxDownloadBytes: cap }, () => new Response(body.stream, { headers: pdf }))
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow()
    expect(body.seen.pulled).toBeLessThanOrEqual(cap / KIB + 2)
    expect(body.seen.cancelled).toBe(true)
  })
})
