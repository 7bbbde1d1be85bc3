// BF-3 across processes (issue 32): two real proxy processes sharing one real Redis, in front of the
// simulator over HTTP. Exactly one create reaches the service whatever process each duplicate hits,
// a proxy killed mid-way leaves its answer to the other, and one that died between forwarding and
// storing leaves "outcome unknown", never a second order.
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatorServer, type SimulatorServer } from '../../../src/simulatorServer/startSimulatorServer'
import { createOrderBody, ordersWithPcid, seen, write } from '../../support/exactlyOnceRig'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

const root = resolve(import.meta.dirname, '../../..')

interface ProxyProcess {
  readonly base: string
  readonly child: ChildProcess
  readonly exited: Promise<void>
}

let redis: RedisServer
let simulator: SimulatorServer
const children: ProxyProcess[] = []
// The two proxies every test shares (the second test kills the first), and the one that will die.
let a: ProxyProcess
let b: ProxyProcess
let dying: ProxyProcess

function startProxy(extraEnv: Record<string, string> = {}): Promise<ProxyProcess> {
  const partner = simulator.sim.partners[0]!
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/proxyProcess.ts'], {
    cwd: root,
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      SIM_URL: simulator.url,
      SIM_TOKEN: simulator.sim.tokens.production,
      PARTNER_ID: partner.partnerId,
      API_USER_PID: partner.apiUserPid,
      // Duplicates wait for the first answer however slow a loaded machine makes it (the wait is
      // bounded by the product's default otherwise; its 409 is proven in exactlyOnce.test.ts).
      WAIT_MS: '60000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return new Promise((done, fail) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const port = /LISTENING (\d+)/.exec(out)?.[1]
      if (port) {
        const started = { base: `http://127.0.0.1:${port}/api/partner`, child, exited }
        children.push(started)
        done(started)
      }
    })
    child.once('exit', (code) => fail(new Error(`proxy process exited (${code}) before listening`)))
  })
}

const send = (base: string, body: string, key: string) =>
  fetch(write(base, 'formation.createOrder', body, { 'idempotency-key': key }))

beforeAll(async () => {
  redis = await startRedisServer()
  simulator = await startSimulatorServer(0, { seed: 9, latencyMs: [5, 20], writebackDelayMs: 1000 })
  // The dying proxy's short time-out is the deadline it writes with its claim: the others declare its
  // write lost soon after, instead of after the default 30 s and a margin.
  ;[a, b, dying] = await Promise.all([
    startProxy(),
    startProxy(),
    startProxy({ DIE_AFTER_FORWARD: '1', TIMEOUT_MS: '1500' }),
  ])
  // Warmed up (routes, schemas, the Redis connection): a cold first write is slow on a busy machine,
  // and its duplicates would otherwise wait out waitMs.
  const packages = `/api/business-formation-v2/package?entityType=LLC&state=Alabama`
  await Promise.all([a, b].map((proxy) => fetch(`${proxy.base}${packages}`).then((r) => r.arrayBuffer())))
})

afterAll(async () => {
  for (const { child, exited } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  await simulator?.close()
  await redis?.stop()
})

describe('exactly once across two proxy processes sharing Redis', () => {
  it('BF-3: 200 concurrent duplicates of one create, split across both processes, make one order; every caller gets the same answer', async () => {
    const pcid = 'f'.repeat(31) + '1'
    const body = await createOrderBody(simulator.sim, pcid)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(i % 2 ? a.base : b.base, body, pcid).then(seen)),
    )
    expect(ordersWithPcid(simulator.sim, pcid)).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toMatch(/^201 .*orderGuid/)
  })

  it('a proxy killed mid-way: the duplicates sent to the other are answered from the store', async () => {
    const pcid = 'e'.repeat(31) + '2'
    const body = await createOrderBody(simulator.sim, pcid)
    const first = await send(a.base, body, pcid).then(seen)
    a.child.kill('SIGKILL')
    await a.exited
    const replays = await Promise.all(Array.from({ length: 20 }, () => send(b.base, body, pcid)))
    for (const replay of replays) expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(new Set(await Promise.all(replays.map(seen)))).toEqual(new Set([first]))
    expect(ordersWithPcid(simulator.sim, pcid)).toBe(1)
  })

  it('a proxy that died between forwarding and storing leaves "outcome unknown" with the pcid; replays never make a second order', async () => {
    const pcid = 'd'.repeat(31) + '3'
    const body = await createOrderBody(simulator.sim, pcid)
    await expect(send(dying.base, body, pcid)).rejects.toThrow()
    await dying.exited
    expect(ordersWithPcid(simulator.sim, pcid)).toBe(1)
    // The other proxy waits out the first one's deadline (its time-out and as much again), then says so.
    const replays = await Promise.all(Array.from({ length: 5 }, () => send(b.base, body, pcid)))
    for (const replay of replays) {
      expect(replay.status).toBe(502)
      expect(replay.headers.get('x-filing-kit-outcome')).toBe('unknown')
      expect(await replay.json()).toMatchObject({ outcome: 'unknown', pcid })
    }
    expect(ordersWithPcid(simulator.sim, pcid)).toBe(1)
  })
})
