import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { createPartnerProxy, toNodeListener } from '../../../src/proxy'
import type { PartnerProxy, PartnerProxyOptions, ProxyLogRecord } from '../../../src/proxy'
import { TEST_BASE_URL } from '../../support/fixtures'

export const TOKEN = 'pk_live_7Qx2Vb9Lm4Ns8Rt1Yw6Zc3Hd5Jf0Kg'
export const PARTNER_ID = 'P123456'
export const API_USER_PID = '14684'
export const UPSTREAM = 'https://partner-api.example.com'
export const BASE = TEST_BASE_URL
export const COMPLIANCE = `${BASE}/v1/partners/${PARTNER_ID}`
/** The header a browser adds to the portal's own page's writes (a write without it is refused). */
export const SAME_ORIGIN = { origin: new URL(BASE).origin } as const

/** What the upstream stub saw of one call. */
export interface UpstreamCall {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: string
}

type Responder = (call: UpstreamCall) => Response | Promise<Response>

/**
 * The upstream service as a counting stub: it records every call it gets (the unit under test is
 * the proxy in front of it) and answers with `respond`, by default 200 `{"data":[]}`.
 */
export function countingUpstream(
  respond: Responder = () => Response.json({ statusCode: 200, message: 'OK', data: [] }),
) {
  const calls: UpstreamCall[] = []
  let responder = respond
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    }
    calls.push(call)
    return responder(call)
  }) as typeof globalThis.fetch
  return {
    fetch,
    calls,
    respondWith(next: Responder) {
      responder = next
    },
  }
}

/** A proxy with test defaults, an upstream stub and a log sink. */
export function setup(options: Partial<PartnerProxyOptions> = {}, respond?: Responder) {
  const upstream = countingUpstream(respond)
  const logs: ProxyLogRecord[] = []
  const proxy = createPartnerProxy({
    upstream: UPSTREAM,
    token: TOKEN,
    partnerId: PARTNER_ID,
    apiUserPid: API_USER_PID,
    basePath: '/api/partner',
    fetch: upstream.fetch,
    onLog: (record) => {
      logs.push(record)
    },
    ...options,
  })
  return { proxy, upstream, logs }
}

/**
 * A JSON write as the portal's own page sends it: with the `Origin` of the address it is sent to,
 * which every browser adds to a write (a write without it is refused, see `checkRequestOrigin`).
 */
export function jsonRequest(
  url: string,
  body: unknown,
  method = 'POST',
  headers: Record<string, string> = {},
) {
  return new Request(url, {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Everything the caller can see of a response, as one string: status line, headers and body. */
export async function visible(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  return `${response.status}\n${headers}\n\n${await response.text()}`
}

/** A proxy served on an ephemeral port through `toNodeListener`, to send raw, unnormalised HTTP. */
export async function serveProxy(
  proxy: PartnerProxy,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer(toNodeListener(proxy))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { server, port, close }
}

/** Writes raw bytes to a port and returns the status and the whole raw answer. */
export function rawHttp(port: number, raw: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text })
    })
    socket.write(raw)
  })
}
