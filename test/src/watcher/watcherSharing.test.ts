import { createMemoryStore } from '../../../src/store/createMemoryStore'
import { createWatcher } from '../../../src/watcher/createWatcher'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'
import { watcherHarness } from './watcherHarness'

// Two watcher instances sharing one store (as two processes share a Redis store; here its memory
// twin, on fake timers): they split the work, each event is delivered once, and when one dies
// without a word the other takes its work over within a lease.

const T0 = Date.parse('2026-11-02T09:00:00Z')
const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createWatcher: many instances', () => {
  it('share the orders, deliver each event once, and take over a dead instance’s work within a lease', async () => {
    const h = watcherHarness({
      sim: { phaseDurationMs: 5 * MINUTE },
      watcher: { intervals: { activeOrderMs: MINUTE } },
    })
    const store = createMemoryStore()
    const delivered: { instance: string; event: WatchEvent }[] = []
    const make = (instanceId: string) =>
      createWatcher({
        client: h.client,
        store,
        instanceId,
        budgetPerMinute: 100_000,
        leaseMs: 30_000,
        tickMs: 5000,
        intervals: { activeOrderMs: MINUTE },
        onEvent: (event) => {
          delivered.push({ instance: instanceId, event })
        },
      })
    const a = make('a')
    const b = make('b')
    const guids: string[] = []
    for (let index = 0; index < 24; index++) {
      const guid = await h.createFormationOrder(`Shared ${index} LLC`)
      guids.push(guid)
      await a.followOrder(guid, { product: 'formation', scope: 'owner-1' })
    }
    a.start()
    b.start()
    await vi.advanceTimersByTimeAsync(12 * MINUTE)
    const byInstance = (name: string) => delivered.filter((entry) => entry.instance === name).length
    expect(byInstance('a')).toBeGreaterThan(10)
    expect(byInstance('b')).toBeGreaterThan(10)

    // b dies mid-run: no release, no goodbye.
    await b.stop({ abandon: true })
    const leases = async () =>
      Promise.all(Array.from({ length: 32 }, (_unused, shard) => store.get(`watch:lease:${shard}`)))
    expect(new Set(await leases())).toEqual(new Set(['a', 'b']))
    // Within one lease (and a's next look at its shards), every shard is a's.
    await vi.advanceTimersByTimeAsync(30_000 + 15_000)
    expect(new Set(await leases())).toEqual(new Set(['a']))
    await vi.advanceTimersByTimeAsync(30 * MINUTE)
    await a.stop()

    const ids = delivered.map((entry) => entry.event.id)
    expect(new Set(ids).size).toBe(ids.length)
    // Every order went the whole way (six changes, filed, completed): nothing of b's was lost.
    for (const guid of guids) {
      const mine = delivered
        .filter((entry) => entry.event.subject.id === guid)
        .map((entry) => entry.event.type)
      expect(mine.filter((type) => type === 'order.phase_changed')).toHaveLength(6)
      expect(mine).toContain('order.document_filed')
      expect(mine).toContain('order.completed')
    }
  })
})
