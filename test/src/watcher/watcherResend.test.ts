import { createMemoryStore } from '../../../src/store/createMemoryStore'
import { createWatcher } from '../../../src/watcher/createWatcher'
import { shardOf } from '../../../src/watcher/SubjectRecord'
import { verifyWebhook } from '../../../src/watcher/standardWebhooks'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'
import { HOUR, watcherHarness } from './watcherHarness'

// An instance that dies right after a receiver took a webhook, before it recorded that it had sent
// it, at the moment chosen: the instance that takes over later — when the service has moved on —
// sends that very message again (same id, same content), then what came after. Receivers dedupe by
// id (Standard Webhooks), so a resend saying something else under the id would be a change lost:
// the flake once seen in watcherScale.test.ts (an order's Cancelled never arrived).

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const HOOK = 'https://partner.example/hooks'
const STEP = 10 * 60_000

// Only Date is faked: the simulator, the leases and the locks follow it; rounds are run by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-02T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createWatcher: an instance dies between sending and recording', () => {
  it('the one taking over later sends the very message again, and no change is lost', async () => {
    const h = watcherHarness({ sim: { phaseDurationMs: HOUR } })
    const store = createMemoryStore()
    // The receiver: every copy it accepted, by id, in arrival order.
    const copies = new Map<string, WatchEvent[]>()
    const seen = createMemoryStore()
    let died: () => void = () => {}
    const dead = new Promise<'died'>((done) => (died = () => done('died')))
    const receiverFor =
      (dies: boolean): typeof fetch =>
      async (_url, init) => {
        const verified = await verifyWebhook(SECRET, new Headers(init?.headers), String(init?.body), { seen })
        if (!verified.ok) return new Response(null, { status: 400 })
        const event = verified.payload as WatchEvent
        copies.set(verified.id, [...(copies.get(verified.id) ?? []), event])
        // The receiver has it; its sender dies before hearing back (SIGKILL), so records nothing.
        if (dies && event.type === 'order.phase_changed') {
          died()
          return new Promise<Response>(() => {})
        }
        return new Response(null, { status: 204 })
      }
    const make = (instanceId: string, dies: boolean) =>
      createWatcher({
        client: h.client,
        store,
        instanceId,
        budgetPerMinute: 100_000,
        intervals: { activeOrderMs: STEP },
        webhooks: [{ url: HOOK, secret: SECRET }],
        fetch: receiverFor(dies),
      })

    const b = make('b', true)
    const guid = await h.createFormationOrder()
    await b.followOrder(guid, { product: 'formation', scope: 'owner-1' })
    // b reads until its first phase change is at the receiver, and dies there.
    for (let outcome: string = 'ticked'; outcome !== 'died';) {
      vi.setSystemTime(Date.now() + STEP)
      outcome = await Promise.race([b.tick().then(() => 'ticked'), dead])
    }
    await b.stop({ abandon: true })
    expect([...copies.values()].flat().map((event) => event.type)).toEqual(['order.phase_changed'])

    // An hour on the order has moved again; b's lease and lock ran out long ago. a follows it to the end.
    vi.setSystemTime(Date.now() + HOUR)
    const a = make('a', false)
    for (let moved = 0; moved < 10 * HOUR; moved += STEP) {
      vi.setSystemTime(Date.now() + STEP)
      await a.tick()
    }
    await a.stop()

    // Every id the receiver got more than once carried one message.
    const resent = [...copies.values()].filter((list) => list.length > 1)
    expect(resent).toHaveLength(1)
    for (const list of resent) for (const copy of list.slice(1)) expect(copy).toEqual(list[0])
    // The first copy of each is what a receiver keeps: the phase changes chain from the first to the
    // order's last phase, with none missing (seven steps: six changes, as in BF-4).
    const kept = [...copies.values()].map((list) => list[0]!)
    const changes = kept
      .filter((event) => event.type === 'order.phase_changed')
      .map((event) => event.data as { phase: string; status: string | null; previousPhase: string })
    expect(changes).toHaveLength(6)
    for (let index = 1; index < changes.length; index++)
      expect(changes[index]!.previousPhase).toBe(changes[index - 1]!.phase)
    expect(changes.at(-1)!.phase).toBe('Complete')
    expect(kept.filter((event) => event.type === 'order.completed')).toHaveLength(1)
    // Ended and owing nothing, the order is forgotten (its record, written more than once this
    // turn, is removed all the same).
    expect(await store.list('watch:shard:' + String(shardOf(guid, 32)), 'watch:subject:')).toEqual([])
  })
})
