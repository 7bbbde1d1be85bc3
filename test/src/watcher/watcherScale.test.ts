import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPartnerClient } from '../../../src/client'
import { createPartnerSimulator } from '../../../src/simulator'
import { createRedisStore, type RedisStore } from '../../../src/store/redis'
import { createWatcher, type Watcher } from '../../../src/watcher/createWatcher'
import { budgetBucket } from '../../../src/watcher/requestBudget'
import { generateWebhookSecret, verifyWebhook } from '../../../src/watcher/standardWebhooks'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'
import { startRedisServer, type RedisServer } from '../../support/redisServer'

// Issue 33's proof at scale: 5,000 orders and 500 companies in the simulator, two watcher instances
// sharing a real redis-server (each over its own connection, as two processes would), one killed
// half-way without a word; every change reaches a local webhook receiver (real HTTP, verified with
// verifyWebhook) exactly once, and the shared budget holds, counted where the service sees requests.
// The simulated clock moves in steps; the leases and the budget run on Redis's own clock (real time),
// so the takeover is waited for as the state a person would wait for, not for a fixed time.

const HOUR = 3_600_000
const STEP = 20 * 60_000
const STEPS = 12 // four simulated hours: orders change for two, and are read again within two
const ORDERS = 5000
const COMPANIES = 500
const BUDGET_PER_MINUTE = 120_000
const T0 = Date.parse('2026-11-02T09:00:00Z')

let redis: RedisServer
let receiver: Server
const stores: RedisStore[] = []

afterAll(async () => {
  for (const store of stores) await store.close().catch(() => {})
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  await redis?.stop()
})

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

/** The busiest count of `times` (ms, sorted) in any window of `ms`. */
function busiest(times: readonly number[], ms: number): number {
  let most = 0
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= ms) start++
    most = Math.max(most, end - start + 1)
  }
  return most
}

