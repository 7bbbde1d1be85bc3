import { connect } from 'node:net'
import type { AuthorizeContext } from '../../../src/proxy'
import { COMPLIANCE, SAME_ORIGIN, jsonRequest, serveProxy, setup } from './helpers'

// Attacks on the request side of the proxy (issue 18): a caller that makes the server work before it
// is known, a body built to overflow a recursive walk, to buy upstream time, or to carry members the
// scope check never reads.

const MIB = 1024 * 1024
const PATH = '/api/partner/v1/partners/P123456/companies'

/** A JSON body as a stream that counts what the proxy pulled of it, and whether it was cancelled. */
function watchedBody(chunks: readonly string[], { end = true } = {}) {
  const watch = { pulled: 0, cancelled: false }
  let index = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      watch.pulled += 1
      const chunk = chunks[index++]
      if (chunk !== undefined) controller.enqueue(new TextEncoder().encode(chunk))
      else if (end) controller.close()
      // else: the sender stalls, as a slowloris does — the pull's promise never settles
      else return new Promise<void>(() => undefined)
    },
    cancel() {
      watch.cancelled = true
    },
  })
  return { stream, watch }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${COMPLIANCE}/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

/** Resolves with what one raw HTTP/1.1 exchange gave: the answer, and whether the server closed. */
function rawExchange(port: number, head: string, bodyPart: Buffer) {
  return new Promise<{ text: string; closedByServer: boolean }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let closedByServer = false
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => (closedByServer = true))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server resets a connection whose unread body is still arriving: closed all the same.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') closedByServer = true
      else reject(error)
    })
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer }))
    socket.write(head)
    socket.write(bodyPart)
  })
}

describe('a caller the portal does not know costs nothing more, whatever it sends', () => {
  const anonymous = () => ({ status: 401 as const })

  it('authorize runs before the body is read: a refused caller’s body is never pulled, and is cancelled', async () => {
    const seen: AuthorizeContext[] = []
    const { proxy, upstream, logs } = setup({
      authorize: (context) => {
        seen.push(context)
        return { status: 401 }
      },
    })
    const { stream, watch } = watchedBody(['{"name":"', 'x'.repeat(MIB), '"}'])
    const response = await proxy(post(stream))
    expect(response.status).toBe(401)
    expect(watch.pulled).toBeLessThanOrEqual(1) // a stream pulls once on creation, before anyone reads
    expect(watch.cancelled).toBe(true)
    expect(seen[0]).not.toHaveProperty('body')
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ status: 401, errorKind: 'unauthorized' })
  })

  it('a body the caller never finishes does not delay the 401 (it is not waited for)', async () => {
    const { proxy } = setup({ authorize: anonymous })
    const { stream } = watchedBody(['{"name":"'], { end: false })
    expect((await proxy(post(stream))).status).toBe(401)
  })

  it('over HTTP: an anonymous 13 MiB upload is answered 401 at once and the connection closed, unread', async () => {
    const { proxy } = setup({ authorize: anonymous })
    const served = await serveProxy(proxy)
    try {
      // The headers announce 13 MiB; only 64 KiB is sent. The answer must not wait for the rest.
      const head =
        `POST ${PATH} HTTP/1.1\r\nHost: portal.test\r\nOrigin: http://portal.test\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${13 * MIB}\r\n\r\n`
      const { text, closedByServer } = await rawExchange(served.port, head, Buffer.alloc(64 * 1024, 0x20))
      expect(text).toMatch(/^HTTP\/1\.1 401 /)
      expect(text.toLowerCase()).toContain('connection: close')
      expect(closedByServer).toBe(true)
    } finally {
      await served.close()
    }
  })

  it('over HTTP: a known caller’s fully read body keeps the connection open (no needless close)', async () => {
    const { proxy } = setup()
    const served = await serveProxy(proxy)
    try {
      const response = await fetch(`http://127.0.0.1:${served.port}${PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${served.port}` },
        body: '{"name":"Acme"}',
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('connection')).not.toBe('close')
      await response.arrayBuffer()
    } finally {
      await served.close()
    }
  })
})

describe('bodyTimeoutMs: a body that stops arriving is a 408', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('by default 10 s plus 4 s per MiB of maxBodyBytes: 66 s for 14 MiB, then 408 and the stream cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { proxy, upstream, logs } = setup()
    // 13 of 14 MiB would do the same; a few bytes and a stall is the same attack, cheaper to run.
    const { stream, watch } = watchedBody(['{"name":"', 'x'.repeat(1024)], { end: false })
    let status: number | undefined
    void proxy(post(stream)).then((response) => (status = response.status))
    await vi.advanceTimersByTimeAsync(65_900)
    expect(status).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    expect(status).toBe(408)
    expect(watch.cancelled).toBe(true)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ status: 408, errorKind: 'body_timeout' })
  })

  it.each(['bodyTimeoutMs', 'timeoutMs'] as const)(
    '%s longer than a timer can hold (2^31 ms) is refused at creation, not turned into a 408 for every body',
    (name) => {
      expect(() => setup({ [name]: 2 ** 31 })).toThrow(new RegExp(`${name} must be at most`))
      expect(() => setup({ [name]: 2 ** 31 - 1 })).not.toThrow()
    },
  )

  it('follows maxBodyBytes when not set, and is an option of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { proxy } = setup({ bodyTimeoutMs: 1_000 })
    const { stream } = watchedBody(['{"name":"'], { end: false })
    let status: number | undefined
    void proxy(post(stream)).then((response) => (status = response.status))
    await vi.advanceTimersByTimeAsync(1_001)
    expect(status).toBe(408)
  })

  it('over HTTP (slowloris): a sender that stops half-way gets 408 and its connection closed', async () => {
    const { proxy } = setup({ bodyTimeoutMs: 50 })
    const served = await serveProxy(proxy)
    try {
      const head =
        `POST ${PATH} HTTP/1.1\r\nHost: portal.test\r\nOrigin: http://portal.test\r\nContent-Type: application/json\r\n` +
        `Content-Length: 1000\r\n\r\n`
      const { text, closedByServer } = await rawExchange(served.port, head, Buffer.from('{"name":"'))
      expect(text).toMatch(/^HTTP\/1\.1 408 /)
      expect(closedByServer).toBe(true)
    } finally {
      await served.close()
    }
  })
})

