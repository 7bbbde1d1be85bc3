import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createPartnerClient, type PartnerClientOptions } from '../../../src/client/index'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { TEST_ORIGIN } from '../../support/fixtures'
import { rejection } from './setup'

// Issue 18: a proxy (or something in front of it) that answers with a redirect must not send the
// portal's request — its custom headers, a write's body — to another origin, and whatever answers
// there must not be taken for the proxy's data. Real sockets and Node's own fetch (undici), the
// client's normal path: no injected fetch.

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
}

const servers: Server[] = []

async function serve(handle: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, Buffer.concat(chunks), response))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    ),
  )
})

/**
 * Two origins: `elsewhere` is the simulator behind its proxy, answering valid data to whoever calls
 * it, and recording each call; `redirecting` answers every request with `status` to the same path
 * on `elsewhere`.
 */
async function redirectingPair(status: number, clientOptions: Partial<PartnerClientOptions> = {}) {
  const sim = createPartnerSimulator({ seed: 18 })
  const viaProxy = sim.viaProxy()
  const atElsewhere: Received[] = []
  const elsewhere = await serve((request, body, response) => {
    atElsewhere.push({ method: request.method!, url: request.url!, headers: request.headers })
    const forwarded = new Request(`${TEST_ORIGIN}${request.url}`, {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : [],
      ),
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    })
    void viaProxy(forwarded).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  const atRedirecting: Received[] = []
  const redirecting = await serve((request, _body, response) => {
    atRedirecting.push({ method: request.method!, url: request.url!, headers: request.headers })
    response.writeHead(status, { location: `${elsewhere}${request.url}` })
    response.end()
  })
  const client = createPartnerClient({
    baseUrl: `${redirecting}/api/partner`,
    partnerId: sim.partners[0]!.partnerId,
    headers: { 'X-Portal-Session': 'portal-session-4f2a9c' },
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
    ...clientOptions,
  })
  return { sim, client, atRedirecting, atElsewhere }
}

describe('a redirect from the proxy’s address', () => {
  it.each([302, 307])(
    'a read answered %i is a contract error; the other origin is never called',
    async (status) => {
      const { client, atRedirecting, atElsewhere } = await redirectingPair(status)

      const error = await rejection(client.compliance.listCompanies())

      expect(error.kind).toBe('contract')
      expect(error.status).toBe(status)
      expect(error.retryable).toBe(false)
      expect(atElsewhere).toEqual([])
      // A contract error is not retried, even for a read: one request, with the portal's header.
      expect(atRedirecting).toHaveLength(1)
      expect(atRedirecting[0]!.headers['x-portal-session']).toBe('portal-session-4f2a9c')
    },
  )

  it.each([302, 307])(
    'a write answered %i is sent once and never reaches the other origin',
    async (status) => {
      const { sim, client, atRedirecting, atElsewhere } = await redirectingPair(status)
      const before = sim.state.companies.size

      const error = await rejection(client.compliance.createCompany({ name: 'Redirected LLC', PCID: 'r-1' }))

      expect(error.kind).toBe('contract')
      expect(error.status).toBe(status)
      expect(atRedirecting).toHaveLength(1)
      expect(atRedirecting[0]!.method).toBe('POST')
      expect(atElsewhere).toEqual([])
      expect(sim.state.companies.size).toBe(before)
    },
  )
})

describe('an injected fetch that follows redirects anyway', () => {
  it('what came through the redirect is a contract error, not data', async () => {
    const { client, atElsewhere } = await redirectingPair(307, {
      // A partner's wrapper that sets its own `redirect`: the client cannot stop this request.
      fetch: (input, init) => globalThis.fetch(input, { ...init, redirect: 'follow' }),
    })

    const error = await rejection(client.compliance.listCompanies())

    expect(atElsewhere).toHaveLength(1)
    expect(error.kind).toBe('contract')
    expect(error.issues).toEqual([
      'the answer is or came through a redirect, which the client does not accept',
    ])
    expect(error.status).toBeUndefined()
  })
})
