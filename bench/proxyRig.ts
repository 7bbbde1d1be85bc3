// Three servers on loopback HTTP in front of the same in-process simulator, each mounted the same way
// (`toNodeListener` on `node:http`), so that they differ only in what they do per request:
// - `direct`: the simulator itself (its Authorization added), the floor;
// - `forwarder`: a minimal fetch-forwarding proxy — rebuild the URL, add the token, relay the answer;
// - `proxy`: filing-kit's `createPartnerProxy`, every check on.
// Used by `npm run bench` (proxy CPU, added latency, the 20 s load run) and by the load test in
// `npm test` (test/reliability/proxyLoad.test.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createPartnerProxy, toNodeListener, type PartnerProxy } from '../src/proxy/index'
import { createPartnerSimulator, type PartnerSimulatorOptions } from '../src/simulator/index'

export type RigMode = 'direct' | 'forwarder' | 'proxy' | 'gated'
/** The three servers compared per request; `gated` (the proxy behind an `authorize` that answers 401) is measured apart. */
export const RIG_MODES: readonly RigMode[] = ['direct', 'forwarder', 'proxy']

const UPSTREAM = 'https://partner-api.example.com'
const BASE_PATH = '/api/partner'

export interface Rig {
  readonly url: string
  /** The path every load request asks for: the company list (27 kB; the alert list costs the simulator 9 ms itself). */
  readonly path: string
  readonly port: number
  readonly server: Server
  /** Requests received and not yet answered (finished or closed). */
  inFlight(): number
  /** Requests received in all. */
  received(): number
  close(): Promise<void>
}

export async function startRig(mode: RigMode, options: PartnerSimulatorOptions = {}): Promise<Rig> {
  const sim = createPartnerSimulator({ seed: 7, writebackDelayMs: 0, ...options })
  const partner = sim.partners[0]!
  const token = sim.tokens.production
  const path = `${BASE_PATH}/v1/partners/${partner.partnerId}/companies`
  let handler: PartnerProxy
  if (mode === 'proxy' || mode === 'gated') {
    handler = createPartnerProxy({
      upstream: UPSTREAM,
      token,
      partnerId: partner.partnerId,
      apiUserPid: partner.apiUserPid,
      basePath: BASE_PATH,
      fetch: sim.fetch,
      // `gated`: a portal whose check knows no session cookie, so every caller is anonymous.
      ...(mode === 'gated'
        ? { authorize: ({ request }) => (request.headers.get('cookie') ? true : { status: 401 as const }) }
        : {}),
    })
  } else if (mode === 'forwarder') {
    handler = async (request) => {
      const url = new URL(request.url)
      const answer = await sim.fetch(`${UPSTREAM}${url.pathname.slice(BASE_PATH.length)}${url.search}`, {
        method: request.method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        body: request.method === 'GET' ? undefined : await request.text(),
      })
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
      })
    }
  } else {
    handler = async (request) => {
      const url = new URL(request.url)
      return sim.fetch(`${UPSTREAM}${url.pathname.slice(BASE_PATH.length)}${url.search}`, {
        method: request.method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      })
    }
  }
  const listener = toNodeListener(handler)
  let inFlight = 0
  let received = 0
  // The default backlog (511) is what a partner's server gets; the sampler below watches it fill.
  const server = createServer((incoming, outgoing) => {
    inFlight += 1
    received += 1
    let done = false
    const settle = () => {
      if (!done) inFlight -= 1
      done = true
    }
    outgoing.on('finish', settle)
    outgoing.on('close', settle)
    void listener(incoming, outgoing)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // Warm the adapter's lazy import and the simulator's caches.
  await fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.arrayBuffer())
  return {
    url: `http://127.0.0.1:${port}`,
    path,
    port,
    server,
    inFlight: () => inFlight,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The accept queue of a listening socket on Linux: connections the kernel has completed and the
 * process has not accepted yet (`rx_queue` of the LISTEN row in /proc/net/tcp; what `ss -ltn` shows
 * as Recv-Q). `undefined` where /proc is not there.
 */
export function acceptBacklog(port: number): number | undefined {
  let table: string
  try {
    table = readFileSync('/proc/net/tcp', 'utf8')
  } catch {
    return undefined
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    if (fields.length < 5) continue
    if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') {
      return parseInt(fields[4]!.split(':')[1]!, 16)
    }
  }
  return undefined
}

/** Samples the accept backlog every `everyMs` until stopped; the largest seen. */
export function sampleBacklog(port: number, everyMs = 25) {
  let max: number | undefined
  const timer = setInterval(() => {
    const now = acceptBacklog(port)
    if (now !== undefined) max = Math.max(max ?? 0, now)
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      return max
    },
  }
}

// A full collection before each reading, so that the figure is what the process keeps, not garbage
// left by whatever ran before in the same worker (Vitest's node project shares one process between
// files): without it the load test's heap delta swung from tens to hundreds of MB between runs.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** The process's memory after a full garbage collection: what it retains. */
export function memoryMb(): { rss: number; heapUsed: number } {
  collectGarbage()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss: Math.round(rss / 1048576), heapUsed: Math.round(heapUsed / 1048576) }
}
