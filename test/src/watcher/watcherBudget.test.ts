import { watcherHarness } from './watcherHarness'

// The request budget and the back-off, on the watcher's own timers (fake ones: the simulator's
// clock and the store's are Date.now, which they move).

const T0 = Date.parse('2026-11-02T09:00:00Z')
const MINUTE = 60_000

/** The most requests seen in any window of `ms` (counted where the service sees them). */
function busiestWindow(times: readonly number[], ms: number): number {
  let most = 0
  let start = 0
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= ms) start++
    most = Math.max(most, end - start + 1)
  }
  return most
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})
afterEach(() => {
  vi.useRealTimers()
})

async function followMany(h: ReturnType<typeof watcherHarness>, count: number) {
  for (let index = 0; index < count; index++) {
    const guid = await h.createFormationOrder(`Budget Test ${index} LLC`)
    await h.watcher.followOrder(guid, { product: 'formation', scope: `owner-${index % 7}` })
  }
}

describe('createWatcher: budget and back-off', () => {
  it('GEN-5: never more requests in any minute than the budget, while there is more work than it allows', async () => {
    const h = watcherHarness({
      sim: { phaseDurationMs: 10 * MINUTE },
      watcher: { budgetPerMinute: 30, intervals: { activeOrderMs: MINUTE } },
    })
    await followMany(h, 60)
    const from = h.upstreamAt.length
    h.watcher.start()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    await h.watcher.stop()
    const reads = h.upstreamAt.slice(from)
    expect(busiestWindow(reads, MINUTE)).toBeLessThanOrEqual(30)
    // The budget is used, not wasted: close to 30 a minute for 10 minutes.
    expect(reads.length).toBeGreaterThanOrEqual(30 * 9)
  })

  it('spreads reads over the interval instead of bursting when many orders are followed at once', async () => {
    const h = watcherHarness({ watcher: { intervals: { activeOrderMs: 5 * MINUTE } } })
    await followMany(h, 100)
    const from = h.upstreamAt.length
    h.watcher.start()
    await vi.advanceTimersByTimeAsync(MINUTE)
    // The first reads (a baseline soon after the order is followed) fall within the first minute.
    expect(busiestWindow(h.upstreamAt.slice(from), 1000)).toBeLessThanOrEqual(8)
    const steady = h.upstreamAt.length
    await vi.advanceTimersByTimeAsync(15 * MINUTE)
    await h.watcher.stop()
    const reads = h.upstreamAt.slice(steady)
    expect(reads.length).toBeGreaterThanOrEqual(250)
    // Then each order at its own point of the 5 minutes: 100 orders are one read every 3 s on
    // average, and no half minute sees much more than its share.
    expect(busiestWindow(reads, 1000)).toBeLessThanOrEqual(5)
    expect(busiestWindow(reads, 30_000)).toBeLessThanOrEqual(20)
  })

  it('GEN-3: a 429 or a 5xx makes the watcher wait before it reads again, longer while failures follow each other', async () => {
    const h = watcherHarness({ watcher: { intervals: { activeOrderMs: MINUTE } } })
    await followMany(h, 20)
    h.watcher.start()
    await vi.advanceTimersByTimeAsync(2 * MINUTE)
    h.sim.failNext('formation.getOrder', 429)
    h.sim.failNext('formation.getOrder', 503)
    await vi.advanceTimersByTimeAsync(30_000)
    await h.watcher.stop()
    const failures = h.logs.filter((log) => log.kind === 'poll' && log.outcome === 'failed')
    expect(failures.map((log) => /\((\w+)\)/.exec(log.error ?? '')?.[1])).toEqual(['rate_limited', 'server'])
    const [first, second] = failures.map((log) => Date.parse(log.time)) as [number, number]
    const nextAfter = (time: number) => h.upstreamAt.find((at) => at > time)!
    expect(nextAfter(first) - first).toBeGreaterThanOrEqual(2000)
    expect(second - first).toBeGreaterThanOrEqual(2000)
    expect(nextAfter(second) - second).toBeGreaterThanOrEqual(4000)
    // And it recovers: the orders are read again.
    expect(h.upstreamAt.filter((at) => at > second + 4000).length).toBeGreaterThan(5)
  })
})
