// One proxy process of the exactly-once tests (exactlyOnceRedis.test.ts): filing-kit's proxy over the
// simulator's HTTP address, sharing a Redis store with its sibling processes. Started with
// `node --import tsx`; prints `LISTENING <port>` once it serves. With DIE_AFTER_FORWARD=1 it kills
// itself as soon as the service has answered a write and before the proxy could store the answer.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPartnerProxy, toNodeListener } from '../../src/proxy'
import { createRedisStore } from '../../src/store/redis'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required`)
  return value
}

const store = createRedisStore({ url: env('REDIS_URL') })
const proxy = createPartnerProxy({
  upstream: env('SIM_URL'),
  token: env('SIM_TOKEN'),
  partnerId: env('PARTNER_ID'),
  apiUserPid: env('API_USER_PID'),
  basePath: '/api/partner',
  store,
  // The tests shorten the time-out, and so the time after which a write whose proxy died is declared lost.
  ...(process.env.TIMEOUT_MS ? { timeoutMs: Number(process.env.TIMEOUT_MS) } : {}),
  // A loaded machine can take longer than the default 10 s to answer the first of 200 duplicates.
  ...(process.env.WAIT_MS ? { idempotency: { waitMs: Number(process.env.WAIT_MS) } } : {}),
  fetch: async (input, init) => {
    const answer = await fetch(input, init)
    if (process.env.DIE_AFTER_FORWARD === '1' && init?.method === 'POST') process.kill(process.pid, 'SIGKILL')
    return answer
  },
})
const server = createServer(toNodeListener(proxy))
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => void store.close().then(() => process.exit(0)))
})
