// Renders components inside FilingKitProvider against the simulator behind its real proxy
// (`sim.viaProxy()`), in Chromium. Every request is recorded on its way through (counting, not
// stubbing), and a request can be held back to observe the in-flight state.
import { QueryClient } from '@tanstack/react-query'
import { configure, render, within } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import type { ComponentAdapter } from '../../components'
import { FilingKitProvider, type FilingKitEvent, type FilingKitProviderProps } from '../../hooks'
import {
  createPartnerSimulator,
  type FetchLike,
  type PartnerSimulatorOptions,
  type SubscriptionRecord,
} from '../../src/simulator'
import { sentRequest, type SentRequest } from '../support/fixtures'

// The act() environment switched off, sessionStorage cleared before each test and the page emptied
// after it: test/setup-browser.ts, for every file of the browser projects.

// findBy…/waitFor wait for a state a user would wait for; their 1 s default is a guess at how fast
// this machine is, and a busy one (load 10 on 2 cores) takes longer to fetch through the proxy and
// render (the compliance form's lazy chunk took over 10 s there once). Waiting longer never makes a
// passing test slower: it only bounds how long a failure takes.
configure({ asyncUtilTimeout: 30_000 })

export interface ProviderOptions {
  components?: Partial<ComponentAdapter>
  messages?: Readonly<Record<string, string>>
  locale?: string
  onEvent?: (event: FilingKitEvent) => void
  resend?: FilingKitProviderProps['resend']
}

export interface HarnessOptions {
  /** The simulator's options (seed 1 unless given). */
  sim?: PartnerSimulatorOptions
  /**
   * Sees every request (after it is recorded and any hold) before the simulator: an answer of the
   * test's own — a refusal the simulator would not give, an answer lost on the way — or `undefined`
   * to pass it on. `forward` sends it to the simulator behind its proxy.
   */
  intercept?: (
    request: Request,
    path: string,
    forward: (request: Request) => Promise<Response>,
  ) => Response | undefined | Promise<Response | undefined>
}

/**
 * A simulator clock that stands still until the test moves it (`sim.advance`): for a test that reads a
 * state the wall clock would end, such as a writeback still pending (it lands 3 s after the submit,
 * which a busy machine can pass before the test looks), or one that must not land at all.
 */
export function stoppedClock(): () => number {
  const at = Date.now()
  return () => at
}

export function createComponentHarness(options: HarnessOptions = {}) {
  const sim = createPartnerSimulator({ seed: 1, ...options.sim })
  const partnerId = sim.partners[0]!.partnerId
  const viaProxy = sim.viaProxy()
  const requests: SentRequest[] = []
  const holds: { fragment: string; gate: Promise<void> }[] = []
  const rewrites: { fragment: string; rewrite: (body: unknown) => unknown }[] = []

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const sent = await sentRequest(request)
    const { path } = sent
    requests.push(sent)
    const held = holds.findIndex((hold) => path.includes(hold.fragment))
    if (held >= 0) {
      const [hold] = holds.splice(held, 1)
      await hold?.gate
    }
    const own = await options.intercept?.(request, path, viaProxy)
    if (own) return own
    const response = await viaProxy(request)
    const rewrite =
      request.method === 'GET' ? rewrites.find((candidate) => path.includes(candidate.fragment)) : undefined
    if (!rewrite) return response
    const rewritten = rewrite.rewrite(await response.json())
    return new Response(JSON.stringify(rewritten), { status: response.status, headers: response.headers })
  }

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })

  return {
    sim,
    partnerId,
    requests,
    queryClient,
    /** The fetch every render uses: records, holds, intercepts, then the simulator behind its proxy. */
    fetch,
    /** Requests whose path contains `fragment` (and, when given, of `method`). */
    sent: (fragment: string, method?: string) =>
      requests.filter((request) => request.path.includes(fragment) && (!method || request.method === method)),
    /** The next request whose path contains `fragment` waits until the returned function is called. */
    hold(fragment: string): () => void {
      let release!: () => void
      holds.push({ fragment, gate: new Promise<void>((resolve) => (release = resolve)) })
      return () => release()
    },
    /** Every answer to a read whose path contains `fragment` has its JSON body rewritten (a service without an extra). */
    rewrite(fragment: string, rewrite: (body: unknown) => unknown) {
      rewrites.push({ fragment, rewrite })
    },
    /** The seeded plans of the provider's partner. */
    plans(filter: (plan: SubscriptionRecord) => boolean = () => true): SubscriptionRecord[] {
      return [...sim.state.subscriptions.values()].filter(
        (plan) => plan.partnerId === partnerId && filter(plan),
      )
    },
    /** Makes every try of the next read of `operation` fail with `status` (the client retries reads 3 times). */
    failRead(operation: Parameters<typeof sim.failNext>[0], status: number) {
      for (let attempt = 0; attempt < 4; attempt += 1) sim.failNext(operation, status)
    },
    companyName: (companyId: string) => sim.state.companies.get(companyId)?.name ?? '',
    /** `ui` under the provider; `rerender(ui, options)` renders it again in place, with these options. */
    render(ui: ReactElement, options: ProviderOptions = {}) {
      const provided = (inner: ReactElement, given: ProviderOptions) => (
        <FilingKitProvider
          fetch={fetch}
          baseUrl="/api/partner"
          partnerId={partnerId}
          queryClient={queryClient}
          // The client's own read retries (GEN-3) stay on, with short delays.
          retry={{ baseDelayMs: 1, maxDelayMs: 5 }}
          {...given}
        >
          {inner}
        </FilingKitProvider>
      )
      const result = render(provided(ui, options))
      return {
        ...result,
        rerender: (next: ReactElement, nextOptions: ProviderOptions = options) =>
          result.rerender(provided(next, nextOptions)),
      }
    },
  }
}

/** axe-core's violations in `root` (and in any open modal dialog, which lives in the top layer). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { resultTypes: ['violations'] })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

/** Base64 → bytes, as the service would decode it. */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** What a test needs to render one component against the simulator: any of the harnesses here. */
export interface SimulatorScope {
  readonly sim: { viaProxy(): FetchLike }
  readonly partnerId: string
  readonly queryClient?: QueryClient
}

/**
 * Renders `ui` under FilingKitProvider into a shadow root, as a host page that isolates its embeds
 * does (and as a custom element will): focus and `aria-*` references must resolve inside the root.
 * `scope` queries the root by role and label; `remove()` unmounts and drops the host.
 */
export function renderInShadowRoot(h: SimulatorScope, ui: ReactElement) {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  shadow.append(container)
  const rendered = render(
    <FilingKitProvider
      fetch={h.sim.viaProxy()}
      baseUrl="/api/partner"
      partnerId={h.partnerId}
      {...(h.queryClient ? { queryClient: h.queryClient } : {})}
    >
      {ui}
    </FilingKitProvider>,
    { container },
  )
  return {
    shadow,
    scope: within(container),
    remove() {
      rendered.unmount()
      host.remove()
    },
  }
}
