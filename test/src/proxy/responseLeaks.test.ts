// Issue 18, the response side: an upstream that echoes the request's Authorization header must not
// get the token to the caller in any of the forms an echo takes (JSON escapes, another letter case,
// Base64, percent escapes, pieces in several headers, bytes of a downloaded document), and nothing
// the upstream sends may run on the portal's origin. Every case goes through the real proxy with
// an upstream that echoes what the proxy sent it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { DOCUMENT_HEAD_BYTES } from '../../../src/proxy/relayResponse'
import { BASE, COMPLIANCE, TOKEN, rawHttp, serveProxy, setup, visible, type UpstreamCall } from './helpers'
import { TEST_ORIGIN } from '../../support/fixtures'

const DOWNLOAD = `${BASE}/api/business-formation/download-order-document-v1?orderGuid=801x&documentType=formationCertificate`
const UNREADABLE = { statusCode: 502, message: 'The Partner API gave an answer the proxy could not read' }

const authorization = (call: UpstreamCall) => call.headers.get('authorization') ?? ''
const base64 = (text: string) => Buffer.from(text).toString('base64')
const base64url = (text: string) => Buffer.from(text).toString('base64url')
const percentAll = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('')

/** Whatever a reader of the text could turn back into the token: decoded escapes, any case. */
function revealsToken(text: string): boolean {
  const decoded = [text]
  try {
    decoded.push(JSON.stringify(JSON.parse(text), (_, value: unknown) => value))
    // The client reads member values as JSON.parse gives them: the strings themselves.
    const strings: string[] = []
    JSON.parse(text, (key, value: unknown) => {
      strings.push(key)
      if (typeof value === 'string') strings.push(value)
      return value
    })
    decoded.push(strings.join('\n'))
  } catch {
    // Not JSON: the text as is.
  }
  for (const each of [...decoded]) {
    try {
      decoded.push(decodeURIComponent(each))
    } catch {
      decoded.push(
        each.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
    }
  }
  for (const run of text.match(/[A-Za-z0-9+/_-]{16,}/g) ?? []) {
    decoded.push(
      Buffer.from(run, 'base64').toString('latin1'),
      Buffer.from(run.slice(1), 'base64').toString('latin1'),
    )
    decoded.push(
      Buffer.from(run.slice(2), 'base64').toString('latin1'),
      Buffer.from(run.slice(3), 'base64').toString('latin1'),
    )
  }
  return decoded.some((each) => each.toLowerCase().includes(TOKEN.toLowerCase()))
}

describe('the token in an encoded echo never reaches the caller', () => {
  const echoes: [string, (secret: string) => string][] = [
    // The client's JSON.parse turns \u005f back into `_`: error.serviceMessage held the token.
    ['JSON-escaped (\\u005f for _)', (secret) => secret.replace(/_/g, '\\u005f')],
    [
      'every character JSON-escaped',
      (secret) => [...secret].map((c) => `\\u00${c.charCodeAt(0).toString(16)}`).join(''),
    ],
    ['upper-cased', (secret) => secret.toUpperCase()],
    ['lower-cased', (secret) => secret.toLowerCase()],
    ['Base64', (secret) => base64(secret)],
    ['base64url', (secret) => base64url(secret)],
    ['percent-encoded, every character', (secret) => percentAll(secret)],
    ['percent-encoded, the underscores (lower-case hex)', (secret) => secret.replace(/_/g, '%5f')],
    ['percent-encoded inside JSON escapes', (secret) => secret.replace(/_/g, '\\u00255F')],
  ]

  it.each(echoes)('in a JSON error message: %s', async (_, encode) => {
    const { proxy } = setup({}, (call) => {
      const text = `{"statusCode":401,"message":"Invalid API key: ${encode(authorization(call))}"}`
      return new Response(text, { status: 401, headers: { 'content-type': 'application/json' } })
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    const text = await response.text()
    expect(revealsToken(text), text).toBe(false)
    // Still the service's refusal, redacted where the token was.
    expect(response.status).toBe(401)
    expect(JSON.parse(text)).toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('[redacted]'),
    })
  })

  it.each(echoes)(
    'in a member name and a double-encoded text/plain answer (GEN-2): %s',
    async (_, encode) => {
      const { proxy } = setup({}, (call) => {
        const inner = `{"statusCode":400,"errors":{"${encode(authorization(call))}":"unknown key"}}`
        return new Response(JSON.stringify(inner), { status: 400, headers: { 'content-type': 'text/plain' } })
      })
      const text = await (await proxy(new Request(`${COMPLIANCE}/companies`))).text()
      expect(revealsToken(text), text).toBe(false)
      expect(revealsToken(String(JSON.parse(text))), text).toBe(false)
    },
  )

  // A header value is nobody's JSON: its readers undo percent escapes and Base64, not JSON escapes.
  it.each(echoes.filter(([name]) => !name.includes('JSON')))('in a header: %s', async (_, encode) => {
    const { proxy } = setup({}, (call) =>
      Response.json(
        { statusCode: 200, data: [] },
        { headers: { 'x-request-id': encode(authorization(call)) } },
      ),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(revealsToken(await visible(response))).toBe(false)
  })

  it('split over two headers, or two values of one header: the answer is refused', async () => {
    const half = TOKEN.length >> 1
    const { proxy, upstream, logs } = setup({}, () =>
      Response.json(
        { statusCode: 200, data: [] },
        { headers: { 'content-language': TOKEN.slice(0, half), 'x-request-id': TOKEN.slice(half) } },
      ),
    )
    const split = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(split.status).toBe(502)
    expect(await split.json()).toEqual(UNREADABLE)
    expect(logs[0]?.errorKind).toBe('upstream_secret')
    upstream.respondWith(() => {
      const headers = new Headers({ 'content-type': 'application/json' })
      headers.append('x-request-id', TOKEN.slice(0, half))
      headers.append('x-request-id', TOKEN.slice(half))
      return new Response('{"statusCode":200,"data":[]}', { headers })
    })
    const combined = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(combined.status).toBe(502)
    expect(await visible(combined)).not.toContain(TOKEN.slice(half))
  })

  it.each([
    ['as is', (secret: string) => secret],
    ['upper-cased', (secret: string) => secret.toUpperCase()],
    ['Base64', (secret: string) => base64(`Bearer ${secret}`)],
    ['base64url', (secret: string) => base64url(`x${secret}`)],
  ])('in a downloaded document (octet-stream): %s — refused with a 502', async (_, encode) => {
    const { proxy, logs } = setup({}, (call) => {
      const bytes = new TextEncoder().encode(`%PDF-1.7 ... /Author (${encode(authorization(call))}) ...`)
      return new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual(UNREADABLE)
    expect(logs[0]?.errorKind).toBe('upstream_secret')
  })

  it('in a large document, split across two chunks after the first window: the download is cut before a byte of the token leaves', async () => {
    const secret = new TextEncoder().encode(TOKEN)
    const filler = new Uint8Array(64 * 1024).fill(0x20)
    const chunks = Math.ceil(DOCUMENT_HEAD_BYTES / filler.byteLength) + 3
    const { proxy } = setup({}, () => {
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1
          if (sent < chunks) return controller.enqueue(filler)
          if (sent === chunks) {
            // The chunk ends with the token's first half; the next starts with its second.
            return controller.enqueue(new Uint8Array([...filler.subarray(20), ...secret.subarray(0, 20)]))
          }
          if (sent === chunks + 1)
            return controller.enqueue(new Uint8Array([...secret.subarray(20), ...filler]))
          controller.close()
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/octet-stream' } })
    })
    // Through the Node adapter, as a browser would get it: the raw bytes on the socket.
    const server = await serveProxy(proxy)
    try {
      const path = DOWNLOAD.slice(TEST_ORIGIN.length)
      const answer = await rawHttp(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`,
      )
      expect(answer.status).toBe(200)
      expect(answer.text).not.toContain(TOKEN.slice(0, 8))
      // Cut short: the caller got a broken download, not the whole document.
      expect(answer.text.length).toBeLessThan((chunks + 1) * filler.byteLength)
      expect(answer.text.endsWith('0\r\n\r\n')).toBe(false)
    } finally {
      await server.close()
    }
  })

  it('a large document without the token streams through whole, byte for byte', async () => {
    const bytes = new Uint8Array(DOCUMENT_HEAD_BYTES * 2 + 12345)
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 31 + (index >> 8)) & 0xff
    const { proxy } = setup({}, () => {
      let offset = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close()
          controller.enqueue(bytes.slice(offset, offset + 60_000))
          offset += 60_000
        },
      })
      return new Response(body, { headers: { 'content-type': 'application/pdf' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    const relayed = Buffer.from(await response.arrayBuffer())
    expect(relayed.length).toBe(bytes.length)
    expect(relayed.equals(bytes)).toBe(true)
  })
})

describe('nothing the upstream says runs on the portal’s origin', () => {
  it.each([
    ['text/html', '<script>fetch("/api/partner/v1/partners/P123456/companies")</script>'],
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ['text/javascript', 'alert(1)'],
  ])('a JSON route answered %s is a 502, not relayed', async (type, body) => {
    const { proxy, logs } = setup({}, () => new Response(body, { headers: { 'content-type': type } }))
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.text()).not.toContain('<script>')
    expect(logs[0]?.errorKind).toBe('upstream_unreadable')
  })

  it('JSON and text/plain answers (GEN-2) still pass', async () => {
    const { proxy, upstream } = setup({}, () => Response.json({ statusCode: 200, data: [] }))
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(200)
    upstream.respondWith(
      () =>
        new Response('"{\\"statusCode\\":200,\\"data\\":[]}"', { headers: { 'content-type': 'text/plain' } }),
    )
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(200)
  })

  it.each([
    [
      'image/svg+xml',
      'inline; filename="cert.svg"',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['text/html', 'inline', '<script>alert(document.domain)</script>'],
    ['text/html', null, '<script>alert(document.domain)</script>'],
  ])('a document answered %s (%s) goes out as a sandboxed attachment', async (type, disposition, body) => {
    const { proxy } = setup({}, () => {
      const headers: Record<string, string> = { 'content-type': type }
      if (disposition) headers['content-disposition'] = disposition
      return new Response(body, { headers })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+"$/)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe('sandbox')
    expect(await response.text()).toBe(body)
  })

  it('a document’s file name cannot add parameters, and a non-ASCII one goes out as filename* (RFC 6266)', async () => {
    const { proxy, upstream } = setup(
      {},
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="a\\"; filename*=UTF-8\'\'evil.html; x=\\"y.pdf"',
          },
        }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="[^"\\]+"$/)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    upstream.respondWith(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''Gr%C3%BCndung%20%2F..%2Fbescheid.pdf",
          },
        }),
    )
    const named = (await proxy(new Request(DOWNLOAD))).headers.get('content-disposition')
    expect(named).toBe(
      `attachment; filename="Gr_ndung _.._bescheid.pdf"; filename*=UTF-8''Gr%C3%BCndung%20_.._bescheid.pdf`,
    )
  })

  it('a download route’s error answer is read as JSON like any other route’s', async () => {
    const { proxy } = setup({}, () =>
      Response.json({ statusCode: 400, message: 'Document not available yet.' }, { status: 400 }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(await response.json()).toMatchObject({ message: 'Document not available yet.' })
  })
})

describe('a JSON route’s answer is the text the scan read, under a type the proxy writes', () => {
  const SCRIPT = '<script>alert(document.cookie)</script>'

  // A browser reads a list by its last type (Fetch "extract a MIME type"): relayed as received,
  // these rendered HTML on the portal's origin.
  it.each([
    'text/plain; charset=utf-8, text/html',
    'application/json;x=1,text/html',
    'application/json; charset=utf-16',
    'text/plain; charset=iso-8859-1',
  ])('Content-Type %s is a 502 with a JSON refusal', async (type) => {
    const { proxy, logs } = setup({}, () => new Response(SCRIPT, { headers: { 'content-type': type } }))
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(await response.text()).not.toContain('<script>')
    expect(logs[0]?.errorKind).toBe('upstream_unreadable')
  })

  it('a relayed answer goes out under the proxy’s own type, nosniff and a sandboxing policy', async () => {
    const { proxy, upstream } = setup(
      {},
      () =>
        new Response('{"statusCode":400,"message":"bad"}', {
          status: 400,
          headers: { 'content-type': 'application/problem+json; charset="UTF-8"' },
        }),
    )
    const json = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(json.status).toBe(400)
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(json.headers.get('x-content-type-options')).toBe('nosniff')
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    upstream.respondWith(
      () => new Response('"{}"', { headers: { 'content-type': 'TEXT/PLAIN;format=flowed' } }),
    )
    const text = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(text.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  const utf16le = (text: string) => Buffer.from(text, 'utf16le')
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16()

  it.each([
    ['text/plain; charset=utf-16le', 'a charset', utf16le],
    [
      'text/plain',
      'a UTF-16LE byte-order mark',
      (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(text)]),
    ],
    [
      'application/json',
      'UTF-16BE with its mark',
      (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]),
    ],
    ['application/json', 'UTF-16LE, no mark', utf16le],
  ])('the token in UTF-16 (%s, %s) is a 502', async (type, _, encode) => {
    const { proxy, logs } = setup({}, (call) => {
      const body = encode(`{"statusCode":400,"message":"bad header ${authorization(call)}"}`)
      return new Response(body, { status: 400, headers: { 'content-type': type } })
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.toString('utf16le')).not.toContain(TOKEN)
    expect(bytes.swap16().toString('utf16le')).not.toContain(TOKEN)
    expect(response.status).toBe(502)
    expect(logs[0]?.errorKind).toBe('upstream_unreadable')
  })

  it.each([
    [
      'UTF-16BE behind its mark, as PDF text strings are',
      (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]),
    ],
    ['UTF-16LE', utf16le],
  ])('the token in a document in %s is a 502', async (_, encode) => {
    const { proxy, logs } = setup({}, (call) => {
      const bytes = Buffer.concat([
        Buffer.from('%PDF-1.7 ... /Author ('),
        encode(authorization(call)),
        Buffer.from(') ...'),
      ])
      return new Response(bytes, { headers: { 'content-type': 'application/pdf' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(502)
    expect(logs[0]?.errorKind).toBe('upstream_secret')
  })
})

describe('bytes in a coding the runtime did not decode are not relayed', () => {
  const echo = (call: UpstreamCall) =>
    Buffer.from(JSON.stringify({ statusCode: 400, message: `bad auth ${authorization(call)}` }))

  // A runtime's fetch decodes gzip, deflate and br; Node 20's leaves zstd and unknown codings as
  // they came. The Content-Encoding header is not relayed: the caller gunzipped the token.
  it.each([
    ['zstd', (bytes: Buffer) => gzipSync(bytes)],
    ['x-custom', (bytes: Buffer) => gzipSync(bytes)],
    // Two layers declared as one: the runtime undid one, the other is left.
    ['gzip', (bytes: Buffer) => gzipSync(bytes)],
  ])('Content-Encoding: %s on a JSON route is a 502', async (encoding, compress) => {
    const { proxy, logs } = setup(
      {},
      (call) =>
        new Response(compress(echo(call)), {
          status: 400,
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        }),
    )
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.status).toBe(502)
    expect(bytes[0]).not.toBe(0x1f)
    expect(logs[0]?.errorKind).toBe('upstream_unreadable')
  })

  it('over a real connection: zstd and gzip-twice are 502, a plain gzip is decoded and redacted', async () => {
    let mode: 'zstd' | 'twice' | 'gzip' = 'zstd'
    const server = createServer((request, response) => {
      const body = Buffer.from(
        JSON.stringify({ statusCode: 400, message: `bad auth ${request.headers.authorization}` }),
      )
      const [encoding, bytes] =
        mode === 'zstd'
          ? ['zstd', gzipSync(body)]
          : mode === 'twice'
            ? ['gzip', gzipSync(gzipSync(body))]
            : ['gzip', gzipSync(body)]
      response.writeHead(400, { 'content-type': 'application/json', 'content-encoding': encoding })
      response.end(bytes)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const { proxy } = setup({ upstream: `http://127.0.0.1:${port}`, fetch: globalThis.fetch })
      for (const each of ['zstd', 'twice'] as const) {
        mode = each
        const response = await proxy(new Request(`${COMPLIANCE}/companies`))
        expect(response.status, each).toBe(502)
        expect(await response.json()).toEqual(UNREADABLE)
      }
      mode = 'gzip'
      const plain = await proxy(new Request(`${COMPLIANCE}/companies`))
      expect(plain.status).toBe(400)
      expect(await plain.json()).toEqual({ statusCode: 400, message: 'bad auth Bearer [redacted]' })
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('a document in a coding the runtime did not decode is a 502', async () => {
    const { proxy } = setup(
      {},
      (call) =>
        new Response(gzipSync(Buffer.from(`%PDF-1.7 /Author (${authorization(call)})`)), {
          headers: { 'content-type': 'application/pdf', 'content-encoding': 'zstd' },
        }),
    )
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(502)
  })
})

describe('a download cut mid-stream reaches the log', () => {
  const filler = new Uint8Array(64 * 1024).fill(0x20)
  const chunks = Math.ceil(DOCUMENT_HEAD_BYTES / filler.byteLength) + 3

  /** A document past the first window whose chunk `chunks` is `last`, then more filler. */
  const streamed = (last: Uint8Array, more = 2) => {
    let sent = 0
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent < chunks) return controller.enqueue(filler)
        if (sent === chunks) return controller.enqueue(last)
        if (sent <= chunks + more) return controller.enqueue(filler)
        controller.close()
      },
    })
  }

  it.each([
    ['the token', (token: string) => new TextEncoder().encode(token)],
    ['the token in UTF-16BE', (token: string) => Buffer.from(token, 'utf16le').swap16()],
  ])('%s past the first window: a second record, upstream_secret, streamCut', async (_, encode) => {
    const { proxy, logs } = setup({}, (call) => {
      const body = streamed(encode(authorization(call)))
      return new Response(body, { headers: { 'content-type': 'application/pdf' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow()
    expect(logs).toHaveLength(2)
    expect(logs[0]).toMatchObject({ status: 200 })
    expect(logs[0]?.errorKind).toBeUndefined()
    expect(logs[1]).toMatchObject({
      operation: logs[0]?.operation,
      status: 200,
      errorKind: 'upstream_secret',
      streamCut: true,
    })
  })

  it('a document that outgrows maxDownloadBytes as it streams: upstream_too_large, streamCut', async () => {
    const { proxy, logs } = setup({ maxDownloadBytes: DOCUMENT_HEAD_BYTES + 2 * filler.byteLength }, () => {
      return new Response(streamed(filler, 4), { headers: { 'content-type': 'application/pdf' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow()
    expect(logs.map((record) => record.errorKind)).toEqual([undefined, 'upstream_too_large'])
    expect(logs[1]?.streamCut).toBe(true)
  })

  it('a download that streams through whole is logged once', async () => {
    const { proxy, logs } = setup({}, () => {
      return new Response(streamed(filler), { headers: { 'content-type': 'application/pdf' } })
    })
    const response = await proxy(new Request(DOWNLOAD))
    await response.arrayBuffer()
    expect(logs).toHaveLength(1)
  })
})

describe('the token split across the strings of an array', () => {
  // The client joins `errorMessage` items with a space: the reader sees the token whole.
  const cuts = (length: number) => [1, 3, 5, 9, 12, length >> 1, length - 4, length - 1]

  it.each(cuts(TOKEN.length))('cut at %i: a 502', async (cut) => {
    const { proxy, logs } = setup({}, (call) => {
      const secret = authorization(call).slice('Bearer '.length)
      const body = { statusCode: 400, errorMessage: [`Bearer ${secret.slice(0, cut)}`, secret.slice(cut)] }
      return Response.json(body, { status: 400 })
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expect(logs[0]?.errorKind).toBe('upstream_secret')
  })

  it('in three pieces, with spaces, or beside a whole copy: a 502', async () => {
    const third = Math.floor(TOKEN.length / 3)
    const bodies = [
      [TOKEN.slice(0, third), TOKEN.slice(third, 2 * third), TOKEN.slice(2 * third)],
      [`key ${TOKEN.slice(0, 10)} `, ` ${TOKEN.slice(10)}`],
      [TOKEN, TOKEN.slice(0, 15), TOKEN.slice(15)],
    ]
    let index = 0
    const { proxy } = setup({}, () => Response.json({ errorMessage: bodies[index] }, { status: 400 }))
    for (index = 0; index < bodies.length; index++) {
      const response = await proxy(new Request(`${COMPLIANCE}/companies`))
      expect(response.status, String(index)).toBe(502)
    }
  })

  it('pieces of the token that do not join into it pass untouched', async () => {
    const body = JSON.stringify({ errorMessage: [TOKEN.slice(0, 12), 'and', TOKEN.slice(14)] })
    const { proxy } = setup({}, () => new Response(body, { status: 400 }))
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(body)
  })
})
