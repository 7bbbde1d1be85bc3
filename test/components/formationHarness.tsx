// The formation components' harness: like harness.tsx (the simulator behind its real proxy, every
// request recorded), plus a simulator whose new orders take the RFI path when asked, a client to
// create orders directly, canned answers for a chosen request, and a keyboard helper.
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { userEvent } from 'vitest/browser'
import { FilingKitProvider } from '../../hooks'
import { createPartnerClient, type CreateFormationOrderInput } from '../../src/index'
import { createPartnerSimulator } from '../../src/simulator'
import { formationOrderInput } from '../support/fixtures'
import type { ProviderOptions, SentRequest } from './harness'

/** One hour: the simulator's time per lifecycle step. */
export const PHASE_MS = 3_600_000
/** Fast polling for tests: every 40 ms. */
export const FAST_POLL = { initialIntervalMs: 40, maxIntervalMs: 40 }

export function createFormationHarness({ rfi = false }: { rfi?: boolean } = {}) {
  const sim = createPartnerSimulator({ seed: 1, formationRfiRate: rfi ? 1 : 0 })
  const partnerId = sim.partners[0]!.partnerId
  const viaProxy = sim.viaProxy()
  const requests: SentRequest[] = []
  const canned: { fragment: string; method: string; answer: () => Response }[] = []
  const holds: { fragment: string; gate: Promise<void> }[] = []

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const path = `${url.pathname.replace('/api/partner', '')}${url.search}`
    const body = request.method === 'GET' ? undefined : await request.clone().text()
    requests.push({ method: request.method, path, body })
    const held = holds.findIndex((hold) => path.includes(hold.fragment))
    if (held >= 0) await holds.splice(held, 1)[0]?.gate
    const answer = canned.findIndex(
      (entry) => path.includes(entry.fragment) && entry.method === request.method,
    )
    if (answer >= 0) return canned.splice(answer, 1)[0]!.answer()
    return viaProxy(request)
  }

  const client = createPartnerClient({
    baseUrl: '/api/partner',
    partnerId,
    fetch: viaProxy,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })

  return {
    sim,
    partnerId,
    requests,
    queryClient,
    client,
    /** Requests whose path contains `fragment` (and, when given, of `method`). */
    sent: (fragment: string, method?: string) =>
      requests.filter((request) => request.path.includes(fragment) && (!method || request.method === method)),
    /** The next request whose path contains `fragment` waits until the returned function is called. */
    hold(fragment: string): () => void {
      let release!: () => void
      holds.push({ fragment, gate: new Promise<void>((resolve) => (release = resolve)) })
      return () => release()
    },
    /** The next `method` request whose path contains `fragment` gets `answer` instead of the service's. */
    answerNext(fragment: string, method: string, answer: () => Response) {
      canned.push({ fragment, method, answer })
    },
    /** An Alabama LLC order, created straight through the client; its id. */
    async createOrder(overrides: Partial<CreateFormationOrderInput> = {}): Promise<string> {
      const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
      const pkg = packages.packageCollection[0]!.productPackages[0]!
      const created = await client.formation.createOrder(formationOrderInput(pkg, overrides))
      return created.orderGuid
    },
    /** A seeded order of the provider's partner at `status`. */
    seededOrder(status: string): string {
      for (const order of sim.state.formationOrders.values()) {
        const step = order.timeline.steps[order.timeline.index]
        if (order.partnerId === partnerId && step?.status === status) return order.orderGuid
      }
      throw new Error(`no seeded order at ${status}`)
    },
    render(ui: ReactElement, options: ProviderOptions = {}) {
      return render(
        <FilingKitProvider
          fetch={fetch}
          baseUrl="/api/partner"
          partnerId={partnerId}
          queryClient={queryClient}
          retry={{ baseDelayMs: 1, maxDelayMs: 5 }}
          {...options}
        >
          {ui}
        </FilingKitProvider>,
      )
    },
  }
}

/** A 400 as the Formation service words a refusal (BF-10). */
export const formationRefusal =
  (...errorMessage: string[]) =>
  () =>
    Response.json({ statusCode: 400, message: 'success', errorMessage, data: null }, { status: 400 })

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never does. */
export async function tabTo(target: Element, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (document.activeElement === target) return
    await userEvent.tab()
  }
  if (document.activeElement !== target)
    throw new Error(`Tab never reached ${target.outerHTML.slice(0, 120)}`)
}