describe('createWatcher at scale, on Redis', () => {
  it('5,000 orders and 500 companies, two instances, one killed half-way: every change once, the budget kept', async () => {
    const wallStart = performance.now()
    const cpuStart = process.cpuUsage()
    const marks: string[] = []
    const mark = (label: string) => marks.push(`${label} ${Math.round(performance.now() - wallStart)}ms`)
    redis = await startRedisServer()
    const secret = generateWebhookSecret()
    const received = new Map<string, WatchEvent>()
    const duplicates: string[] = []
    const refused: string[] = []
    receiver = createServer((request, response) => {
      void readBody(request).then(async (body) => {
        const verified = await verifyWebhook(secret, request.headers, body)
        if (!verified.ok) {
          refused.push(verified.reason)
          response.writeHead(verified.reason === 'replay' ? 200 : 400).end()
          return
        }
        if (received.has(verified.id)) duplicates.push(verified.id)
        else received.set(verified.id, verified.payload as WatchEvent)
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`

    // A fixed clock moved only by advance(): the simulator settles its 5,000 orders once per step.
    const sim = createPartnerSimulator({
      seed: 33,
      now: () => T0,
      phaseDurationMs: HOUR,
      formationRfiRate: 0,
      newAlertRate: 0.2,
      newAlertCycleMs: HOUR,
    })
    const partner = sim.partners[0]!
    // The client calls the simulator with the token itself: at this scale the proxy's own work per
    // request (tested on its own, and through it in the watcher's other tests) would be most of the
    // time, and it is not what is proven here.
    const upstreamAt: number[] = []
    const client = createPartnerClient({
      baseUrl: 'http://service.test',
      partnerId: partner.partnerId,
      retry: { attempts: 0 },
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        upstreamAt.push(Date.now())
        const headers = new Headers(init?.headers)
        headers.set('authorization', `Bearer ${sim.tokens.production}`)
        return sim.fetch(input, { ...init, headers })
      },
    })

    // 500 companies through the client; 5,000 orders as the simulator's records, cloned from one
    // created through the client, at the first steps of their lifecycle (50 near the end, so some
    // complete and register their formed company).
    const created = await client.compliance.bulkCreateCompanies(
      Array.from({ length: COMPANIES }, (_unused, index) => ({ name: `Scale Company ${index} LLC` })),
    )
    const companyIds = created.map((result) => result.companyId)
    const { packageCollection } = await client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
    const pkg = packageCollection[0]!.productPackages[0]!
    const template = await client.formation.createOrder({
      apiUserPid: partner.apiUserPid,
      businessStructureType: 'LLC',
      businessStateInitial: 'AL',
      orderTotalPrice: String(pkg.price),
      packageId: pkg.id,
      products: [],
      contact: {
        contactEmail: 'a@example.com',
        contactFirstName: 'A',
        contactLastName: 'B',
        contactPhone: '2055550100',
      },
      companyInfo: {
        companyDesiredName: 'Template LLC',
        companyBusinessCategory: 'Technology',
        companyBusinessDescription: 'Consulting',
      },
      businessAddress: {
        businessAddressAddress1: '1 Main St',
        businessAddressCity: 'Birmingham',
        businessAddressState: 'AL',
        businessAddressZip: '35203',
      },
      registerAgent: { registeredAgentIsCorpnetAgent: true },
      responsibleParty: { responsiblePartyStatus: 'No' },
    })
    const model = sim.state.formationOrders.get(template.orderGuid)!
    const standard = model.timeline.steps
    // Most orders end Cancelled (Client Unresponsive) after the state filing, so they settle within
    // the test without all registering a company; 50 complete and register theirs.
    const ending = [...standard.slice(0, 4), { phase: 'Cancelled', status: 'Client Unresponsive' }]
    const guids: string[] = []
    for (let index = 0; index < ORDERS; index++) {
      const orderGuid = `8015fScale${String(index).padStart(8, '0')}`
      const near = index < 50
      sim.state.formationOrders.set(orderGuid, {
        ...structuredClone(model),
        orderGuid,
        echo: { ...model.echo, companyInfo: { companyDesiredName: `Scale Formed ${index} LLC` } },
        timeline: near
          ? { steps: [...standard], index: 4, since: sim.now() }
          : { steps: [...ending], index: index % 3 === 0 ? 2 : 3, since: sim.now() },
      })
      guids.push(orderGuid)
    }

    const make = (instanceId: string): { watcher: Watcher; store: RedisStore } => {
      const store = createRedisStore({ url: redis.url })
      stores.push(store)
      const watcher = createWatcher({
        client,
        store,
        instanceId,
        now: () => sim.now(),
        budgetPerMinute: BUDGET_PER_MINUTE,
        intervals: { activeOrderMs: 2 * HOUR, waitingOrderMs: 2 * HOUR, companyMs: 2 * HOUR },
        webhooks: [{ url, secret }],
        leaseMs: 2000,
        lockMs: 3000,
        concurrency: 16,
      })
      return { watcher, store }
    }
    const a = make('a')
    const b = make('b')
    for (const guid of guids) await a.watcher.followOrder(guid, { product: 'formation', scope: 'owner-s' })
    // New to the partner: everything about them is news (announce).
    for (const id of companyIds) await b.watcher.followCompany(id, { scope: `owner-${id}`, announce: true })
    const followedAt = upstreamAt.length
    mark('followed')

    const bothTick = () => Promise.all([a.watcher.tick(), b.watcher.tick()])
    for (let step = 0; step < STEPS / 2; step++) {
      sim.advance(STEP)
      await bothTick()
    }
    mark('first half')
    // b dies in the middle of a round: its connection cut, its leases and locks left to expire.
    sim.advance(STEP)
    const dying = b.watcher.tick().catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    await b.watcher.stop({ abandon: true })
    await b.store.close()
    await dying
    await a.watcher.tick()
    // a takes every shard over once b's leases expire (Redis's clock: about two seconds). Waited
    // for by reading the leases alone; a round (which lists every subject) only once they are free.
    const leases = () =>
      Promise.all(Array.from({ length: 32 }, (_unused, shard) => a.store.get(`watch:lease:${shard}`)))
    while ((await leases()).includes('b')) await new Promise((resolve) => setTimeout(resolve, 100))
    await a.watcher.tick()
    expect((await leases()).every((holder) => holder === 'a')).toBe(true)
    mark('taken over')
    for (let step = STEPS / 2 + 1; step < STEPS; step++) {
      sim.advance(STEP)
      await a.watcher.tick()
    }
    // Alerts opened by now must all be announced by the end: every company is read again within
    // an interval and a half.
    const followed = new Set(companyIds)
    const openedByNow = [...sim.state.alerts.values()]
      .filter((alert) => followed.has(alert.companyId))
      .map((alert) => alert.id)
    // An interval and a half more, for the last reads and deliveries.
    for (let step = 0; step < 9; step++) {
      sim.advance(STEP)
      await a.watcher.tick()
    }
    await a.watcher.stop()
    mark('ran')

    expect(refused).toEqual([])
    expect(duplicates).toEqual([])
    const events = [...received.values()]
    // Every order's phase changes chain from where it started to where the simulator has it now:
    // no change lost, none twice.
    const phaseChanges = new Map<string, WatchEvent[]>()
    for (const event of events)
      if (event.type === 'order.phase_changed')
        phaseChanges.set(event.subject.id, [...(phaseChanges.get(event.subject.id) ?? []), event])
    let completed = 0
    for (const guid of guids) {
      const mine = (phaseChanges.get(guid) ?? []).sort(
        (x, y) => Number(x.id.split(':').at(-1)) - Number(y.id.split(':').at(-1)),
      )
      const record = sim.state.formationOrders.get(guid)!
      const now = record.timeline.steps[record.timeline.index]!
      expect(mine.at(-1)?.data).toMatchObject({ phase: now.phase, status: now.status })
      for (let index = 1; index < mine.length; index++) {
        expect(mine[index]!.data).toMatchObject({
          previousPhase: (mine[index - 1]!.data as { phase: string }).phase,
          previousStatus: (mine[index - 1]!.data as { status: string }).status,
        })
      }
      if (now.phase === 'Complete') completed += 1
    }
    expect(completed).toBe(50)
    expect(events.filter((event) => event.type === 'order.completed')).toHaveLength(50)
    // Formed companies registered once each, and their alerts followed.
    for (const guid of guids.slice(0, 50))
      expect([...sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(1)
    // Every alert the clock opened for a followed company was announced, once.
    expect(openedByNow.length).toBeGreaterThan(100)
    const announced = events
      .filter((event) => event.type === 'alert.opened' && followed.has(event.data.companyId))
      .map((event) => (event.type === 'alert.opened' ? event.data.alertId : ''))
    expect(new Set(announced).size).toBe(announced.length)
    const known = new Set([...sim.state.alerts.keys()])
    expect(announced.every((id) => known.has(id))).toBe(true)
    const announcedSet = new Set(announced)
    expect(openedByNow.filter((id) => !announcedSet.has(id))).toEqual([])

    // The budget, counted at the simulator: never more than it in any minute, nor more than the
    // bucket allows in any shorter window (its one second's worth at once, then its refill rate).
    const reads = upstreamAt.slice(followedAt).sort((x, y) => x - y)
    const bucket = budgetBucket(BUDGET_PER_MINUTE)
    expect(busiest(reads, 60_000)).toBeLessThanOrEqual(BUDGET_PER_MINUTE)
    for (const window of [1000, 5000])
      expect(busiest(reads, window)).toBeLessThanOrEqual(
        bucket.capacity + (bucket.refillPerSecond * window) / 1000 + 1,
      )
    mark('checked')
    const cpu = process.cpuUsage(cpuStart)
    // The figures the suite's time budget depends on, printed with the run.
    process.stdout.write(
      `watcher scale: ${upstreamAt.length} reads, ${received.size} webhooks; ${marks.join(', ')}; ` +
        `CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms (this process)\n`,
    )
  }, 240_000)
})
