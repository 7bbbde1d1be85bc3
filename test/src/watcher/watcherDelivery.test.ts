import { createMemoryStore } from '../../../src/store/createMemoryStore'
import { verifyWebhook } from '../../../src/watcher/standardWebhooks'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'
import { DAY, HOUR, watcherHarness } from './watcherHarness'

// Webhooks as a partner's receiver gets them: signed, verified with verifyWebhook, retried with
// back-off while the receiver is down, given up after a day; every attempt logged without secrets.

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const URL_WITH_TOKEN = 'https://partner.example/hooks/filing?token=s3cr3t-query-token'

/** A receiver: answers `status()` and keeps what verifyWebhook accepted, by id. */
function receiver(status: () => number = () => 204) {
  const accepted = new Map<string, WatchEvent[]>()
  const refused: string[] = []
  let calls = 0
  // Its own memory of messages seen (the default is the process's, shared by the tests of this file).
  const seen = createMemoryStore()
  const post = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls += 1
    expect(String(url)).toBe(URL_WITH_TOKEN)
    const body = String(init?.body)
    const verified = await verifyWebhook(SECRET, new Headers(init?.headers), body, { seen })
    if (!verified.ok) {
      refused.push(verified.reason)
      return new Response(null, { status: 400 })
    }
    const answer = status()
    if (answer < 300)
      accepted.set(verified.id, [...(accepted.get(verified.id) ?? []), verified.payload as WatchEvent])
    return new Response(null, { status: answer })
  }) as typeof globalThis.fetch
  return { fetch: post, accepted, refused, calls: () => calls }
}

// The wall clock moves with the simulated one here: retries are seconds apart in real time, so each
// carries a new timestamp, as it would.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-02T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createWatcher: delivery', () => {
  it('posts each event once, signed as Standard Webhooks, to every webhook and the handler', async () => {
    const hook = receiver()
    const h = watcherHarness({
      watcher: { webhooks: [{ url: URL_WITH_TOKEN, secret: SECRET }], fetch: hook.fetch },
    })
    const guid = await h.createFormationOrder()
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-1' })
    await h.run(8 * HOUR, 10 * 60_000)
    expect(h.events.length).toBe(8)
    expect([...hook.accepted.keys()]).toEqual(h.events.map((event) => event.id))
    expect([...hook.accepted.values()].every((copies) => copies.length === 1)).toBe(true)
    expect([...hook.accepted.values()].map((copies) => copies[0])).toEqual(h.events)
    expect(hook.refused).toEqual([])
  })

  it('retries a receiver that is down with growing waits, then delivers; every attempt logged, redacted', async () => {
    let down = true
    const hook = receiver(() => (down ? 503 : 200))
    const h = watcherHarness({
      watcher: { webhooks: [{ url: URL_WITH_TOKEN, secret: SECRET }], fetch: hook.fetch },
    })
    const guid = await h.createFormationOrder()
    await h.watcher.followOrder(guid, { product: 'formation' })
    await h.run(HOUR + 10 * 60_000, 10 * 60_000)
    await h.run(60_000, 1000)
    const retries = h.logs.filter((log) => log.kind === 'webhook' && log.outcome === 'retry')
    expect(retries.length).toBeGreaterThanOrEqual(3)
    const waits = retries.slice(0, 3).map((log) => Date.parse(log.nextAttemptAt!) - Date.parse(log.time))
    expect(waits[0]).toBeGreaterThanOrEqual(5000)
    expect(waits[1]).toBeGreaterThanOrEqual(2 * waits[0]! * 0.9)
    expect(waits[2]).toBeGreaterThanOrEqual(2 * waits[1]! * 0.9)
    expect(hook.accepted.size).toBe(0)
    expect(hook.refused).toEqual([])
    down = false
    await h.run(10 * 60_000, 30_000)
    expect([...hook.accepted.keys()]).toEqual(h.events.map((event) => event.id))
    const delivered = h.logs.filter((log) => log.kind === 'webhook' && log.outcome === 'delivered')
    expect(delivered.length).toBe(h.events.length)
    expect(retries[0]).toMatchObject({
      target: 'https://partner.example/hooks/filing',
      status: 503,
      attempt: 1,
    })
    const text = JSON.stringify(h.logs)
    expect(text).not.toContain('s3cr3t-query-token')
    expect(text).not.toContain(SECRET.slice(6))
  })

  it('gives up after a day of failures, logs it, and forgets the finished order', async () => {
    const hook = receiver(() => 500)
    const h = watcherHarness({
      watcher: { webhooks: [{ url: URL_WITH_TOKEN, secret: SECRET }], fetch: hook.fetch },
    })
    const guid = await h.createFormationOrder()
    await h.watcher.followOrder(guid, { product: 'formation' })
    await h.run(8 * HOUR, 10 * 60_000)
    await h.run(DAY + HOUR, 30 * 60_000)
    const gaveUp = h.logs.filter((log) => log.outcome === 'gave_up')
    expect(gaveUp.map((log) => log.eventId).sort()).toEqual(h.events.map((event) => event.id).sort())
    for (const log of gaveUp) expect(log.attempt).toBeGreaterThan(5)
    const calls = hook.calls()
    await h.run(2 * DAY, HOUR)
    expect(hook.calls()).toBe(calls)
  })

  it('a handler that throws is called again later, not lost', async () => {
    let fail = true
    const seen: string[] = []
    const h = watcherHarness({
      watcher: {
        onEvent: (event) => {
          seen.push(event.id)
          if (fail) throw new Error('the mail service is down')
        },
      },
    })
    const guid = await h.createFormationOrder()
    await h.watcher.followOrder(guid, { product: 'formation' })
    await h.run(HOUR + 10 * 60_000, 10 * 60_000)
    expect(seen.length).toBeGreaterThan(0)
    const first = seen[0]!
    fail = false
    await h.run(10 * 60_000, 10_000)
    expect(seen.filter((id) => id === first).length).toBeGreaterThan(1)
    expect(
      h.logs.some((log) => log.kind === 'handler' && log.error?.includes('the mail service is down')),
    ).toBe(true)
  })
})
