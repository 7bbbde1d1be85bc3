import { QueryClient } from '@tanstack/react-query'
import { render, renderHook, type RenderHookOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { FilingKitProvider } from '../../hooks/index'
import type { FilingKitEvent } from '../../hooks/index'
import { createPartnerClient, type CreateFormationOrderInput, type PartnerClient } from '../../src/index'
import { formationOrderInput as orderFor } from '../support/fixtures'
import {
  createPartnerSimulator,
  type PartnerSimulator,
  type PartnerSimulatorOptions,
} from '../../src/simulator/index'

export const BASE_URL = 'http://portal.test/api/partner'

export interface SentRequest {
  method: string
  path: string
  body: string | undefined
  /** The write's `Idempotency-Key`, `null` when it had none. */
  key: string | null
}

/** A QueryClient for one test: nothing garbage-collected mid-test, and no retries of its own. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

export interface Harness {
  sim: PartnerSimulator
  client: PartnerClient
  queryClient: QueryClient
  /** Every request the client sent, in order (counting, not stubbing: each one reaches the simulator). */
  requests: SentRequest[]
  /** Requests whose path contains `fragment` (and, when given, of `method`). */
  sent: (fragment: string, method?: string) => SentRequest[]
  events: FilingKitEvent[]
  wrapper: (props: { children: ReactNode }) => ReactElement
  /** Makes the next matching fetch reject as a network failure would (the service cannot produce that). */
  failNetworkOnce: (fragment: string) => void
  /**
   * Lets the next matching request reach the service, then hands the caller a changed answer body — a
   * misbehaving service (the simulator always answers by the contract).
   */
  tamperOnce: (fragment: string, change: (body: unknown) => unknown) => void
  /**
   * Lets the next matching request reach the service (it acts on it) and keeps its answer until
   * `release()`: "answered later" as a step the test takes, not a latency a busy machine may outrun.
   */
  holdAnswer: (fragment: string) => () => void
}

/** The simulator behind the stand-in proxy, a client on it, and a provider around the tree. */
export function createHarness(
  options: PartnerSimulatorOptions = {},
  clientOptions: {
    timeoutMs?: number
    retry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number }
  } = {},
  network: {
    /** Milliseconds to hold a request's answer after the service has acted on it (0: none). */
    answerDelayMs?: (request: SentRequest) => number
  } = {},
): Harness {
  const sim = createPartnerSimulator({ seed: 1, ...options })
  const viaProxy = sim.viaProxy()
  const requests: SentRequest[] = []
  const networkFailures: string[] = []
  const tampering: { fragment: string; change: (body: unknown) => unknown }[] = []
  const holds: { fragment: string; gate: Promise<void> }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const path = `${url.pathname.replace('/api/partner', '')}${url.search}`
    const body = request.method === 'GET' ? undefined : await request.clone().text()
    requests.push({ method: request.method, path, body, key: request.headers.get('idempotency-key') })
    const failure = networkFailures.findIndex((fragment) => path.includes(fragment))
    if (failure >= 0) {
      networkFailures.splice(failure, 1)
      // Let the request reach the service (it may have acted) before the connection drops.
      await viaProxy(request)
      throw new TypeError('Failed to fetch')
    }
    const tamper = tampering.findIndex(({ fragment }) => path.includes(fragment))
    if (tamper >= 0) {
      const [{ change }] = tampering.splice(tamper, 1) as [(typeof tampering)[number]]
      const answer = await viaProxy(request)
      return Response.json(change(await answer.json()), { status: answer.status })
    }
    const held = holds.findIndex(({ fragment }) => path.includes(fragment))
    if (held >= 0) {
      const [{ gate }] = holds.splice(held, 1) as [(typeof holds)[number]]
      const answer = await viaProxy(request)
      await gate
      return answer
    }
    const delay = network.answerDelayMs?.(requests.at(-1)!) ?? 0
    if (delay > 0) {
      const answer = await viaProxy(request)
      await new Promise((resolve) => setTimeout(resolve, delay))
      return answer
    }
    return viaProxy(request)
  }
  const client = createPartnerClient({
    baseUrl: BASE_URL,
    partnerId: sim.partners[0]!.partnerId,
    fetch,
    retry: { baseDelayMs: 1, ...clientOptions.retry },
    timeoutMs: clientOptions.timeoutMs,
  })
  const queryClient = createTestQueryClient()
  const events: FilingKitEvent[] = []
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FilingKitProvider client={client} queryClient={queryClient} onEvent={(event) => events.push(event)}>
      {children}
    </FilingKitProvider>
  )
  return {
    sim,
    client,
    queryClient,
    requests,
    sent: (fragment, method) =>
      requests.filter((request) => request.path.includes(fragment) && (!method || request.method === method)),
    events,
    wrapper,
    failNetworkOnce: (fragment) => networkFailures.push(fragment),
    tamperOnce: (fragment, change) => tampering.push({ fragment, change }),
    holdAnswer: (fragment) => {
      let release!: () => void
      holds.push({ fragment, gate: new Promise<void>((done) => (release = done)) })
      return release
    },
  }
}

/** `renderHook` inside the harness's provider. */
export function renderWithClient<Result, Props>(
  harness: Harness,
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  return renderHook(hook, { ...options, wrapper: harness.wrapper })
}

/** `render` inside the harness's provider. */
export function renderInProvider(harness: Harness, ui: ReactElement) {
  return render(ui, { wrapper: harness.wrapper })
}

/** Records of the simulator's first partner (the one the tokens belong to). */
export function own<T extends { partnerId: string }>(harness: Harness, records: Map<string, T>): T[] {
  const partnerId = harness.sim.partners[0]!.partnerId
  return [...records.values()].filter((record) => record.partnerId === partnerId)
}

/** Records of another partner. */
export function others<T extends { partnerId: string }>(harness: Harness, records: Map<string, T>): T[] {
  const partnerId = harness.sim.partners[0]!.partnerId
  return [...records.values()].filter((record) => record.partnerId !== partnerId)
}

/** A formation order the simulator accepts: an Alabama LLC with the first package and its required options. */
export async function formationOrderInput(client: PartnerClient): Promise<CreateFormationOrderInput> {
  const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
  return orderFor(packages.packageCollection[0]!.productPackages[0]!)
}

export { taxRegistrationInput } from '../support/fixtures'

/**
 * Fake timers for a describe block (TanStack observers are notified in a microtask for every jsdom
 * test, see test/setup-dom.ts, so exact timings hold). `onTeardown` runs before timers are restored.
 * The client's parts loaded on first use (each product's routes, the validation) are loaded first:
 * loading a module takes real time that fake time cannot advance, and a page has them by its second
 * request anyway.
 */
export function useFakeQueryTimers(onTeardown?: () => void) {
  beforeAll(async () => {
    await Promise.all([
      import('../../src/api/complianceRoutes'),
      import('../../src/api/formationRoutes'),
      import('../../src/api/taxRegistrationRoutes'),
      import('../../src/api/generated/complianceClientRoutes'),
      import('../../src/api/generated/formationClientRoutes'),
      import('../../src/api/generated/taxRegistrationClientRoutes'),
      import('../../src/client/validateCall'),
      import('../../src/client/validateWithZod'),
    ])
  })
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    onTeardown?.()
    vi.useRealTimers()
  })
}
