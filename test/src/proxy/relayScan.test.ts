// The relay's search for the token in every answer (AUTH-1) uses a native search: Node's Buffer
// where there is one, the decoded text's indexOf in a Fetch runtime without it (workerd). Both must
// find the token wherever it sits — a 1 MB answer's last bytes, split across stream chunks, after
// malformed UTF-8 — and leave an answer without it byte for byte.
import type { setup } from './helpers'
import { BASE, COMPLIANCE, TOKEN } from './helpers'

type Setup = typeof setup

async function withRuntime(buffer: 'node' | 'fetch-only'): Promise<Setup> {
  vi.resetModules()
  const builtin = process.getBuiltinModule
  if (buffer === 'fetch-only') {
    vi.stubGlobal('Buffer', undefined)
    // Nor `buffer.isUtf8`: the UTF-8 check falls back to a fatal TextDecoder.
    ;(process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined
  }
  try {
    // The relay reads the runtime's Buffer when it loads.
    await import('../../../src/proxy/relayResponse')
    return (await import('./helpers')).setup
  } finally {
    vi.unstubAllGlobals()
    process.getBuiltinModule = builtin
  }
}

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      controller.close()
    },
  })
}

const encode = (text: string) => new TextEncoder().encode(text)

describe.each(['node', 'fetch-only'] as const)('the token scan (%s)', (runtime) => {
  it('AUTH-1: the token at the end of a 1 MB answer is replaced', async () => {
    const make = await withRuntime(runtime)
    const body = JSON.stringify({ data: 'x'.repeat(1024 * 1024), echo: `Bearer ${TOKEN}` })
    const { proxy } = make({}, () => new Response(body, { headers: { 'content-type': 'application/json' } }))
    const text = await (await proxy(new Request(`${COMPLIANCE}/companies`))).text()
    expect(text).not.toContain(TOKEN)
    expect(text.length).toBeGreaterThan(1024 * 1024)
  })

  it('AUTH-1: the token split across chunks, and after malformed UTF-8, is replaced', async () => {
    const make = await withRuntime(runtime)
    const whole = encode(`{"message":"bad key ${TOKEN}"}`)
    const cut = whole.length - TOKEN.length / 2 - 2
    const malformed = new Uint8Array([0xe2, 0x28, 0xa1, 0xff])
    const { proxy, upstream } = make(
      {},
      () => new Response(streamOf([whole.slice(0, cut), whole.slice(cut)]), { status: 500 }),
    )
    expect(await (await proxy(new Request(`${COMPLIANCE}/companies`))).text()).not.toContain(TOKEN)
    upstream.respondWith(
      () => new Response(streamOf([encode('{"m":"'), malformed, encode(`${TOKEN}"}`)]), { status: 502 }),
    )
    expect(await (await proxy(new Request(`${COMPLIANCE}/companies`))).text()).not.toContain(TOKEN)
  })

  it('AUTH-1: an answer without the token passes byte for byte; malformed UTF-8 is refused', async () => {
    const make = await withRuntime(runtime)
    const text = (middle: number[]) =>
      new Uint8Array([...encode('{"data":"'), ...middle, ...encode(TOKEN.slice(0, -1)), ...encode('"}')])
    // Multi-byte characters (é, €, an emoji) and nearly the token: untouched.
    const bytes = text([...encode('é€😀 \\u00e9')])
    const { proxy, upstream } = make(
      {},
      () => new Response(bytes, { headers: { 'content-type': 'application/json' } }),
    )
    const answer = new Uint8Array(
      await (await proxy(new Request(`${BASE}/v1/partners/P123456/companies`))).arrayBuffer(),
    )
    expect([...answer]).toEqual([...bytes])
    // Bytes that are not UTF-8 are not what the scan read: never relayed.
    const malformed = text([0xe2, 0x28, 0xa1])
    upstream.respondWith(() => new Response(malformed, { headers: { 'content-type': 'application/json' } }))
    const refused = await proxy(new Request(`${BASE}/v1/partners/P123456/companies`))
    expect(refused.status).toBe(502)
  })

  it('AUTH-1: the token JSON-escaped, upper-cased or in Base64 is redacted too', async () => {
    const make = await withRuntime(runtime)
    const escaped = TOKEN.replace(/_/g, '\\u005f')
    const { proxy } = make(
      {},
      () =>
        new Response(`{"message":"${escaped} ${TOKEN.toUpperCase()} ${btoa(`Bearer ${TOKEN}`)}"}`, {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    )
    const { message } = (await (await proxy(new Request(`${COMPLIANCE}/companies`))).json()) as {
      message: string
    }
    expect(message.toLowerCase()).not.toContain(TOKEN.toLowerCase())
    expect(message).not.toContain(btoa(`Bearer ${TOKEN}`).slice(10, 40))
  })

  it('AUTH-1: a document with the token split across chunks is refused', async () => {
    const make = await withRuntime(runtime)
    const whole = encode(`%PDF-1.7 (${TOKEN}) %%EOF`)
    const { proxy } = make(
      {},
      () =>
        new Response(streamOf([whole.slice(0, 20), whole.slice(20)]), {
          headers: { 'content-type': 'application/octet-stream' },
        }),
    )
    const response = await proxy(
      new Request(
        `${BASE}/api/business-formation/download-order-document-v1?orderGuid=801x&documentType=formationCertificate`,
      ),
    )
    expect(response.status).toBe(502)
    expect(await response.text()).not.toContain(TOKEN)
  })
})