describe('bodies built against the proxy', () => {
  it.each([
    ['arrays', `${'['.repeat(1e6)}${']'.repeat(1e6)}`],
    ['objects', `${'{"a":'.repeat(1e6)}1${'}'.repeat(1e6)}`],
  ])('JSON nested a million levels (%s) is a 400 like any malformed body, not a 500', async (_, text) => {
    const { proxy, upstream, logs } = setup()
    const response = await proxy(jsonRequest(`${COMPLIANCE}/companies`, text))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'The request body is nested too deeply',
    })
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]?.errorKind).toBe('bad_request')
  })

  it.each([
    ['arrays', `{"name":"Acme","x":${'['.repeat(5e5)}${']'.repeat(5e5)}}`],
    ['objects inside a string-heavy body', `{"name":"[{[{","x":${'{"a":'.repeat(5e5)}1${'}'.repeat(5e5)}}`],
  ])(
    'a body nested too deeply (%s) is refused before JSON.parse spends a second building it',
    async (_, text) => {
      const { proxy, upstream } = setup()
      const parse = vi.spyOn(JSON, 'parse')
      try {
        const response = await proxy(jsonRequest(`${COMPLIANCE}/companies`, text))
        expect(parse.mock.calls.some(([parsed]) => parsed === text)).toBe(false)
        expect(response.status).toBe(400)
      } finally {
        parse.mockRestore()
      }
      expect(upstream.calls).toHaveLength(0)
    },
  )

  it('brackets inside strings do not count as nesting: a proof whose title is 100 brackets is forwarded', async () => {
    const { proxy, upstream } = setup()
    const body = JSON.stringify({ name: '['.repeat(100) + '{'.repeat(100), homeState: 'CA' })
    const response = await proxy(jsonRequest(`${COMPLIANCE}/companies`, body))
    expect(response.status).not.toBe(400)
    expect(upstream.calls).toHaveLength(1)
  })

  it.each([
    ['__proto__ at the top', '{"name":"Acme","__proto__":{"isAdmin":true}}'],
    ['constructor nested', '{"name":"Acme","homeState":"CA","x":{"constructor":{"prototype":{}}}}'],
    ['prototype in a bulk record', '[{"name":"Acme","prototype":1}]'],
  ])('a body with a reserved member name (%s) is refused, never forwarded', async (_, text) => {
    const { proxy, upstream } = setup()
    const url = text.startsWith('[') ? `${COMPLIANCE}/companies/bulk` : `${COMPLIANCE}/companies`
    const response = await proxy(jsonRequest(url, text))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/reserved member name/)
    expect(upstream.calls).toHaveLength(0)
  })

  it('a restricted user’s __proto__ company is not forwarded after a scope check that did not read it', async () => {
    const { proxy, upstream } = setup({ authorize: () => ({ companyIds: ['a0E000000000MINE01'] }) })
    const renew = '{"id":"a0S2","__proto__":{"entityId":"a0E00000000THEIRS1"}}'
    const response = await proxy(jsonRequest(`${COMPLIANCE}/subscriptions/a0S2/renew`, renew))
    expect(response.status).toBe(400)
    expect(upstream.calls).toHaveLength(0)
  })

  it('a body that does not fit the route’s schema is a 400 naming the field, never its value', async () => {
    const { proxy, upstream } = setup()
    const response = await proxy(
      jsonRequest(`${COMPLIANCE}/companies`, { name: 'Acme', homeState: 'Secret<script>', ein: 7 }),
    )
    expect(response.status).toBe(400)
    const { message } = (await response.json()) as { message: string }
    expect(message).toMatch(/homeState/)
    expect(message).toMatch(/ein/)
    expect(message).not.toContain('Secret')
    expect(upstream.calls).toHaveLength(0)
  })

  it('bulk create of 2,000 zeros is a 413 that says to split, and sends nothing (it used to buy 10 time budgets)', async () => {
    const { proxy, upstream, logs } = setup()
    const response = await proxy(jsonRequest(`${COMPLIANCE}/companies/bulk`, Array(2000).fill(0)))
    expect(response.status).toBe(413)
    expect((await response.json()).message).toMatch(/at most 1000 records.*split/i)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]?.errorKind).toBe('payload_too_large')
  })

  it('bulk create of 1,000 valid records still goes through; 1,000 invalid ones are a 400', async () => {
    const { proxy, upstream } = setup()
    const companies = Array.from({ length: 1000 }, (_, index) => ({ name: `Company ${index}` }))
    expect((await proxy(jsonRequest(`${COMPLIANCE}/companies/bulk`, companies))).status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
    expect((await proxy(jsonRequest(`${COMPLIANCE}/companies/bulk`, Array(1000).fill(0)))).status).toBe(400)
    expect(upstream.calls).toHaveLength(1)
  })
})
