// One watcher process of the scale proof (watcherScale.test.ts): filing-kit's watcher reading the
// simulator over HTTP, sharing a real Redis with its sibling process, sending signed webhooks to the
// test's receiver. Started with `node --import tsx`; driven over the IPC channel by the test, which
// owns the simulator's clock: `follow` (subjects to follow), `tick` (the simulated time to read at,
// then one round), `stop`. Each request to the simulator names this process (`x-watcher`), so the
// test can count, and kill, where the service sees requests.
import { Agent, request } from 'node:http'
import { createPartnerClient } from '../../src/client'
import { createRedisStore } from '../../src/store/redis'
import { createWatcher } from '../../src/watcher/createWatcher'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required`)
  return value
}

export type WatcherProcessCommand =
  { type: 'follow'; orders: string[]; companies: string[] } | { type: 'tick'; now: number } | { type: 'stop' }

/** Each reply says the CPU time this process has used so far, in ms. */
export interface WatcherProcessReply {
  type: 'followed' | 'ticked' | 'stopped'
  cpuMs: number
}

// A fetch on node:http with kept-alive connections, for the simulator and the receiver (both plain
// HTTP on 127.0.0.1): half the CPU of Node's built-in fetch per request, which at 20,000 requests
// is most of what this process would spend that is not the watcher's own work.
const agent = new Agent({ keepAlive: true, maxSockets: 32 })
function localFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      String(input),
      { agent, method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)) },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const headers: [string, string][] = []
          for (let index = 0; index < incoming.rawHeaders.length; index += 2)
            headers.push([incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!])
          const status = incoming.statusCode ?? 502
          const empty = status === 204 || status === 304
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }))
        })
      },
    )
    outgoing.on('error', reject)
    // The watcher's signal lives as long as it does: each request takes its listener away again.
    const signal = init.signal
    const abort = () => outgoing.destroy(signal!.reason as Error)
    signal?.addEventListener('abort', abort, { once: true })
    outgoing.on('close', () => signal?.removeEventListener('abort', abort))
    if (typeof init.body === 'string' || init.body instanceof Uint8Array) outgoing.end(init.body)
    else if (init.body == null) outgoing.end()
    else reject(new TypeError('localFetch sends string and byte bodies only'))
  })
}

const instanceId = env('INSTANCE_ID')
const token = env('SIM_TOKEN')
let clock = Number(env('T0'))
const client = createPartnerClient({
  baseUrl: env('SIM_URL'),
  partnerId: env('PARTNER_ID'),
  retry: { attempts: 0 },
  // The client calls the simulator with the token itself: the proxy's own work per request is
  // proven elsewhere (and through it in the watcher's other tests); here it would be most of the time.
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    headers.set('authorization', `Bearer ${token}`)
    headers.set('x-watcher', instanceId)
    return localFetch(input, { ...init, headers })
  },
})
const store = createRedisStore({ url: env('REDIS_URL') })
const watcher = createWatcher({
  client,
  store,
  instanceId,
  now: () => clock,
  budgetPerMinute: Number(env('BUDGET_PER_MINUTE')),
  intervals: JSON.parse(env('INTERVALS')) as Record<string, number>,
  webhooks: [{ url: env('WEBHOOK_URL'), secret: env('WEBHOOK_SECRET') }],
  fetch: localFetch as typeof fetch,
  leaseMs: Number(env('LEASE_MS')),
  lockMs: Number(env('LEASE_MS')),
  concurrency: 16,
  // Its own timer keeps its leases while the test is busy elsewhere, as a deployed watcher's does;
  // the clock does not move between commands, so these rounds find little to do.
  tickMs: Number(env('LEASE_MS')) / 3,
})
watcher.start()

const reply = (type: WatcherProcessReply['type']) => {
  const cpu = process.cpuUsage()
  process.send!({ type, cpuMs: Math.round((cpu.user + cpu.system) / 1000) } satisfies WatcherProcessReply)
}

/** Many follows at once: each is one script call, and the Redis client pipelines them. */
async function inBatches(ids: readonly string[], follow: (id: string) => Promise<unknown>) {
  for (let start = 0; start < ids.length; start += 500)
    await Promise.all(ids.slice(start, start + 500).map(follow))
}

process.on('message', (message: WatcherProcessCommand) => {
  void (async () => {
    if (message.type === 'follow') {
      await inBatches(message.orders, (guid) =>
        watcher.followOrder(guid, { product: 'formation', scope: 'owner-s' }),
      )
      // New to the partner: everything about them is news (announce).
      await inBatches(message.companies, (id) =>
        watcher.followCompany(id, { scope: `owner-${id}`, announce: true }),
      )
      reply('followed')
    } else if (message.type === 'tick') {
      clock = message.now
      // A round in flight began at the old time: wait for it, then do one at the new.
      await watcher.tick()
      await watcher.tick()
      reply('ticked')
    } else {
      await watcher.stop()
      await store.close()
      reply('stopped')
      process.disconnect()
    }
  })().catch((error: unknown) => {
    process.stderr.write(`watcher ${instanceId}: ${String(error)}\n`)
    process.exit(1)
  })
})
