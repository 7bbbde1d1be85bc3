// The watcher (filing-kit/watcher) in the portal's own process: it follows every order a customer
// places through the proxy (`onOrderCreated`) and every company a customer owns, and keeps each
// customer's events for the activity feed, newest first. A real portal would send them as webhooks
// or to its notification system; the demo keeps the last ones in memory, per customer (the scope).
// With REDIS_URL set, the watcher's state lives in Redis, as many instances would share it.
import { createPartnerClient } from 'filing-kit'
import { createRedisStore } from 'filing-kit/store/redis'
import { createWatcher, type WatchEvent } from 'filing-kit/watcher'
import type { Customer } from './customers'
import type { Upstream } from './upstream'

/** Events kept per customer: the feed shows the latest. */
const KEPT = 50

export interface PortalWatcher {
  /** A customer placed an order through the proxy. */
  followOrder(customerId: string, orderGuid: string, kind: 'formation' | 'tax'): void
  /** The customer's events, newest first. */
  eventsOf(customerId: string): readonly WatchEvent[]
  close(): Promise<void>
}

export async function startPortalWatcher(
  upstream: Upstream,
  customers: ReadonlyMap<string, Customer>,
  env: Readonly<Record<string, string | undefined>>,
  log: (line: string) => void,
): Promise<PortalWatcher> {
  const client = createPartnerClient({
    baseUrl: upstream.baseUrl,
    partnerId: upstream.partnerId,
    headers: { authorization: `Bearer ${upstream.token}` },
    // The watcher spends one budget token per call and backs off itself.
    retry: { attempts: 0 },
  })
  const store = env.REDIS_URL ? createRedisStore({ url: env.REDIS_URL }) : undefined
  const events = new Map<string, WatchEvent[]>()
  // With the simulator, reads are scheduled by its clock, so "move the clock" makes them due at once.
  const step = upstream.sim ? upstream.simStepMs : 0
  const watcher = createWatcher({
    client,
    // The portal's FormationOrderTracker registers the formed company when the owner sees the order
    // complete; a second registrant at the same moment could make two (the service does not enforce
    // PCID uniqueness), so the watcher leaves it to the tracker here.
    registerFormedCompanies: false,
    ...(store ? { store } : {}),
    // A new order's first read comes within a second, before anyone moves the clock (the first read
    // is what later ones are compared with); on the simulator only, a budget that follows an order
    // in progress every second of its clock. Against the service: the defaults.
    ...(upstream.sim
      ? {
          now: () => upstream.sim!.now(),
          intervals: { activeOrderMs: 1000, waitingOrderMs: step / 4, companyMs: step },
          budgetPerMinute: 600,
        }
      : {}),
    onEvent: (event) => {
      if (!event.scope) return
      const mine = events.get(event.scope) ?? []
      events.set(event.scope, [event, ...mine].slice(0, KEPT))
    },
    onLog: (record) => {
      if (record.outcome === 'failed') log(`watcher: ${record.error ?? 'failed'}`)
    },
  })
  for (const customer of customers.values())
    for (const companyId of customer.companyIds)
      await watcher.followCompany(companyId, { scope: customer.id })
  watcher.start()

  return {
    followOrder(customerId, orderGuid, kind) {
      void watcher.followOrder(orderGuid, { product: kind, scope: customerId }).catch((error: unknown) => {
        log(`watcher: could not follow ${orderGuid}: ${String(error)}`)
      })
    },
    eventsOf: (customerId) => events.get(customerId) ?? [],
    async close() {
      await watcher.stop()
      await store?.close()
    },
  }
}
