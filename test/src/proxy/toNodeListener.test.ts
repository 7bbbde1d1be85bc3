import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeListener } from '../../../src/proxy'
import { PARTNER_ID, TOKEN, UPSTREAM, rawHttp, serveProxy, setup } from './helpers'

describe('toNodeListener', () => {
  it('forwards a JSON body streamed over HTTP, with the bearer token added', async () => {
    const { proxy, upstream } = setup()
    const served = await serveProxy(proxy)
    try {
      const response = await fetch(
        `http://127.0.0.1:${served.port}/api/partner/v1/partners/${PARTNER_ID}/companies`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: 'portal=1',
            origin: `http://127.0.0.1:${served.port}`,
          },
          body: JSON.stringify({ name: 'Acme' }),
        },
      )
      expect(response.status).toBe(200)
      expect(upstream.calls[0]).toMatchObject({ method: 'POST', body: '{"name":"Acme"}' })
      expect(upstream.calls[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
      expect(upstream.calls[0]?.headers.get('cookie')).toBeNull()
    } finally {
      await served.close()
    }
  })

  it('sees the full path when mounted under a prefix as Express does (originalUrl)', async () => {
    const { proxy, upstream } = setup()
    const listener = toNodeListener(proxy)
    // What `app.use('/api/partner', listener)` does to the request before calling it.
    const server = createServer((incoming: IncomingMessage & { originalUrl?: string }, outgoing) => {
      incoming.originalUrl = incoming.url
      incoming.url = (incoming.url ?? '').slice('/api/partner'.length) || '/'
      void listener(incoming, outgoing)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/partner/v1/partners/${PARTNER_ID}/alerts`)
      expect(response.status).toBe(200)
      expect(upstream.calls[0]?.url).toBe(`${UPSTREAM}/v1/partners/${PARTNER_ID}/alerts`)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('aborts the upstream call when the browser disconnects', async () => {
    let aborted = false
    let started: () => void = () => undefined
    const upstreamStarted = new Promise<void>((resolve) => (started = resolve))
    const { proxy } = setup({
      fetch: (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          started()
          init?.signal?.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    })
    const served = await serveProxy(proxy)
    try {
      const client = httpRequest(
        `http://127.0.0.1:${served.port}/api/partner/v1/partners/${PARTNER_ID}/companies`,
      )
      client.on('error', () => undefined)
      client.end()
      await upstreamStarted
      client.destroy()
      await vi.waitFor(() => expect(aborted).toBe(true))
    } finally {
      await served.close()
    }
  })

  it('answers a request the adapter cannot even parse (bad Host) with a JSON 400', async () => {
    const { proxy, upstream } = setup()
    const served = await serveProxy(proxy)
    try {
      const { status, text } = await rawHttp(
        served.port,
        'GET /api/partner/v1/partners/P123456/companies HTTP/1.1\r\nHost: a/b@evil\r\nConnection: close\r\n\r\n',
      )
      expect(status).toBe(400)
      expect(text).toContain('"statusCode":400')
      expect(upstream.calls).toHaveLength(0)
    } finally {
      await served.close()
    }
  })
})
