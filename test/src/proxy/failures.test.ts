import { createPartnerProxy } from '../../../src/proxy'
import { API_USER_PID, COMPLIANCE, PARTNER_ID, TOKEN, UPSTREAM, jsonRequest, setup } from './helpers'

/** An upstream that never answers until its signal aborts; records when and why it was aborted. */
function hangingUpstream() {
  const aborted: unknown[] = []
  let calls = 0
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      calls += 1
      init?.signal?.addEventListener('abort', () => {
        aborted.push(init.signal?.reason)
        reject(new DOMException('aborted', 'AbortError'))
      })
    })) as typeof globalThis.fetch
  return {
    fetch,
    aborted,
    get calls() {
      return calls
    },
  }
}

describe('upstream failures', () => {
  it('a network failure upstream gives 502 with a generic body', async () => {
    const { proxy, logs } = setup({
      fetch: async () => {
        throw new TypeError(`fetch failed: connect ECONNREFUSED (Authorization: Bearer ${TOKEN})`)
      },
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      statusCode: 502,
      message: 'The Partner API could not be reached',
    })
    expect(logs[0]).toMatchObject({ status: 502, errorKind: 'upstream_network' })
    expect(JSON.stringify(logs)).not.toContain(TOKEN)
  })

  it('a hung upstream is abandoned after timeoutMs with 504', async () => {
    // The proxy's clock, not the machine's: abandoned at exactly timeoutMs, never before.
    vi.useFakeTimers()
    try {
      const upstream = hangingUpstream()
      const { proxy, logs } = setup({ fetch: upstream.fetch, timeoutMs: 30 })
      const pending = proxy(new Request(`${COMPLIANCE}/companies`))
      await vi.advanceTimersByTimeAsync(29)
      expect(upstream.aborted).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).status).toBe(504)
      expect(upstream.aborted).toHaveLength(1)
      expect(logs[0]).toMatchObject({ status: 504, errorKind: 'upstream_timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('CMP-5: bulk create gets one time budget per 200 records', async () => {
    vi.useFakeTimers()
    try {
      const upstream = hangingUpstream()
      const { proxy } = setup({ fetch: upstream.fetch, timeoutMs: 1000 })
      const companies = Array.from({ length: 450 }, (_, index) => ({ name: `Company ${index}` }))
      const pending = proxy(jsonRequest(`${COMPLIANCE}/companies/bulk`, companies))
      await vi.advanceTimersByTimeAsync(2999)
      expect(upstream.aborted).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(2)
      expect((await pending).status).toBe(504)
    } finally {
      vi.useRealTimers()
    }
  })

  it('aborts the upstream call when the caller goes away', async () => {
    const upstream = hangingUpstream()
    const { proxy, logs } = setup({ fetch: upstream.fetch })
    const caller = new AbortController()
    const pending = proxy(new Request(`${COMPLIANCE}/companies`, { signal: caller.signal }))
    // Gone once the upstream call is under way (it is hanging), not after a guessed 5 ms.
    await vi.waitFor(() => expect(upstream.calls).toBe(1))
    caller.abort()
    const response = await pending
    expect(upstream.aborted).toHaveLength(1)
    expect(response.status).toBe(499)
    expect(logs[0]).toMatchObject({ errorKind: 'client_aborted' })
  })

  it('a failing authorize hook fails closed with 500 and no upstream call', async () => {
    const { proxy, upstream } = setup({
      authorize: () => {
        throw new Error('session store down')
      },
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('session store')
    expect(upstream.calls).toHaveLength(0)
  })

  it('a throwing or rejecting onLog does not break the request', async () => {
    const throwing = setup({
      onLog: () => {
        throw new Error('log sink down')
      },
    })
    expect((await throwing.proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(200)
    const rejecting = setup({ onLog: () => Promise.reject(new Error('log sink down')) })
    expect((await rejecting.proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(200)
  })
})

describe('options are checked at startup', () => {
  const valid = { upstream: UPSTREAM, token: TOKEN, partnerId: PARTNER_ID, apiUserPid: API_USER_PID }

  it.each([
    ['a missing token', { ...valid, token: undefined }, /token is required/],
    ['an empty token', { ...valid, token: '' }, /token is required/],
    ['a token with a line break', { ...valid, token: 'abc\ndef' }, /printable ASCII/],
    ['a missing upstream', { ...valid, upstream: undefined }, /upstream is required/],
    ['a relative upstream', { ...valid, upstream: '/api' }, /absolute/],
    [
      'an upstream with credentials',
      { ...valid, upstream: 'https://u:p@api.example.com' },
      /bare base address/,
    ],
    ['a non-http upstream', { ...valid, upstream: 'file:///etc/passwd' }, /http/],
    ['a missing partnerId', { ...valid, partnerId: undefined }, /partnerId is required/],
    ['a basePath with a dot segment', { ...valid, basePath: '/api/../x' }, /basePath/],
    ['an unknown operation', { ...valid, operations: ['compliance.deleteEverything'] }, /unknown operation/],
    ['an unknown route override', { ...valid, routes: { 'x.y': '/z' } }, /Unknown operation/],
    ['a negative timeout', { ...valid, timeoutMs: -1 }, /timeoutMs/],
  ])('refuses %s', (_name, options, message) => {
    expect(() => createPartnerProxy(options as never)).toThrow(message)
  })

  it('does not put the token into a startup error', () => {
    expect(() => createPartnerProxy({ ...valid, token: `${TOKEN} with space` })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(TOKEN) }),
    )
  })
})
