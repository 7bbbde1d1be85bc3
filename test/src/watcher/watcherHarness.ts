import { vi } from 'vitest'
import { createPartnerClient } from '../../../src/client'
import { createPartnerProxy } from '../../../src/proxy'
import { createPartnerSimulator, type PartnerSimulatorOptions } from '../../../src/simulator'
import { createWatcher, type WatcherOptions } from '../../../src/watcher/createWatcher'
import type { WatcherLogRecord } from '../../../src/watcher/sendWebhook'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'
import { formationOrderInput, taxRegistrationInput } from '../../support/fixtures'

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/**
 * The watcher as a partner's server runs it: the real client, through the real proxy, to the
 * simulator, whose clock is the watcher's. Requests are counted where the service would see them.
 */
export function watcherHarness(
  options: { sim?: PartnerSimulatorOptions; watcher?: Partial<WatcherOptions> } = {},
) {
  const sim = createPartnerSimulator({ seed: 5, newAlertRate: 0, formationRfiRate: 0, ...options.sim })
  const partner = sim.partners[0]!
  const upstreamAt: number[] = []
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      upstreamAt.push(sim.now())
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
  const events: WatchEvent[] = []
  const logs: WatcherLogRecord[] = []
  const watcher = createWatcher({
    client,
    now: () => sim.now(),
    budgetPerMinute: 100_000,
    onEvent: (event) => {
      events.push(event)
    },
    onLog: (record) => logs.push(record),
    ...options.watcher,
  })

  async function createFormationOrder(name = 'Analytical Engines LLC'): Promise<string> {
    const { packageCollection } = await client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
    const pkg = packageCollection[0]!.productPackages[0]!
    const created = await client.formation.createOrder(
      formationOrderInput(pkg, {
        companyInfo: {
          companyDesiredName: name,
          companyBusinessCategory: 'Technology',
          companyBusinessDescription: 'Software consulting',
        },
      }),
    )
    return created.orderGuid
  }

  async function createTaxOrder(): Promise<string> {
    const created = await client.taxRegistration.createOrder(taxRegistrationInput())
    return created.orderGuid
  }

  /**
   * Moves the clock by `ms` and lets the watcher do what is due, one round per `stepMs`. With a
   * faked Date the wall clock moves (the simulator's follows it), so webhook timestamps move too.
   */
  async function run(ms: number, stepMs = ms): Promise<void> {
    for (let moved = 0; moved < ms; moved += stepMs) {
      const step = Math.min(stepMs, ms - moved)
      if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + step)
      else sim.advance(step)
      await watcher.tick()
    }
  }

  return {
    sim,
    partner,
    client,
    watcher,
    events,
    logs,
    upstreamAt,
    createFormationOrder,
    createTaxOrder,
    run,
  }
}
