// The proxy's CPU per write with a store (issue 32): the same writes through filing-kit's proxy in
// this process, against a constant upstream answer — without a key or an owner (today's path: no
// store touched), with the memory store (an Idempotency-Key and an owner: a claim, the stored answer,
// a receipt), and with Redis (the same, over a redis-server of its own on loopback). CPU is this
// process's, read from process.cpuUsage(): the upstream stub's share is the same in every variant,
// and Redis's own CPU is its process's, not counted. `tsx bench/proxyStoreCpu.ts` runs it alone.
import { createPartnerProxy, createMemoryStore, type FilingKitStore } from '../src/proxy'
import { createRedisStore } from '../src/store/redis'
import { startRedisServer } from '../test/support/redisServer'
import type { Row } from './proxyCpu'

const WRITES = Number(process.env.STORE_BENCH_WRITES ?? 3000)
const CONCURRENCY = 10
const ROUNDS = 3
const ANSWER = JSON.stringify({ statusCode: 200, message: 'OK', data: { companyId: 'C-1', PCID: null } })

function proxyWith(store: FilingKitStore) {
  return createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: 'pk_live_bench_token_0123456789',
    partnerId: 'P123456',
    operations: ['compliance.createCompany'],
    store,
    authorize: ({ request }) => {
      const owner = request.headers.get('x-owner')
      return owner ? { owner } : true
    },
    fetch: () => Promise.resolve(new Response(ANSWER, { headers: { 'content-type': 'application/json' } })),
  })
}

let serial = 0
/** CPU ms per write for `WRITES` writes, `CONCURRENCY` at a time; `guarded` adds a key and an owner. */
async function cpuPerWrite(store: FilingKitStore, guarded: boolean): Promise<number> {
  const proxy = proxyWith(store)
  const send = () => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (guarded) {
      headers['idempotency-key'] = `bench-${++serial}`
      headers['x-owner'] = `owner-${serial % 50}`
    }
    return proxy(
      new Request('http://portal.test/v1/partners/P123456/companies', {
        method: 'POST',
        headers,
        body: '{"name":"Bench Widgets LLC","ein":"12-3456789"}',
      }),
    ).then((response) => response.arrayBuffer())
  }
  for (let i = 0; i < 200; i++) await send() // warm: routes, schemas, the JIT
  const before = process.cpuUsage()
  let left = WRITES
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await send()
    }),
  )
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000 / WRITES
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function storeRows(): Promise<Row[]> {
  const redis = await startRedisServer()
  const redisStore = createRedisStore({ url: redis.url })
  try {
    const base: number[] = []
    const memory: number[] = []
    const shared: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      base.push(await cpuPerWrite(createMemoryStore(), false))
      memory.push(await cpuPerWrite(createMemoryStore(), true))
      shared.push(await cpuPerWrite(redisStore, true))
    }
    const [b, m, r] = [median(base), median(memory), median(shared)]
    const note = `median of ${ROUNDS} rounds of ${WRITES} writes, ${CONCURRENCY} at a time`
    return [
      { name: 'proxy CPU per write, no key (no store)', value: `${b.toFixed(3)} ms`, note },
      {
        name: 'proxy CPU per write, memory store',
        value: `${m.toFixed(3)} ms (${(m / b).toFixed(2)}×)`,
        note: `${note}; a claim, the stored answer and a receipt each (target ≤ 1.2×)`,
      },
      {
        name: 'proxy CPU per write, Redis store',
        value: `${r.toFixed(3)} ms (${(r / b).toFixed(2)}×)`,
        note: `${note}; three Redis round trips per write, none per read; Redis's own CPU not counted`,
      },
    ]
  } finally {
    await redisStore.close()
    await redis.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await storeRows()) console.log(`${row.name}: ${row.value} — ${row.note}`)
}
