// The watcher's cost and delay (issue 33): one watcher in process at its default intervals, against
// the simulator through the real proxy, the simulated clock moved a minute at a time for three hours.
// Prints the requests and the CPU per watched order per hour, and the delay from a change in the
// simulator to its webhook (p50, p99), in simulated time — what the intervals make it, since a tick
// runs right after each move. `tsx bench/watcher.ts` runs it alone; WATCHER_BENCH_ORDERS (default 400).
import { cpuUsage } from 'node:process'
import { createPartnerClient } from '../src/index'
import { createPartnerProxy } from '../src/proxy/index'
import { createPartnerSimulator } from '../src/simulator/index'
import { createWatcher, verifyWebhook, type WatchEvent } from '../src/watcher/index'

export interface Row {
  name: string
  value: string
  note: string
}

const MINUTE = 60_000
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN

export async function watcherRows(): Promise<Row[]> {
  const orders = Number(process.env.WATCHER_BENCH_ORDERS ?? 400)
  const hours = 3
  const start = Date.parse('2026-11-02T09:00:00Z')
  const sim = createPartnerSimulator({ seed: 9, now: () => start, formationRfiRate: 0, newAlertRate: 0 })
  const partner = sim.partners[0]!
  let requests = 0
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      requests += 1
      return sim.fetch(input, init)
    },
  })
  const client = createPartnerClient({
    baseUrl: 'http://portal.test/api/partner',
    partnerId: partner.partnerId,
    retry: { attempts: 0 },
    // A program's writes prove their origin themselves (the proxy refuses a write that proves none).
    headers: { origin: 'http://portal.test' },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => proxy(new Request(input, init)),
  })
  // The webhook receiver: verifies each message; the delay is read against the simulator's clock.
  const delays: number[] = []
  const receive = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const verified = await verifyWebhook(SECRET, new Headers(init?.headers), String(init?.body))
    if (verified.ok) {
      const event = verified.payload as WatchEvent
      if (event.type === 'order.phase_changed') {
        const order = sim.state.formationOrders.get(event.subject.id)!
        // The step the event reports was entered at `since` (the current step, when it still is).
        const entered = order.timeline.since
        delays.push(sim.now() - entered)
      }
    }
    return new Response(null, { status: verified.ok ? 204 : 400 })
  }) as typeof fetch
  const watcher = createWatcher({
    client,
    now: () => sim.now(),
    budgetPerMinute: 100_000,
    webhooks: [{ url: 'https://partner.example/hooks', secret: SECRET }],
    fetch: receive,
  })

  const { packageCollection } = await client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
  const pkg = packageCollection[0]!.productPackages[0]!
  const template = await client.formation.createOrder({
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
      companyDesiredName: 'Bench LLC',
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
  // Orders spread over their lifecycle, none reaching Complete in the three hours (a company per
  // completion would be measured too): each moves a step an hour, as the simulator's default.
  const steps = model.timeline.steps.slice(0, 6)
  for (let index = 0; index < orders; index++) {
    const orderGuid = `8015fBench${String(index).padStart(8, '0')}`
    sim.state.formationOrders.set(orderGuid, {
      ...structuredClone(model),
      orderGuid,
      timeline: { steps: [...steps], index: 0, since: sim.now() - (index % 60) * MINUTE },
    })
    await watcher.followOrder(orderGuid, { product: 'formation' })
  }
  requests = 0
  const cpuBefore = cpuUsage()
  for (let minute = 0; minute < hours * 60; minute++) {
    sim.advance(MINUTE)
    await watcher.tick()
  }
  const cpu = cpuUsage(cpuBefore)
  await watcher.stop()
  delays.sort((a, b) => a - b)
  const perOrderHour = orders * hours
  const minutes = (value: number) => `${(value / MINUTE).toFixed(1)} min`
  return [
    {
      name: 'watcher: requests per watched order per hour',
      value: (requests / perOrderHour).toFixed(2),
      note: `${orders} orders in progress, default intervals (5 min active), ${hours} simulated hours`,
    },
    {
      name: 'watcher: CPU per watched order per hour',
      value: `${((cpu.user + cpu.system) / 1000 / perOrderHour).toFixed(2)} ms`,
      note: 'watcher + client + proxy + simulator in one process, webhooks signed and verified',
    },
    {
      name: 'watcher: change → webhook delay p50 / p99',
      value: `${minutes(percentile(delays, 0.5))} / ${minutes(percentile(delays, 0.99))}`,
      note: `simulated time, ${delays.length} phase changes, clock moved a minute a tick`,
    },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await watcherRows())
    console.log(`${row.name.padEnd(48)} ${row.value.padEnd(16)} ${row.note}`)
}
