import { createRouteMatcher, resolveRoutes, type OperationName, type Product } from '../api'
import { authenticate, checkEntitlement, createTokens } from './auth'
import type { SimContext, SimulatorConfig } from './context'
import { createFaults, failureAnswer } from './faults'
import { HANDLERS } from './handlers'
import { hasMalformedEscape } from './hasMalformedEscape'
import { checkPartnerPath } from './handlers/complianceAccess'
import { applyClockEffects, type ClockProgress } from './clockEffects'
import { settleTimeline } from './orderLifecycle'
import { createRandom } from './random'
import { json, serverError, toResponse, type SimResponse } from './respond'
import { isoDate } from './seed/calendar'
import { createSeedState } from './seed/createSeedState'
import type {
  PartnerSimulatorOptions,
  SimulatorPartner,
  SimulatorQuirks,
  SimulatorState,
  SimulatorTokens,
} from './types'
import { createViaProxy, toRequest, type FetchLike, type ViaProxyOptions } from './viaProxy'
import { applyDueWritebacks } from './writeback'

/** The simulated Partner API. */
export interface PartnerSimulator {
  /** The whole service as a Fetch handler; takes a `Request` or fetch's `(input, init)`; any origin. */
  readonly fetch: FetchLike
  /** Tokens it recognises (AUTH-2 to AUTH-5). */
  readonly tokens: SimulatorTokens
  /** Seeded accounts; the first is the tokens' own. */
  readonly partners: readonly SimulatorPartner[]
  /** Moves simulated time forward: orders advance, writebacks land. Returns the simulated now. */
  advance(ms: number): number
  /** The simulated now, in ms. */
  now(): number
  /** Back to the seeded state: data, clock offset, queued failures and quirks as first created. */
  reset(): void
  /** The live state, settled to the simulated now: for tests to inspect. */
  readonly state: SimulatorState
  /** The next request to `operation` answers `status`, in the service's body shape for it. */
  failNext(operation: OperationName, status: number): void
  /** Switches quirks at run time. */
  setQuirks(quirks: Partial<SimulatorQuirks>): void
  /** The quirks in force. */
  readonly quirks: Readonly<SimulatorQuirks>
  /** A fetch that plays the partner's proxy: strips `basePath`, adds the bearer token. */
  viaProxy(options?: ViaProxyOptions): FetchLike
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A stateful, deterministic fake of the Partner API (all three products), dispatching by the route
 * table. Time-driven state (order phases, writebacks) is computed lazily from its clock on each
 * request, so real time, `advance()` and fake timers all work.
 */
export function createPartnerSimulator(options: PartnerSimulatorOptions = {}): PartnerSimulator {
  const seed = options.seed ?? 1
  const environment = options.environment ?? 'production'
  const config: SimulatorConfig = {
    seed,
    writebackDelayMs: options.writebackDelayMs ?? 3000,
    phaseDurationMs: options.phaseDurationMs ?? 3_600_000,
    bulkLatencyPerRecordMs: options.bulkLatencyPerRecordMs ?? 0,
    formationRfiRate: options.formationRfiRate ?? 0.25,
  }
  const clockConfig = {
    seed,
    newAlertCycleMs: options.newAlertCycleMs ?? 30 * 86_400_000,
    newAlertRate: options.newAlertRate ?? 0.1,
  }
  const tokens = createTokens(seed)
  const matchRoute = createRouteMatcher(resolveRoutes(options.routes))
  let offset = 0
  const now = () => (options.now?.() ?? Date.now()) + offset

  const fresh = () => {
    const startedAt = now()
    const { state, nextId } = createSeedState(seed, startedAt)
    return {
      state,
      nextId,
      clock: { startedAt, cyclesOpened: 0 } as ClockProgress,
      // Settling walks every record; requests at one instant (a burst of polls) settle once.
      settledAt: Number.NaN,
      random: createRandom(seed).fork('runtime'),
      faults: createFaults(seed, options.faults, options.latencyMs ?? 0),
      quirks: { ...options.quirks } as SimulatorQuirks,
    }
  }
  let world = fresh()

  const FILED_PHASES = new Set(['Submitted to Agency', 'Filing Approved', 'Complete'])

  function settle(at: number): void {
    if (at === world.settledAt) return
    world.settledAt = at
    applyDueWritebacks(world.state, at)
    applyClockEffects(world.state, world.clock, at, clockConfig, world.nextId)
    for (const order of world.state.formationOrders.values()) {
      settleTimeline(order.timeline, at, config.phaseDurationMs, (step, enteredAt) => {
        if (step.phase === 'Submitted to Agency' && !order.filedDate) order.filedDate = isoDate(enteredAt)
      })
      // An answered RFI moves the order on outside the walk above (releaseHold): it is filed all the same.
      const { phase } = order.timeline.steps[order.timeline.index] ?? {}
      if (!order.filedDate && phase && FILED_PHASES.has(phase))
        order.filedDate = isoDate(order.timeline.since)
    }
    for (const order of world.state.taxOrders.values())
      settleTimeline(order.timeline, at, config.phaseDurationMs)
  }

  async function answer(request: Request): Promise<{ answer: SimResponse; product?: Product }> {
    const at = now()
    settle(at)
    // AUTH-2: no valid token, no processing at all.
    const auth = authenticate(request, tokens, environment)
    if (!auth.ok) return { answer: auth.answer }
    const url = new URL(request.url)
    if (hasMalformedEscape(url)) {
      return {
        answer: json(400, {
          statusCode: 400,
          message: 'Bad Request',
          errorMessage: ['The request target holds a malformed percent-encoding'],
        }),
      }
    }
    const matched = matchRoute(request.method, url.pathname)
    if (matched.kind === 'no-route') {
      return {
        answer: json(404, {
          statusCode: 404,
          message: 'Not Found',
          errorMessage: [`No route for ${request.method} ${url.pathname}`],
        }),
      }
    }
    if (matched.kind === 'method-not-allowed') {
      return {
        answer: json(405, {
          statusCode: 405,
          message: 'Method Not Allowed',
          errorMessage: [`Allowed: ${matched.allow.join(', ')}`],
        }),
      }
    }
    const { operation, route, params } = matched.match
    const product = route.product
    const denied = checkEntitlement(auth.products, product)
    if (denied) return { answer: denied }
    const partner = world.state.partners[0] as SimulatorPartner
    const context: SimContext = {
      request,
      url,
      params,
      operation,
      partner,
      state: world.state,
      now: at,
      nextId: world.nextId,
      random: world.random,
      config,
      quirks: world.quirks,
    }
    if (route.partnerScoped) {
      const refused = checkPartnerPath(context)
      if (refused) return { answer: refused, product }
    }
    const failure = world.faults.take(operation)
    if (failure !== undefined) return { answer: failureAnswer(failure, product), product }
    try {
      return { answer: await HANDLERS[operation](context), product }
    } catch (error) {
      console.error('[simulator] handler failed', operation, error)
      return { answer: serverError(), product }
    }
  }

  const fetch: FetchLike = async (input, init) => {
    const request = toRequest(input, init)
    const { answer: result, product } = await answer(request)
    const latency = world.faults.latencyMs() + (result.kind === 'json' ? (result.latencyMs ?? 0) : 0)
    if (latency > 0) await sleep(latency)
    return toResponse(result, product, world.quirks)
  }

  return {
    fetch,
    tokens,
    get partners() {
      return world.state.partners
    },
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('advance(ms) takes a non-negative number')
      offset += ms
      return now()
    },
    now,
    reset() {
      offset = 0
      world = fresh()
    },
    get state() {
      settle(now())
      return world.state
    },
    failNext: (operation, status) => world.faults.failNext(operation, status),
    setQuirks(quirks) {
      Object.assign(world.quirks, quirks)
    },
    get quirks() {
      return { ...world.quirks }
    },
    viaProxy: ({ basePath = '/api/partner', token = tokens.production, partnerId, apiUserPid } = {}) => {
      const own = world.state.partners[0]!
      const partner = {
        ...own,
        partnerId: partnerId ?? own.partnerId,
        apiUserPid:
          apiUserPid ??
          (partnerId === undefined
            ? own.apiUserPid
            : (world.state.partners.find((p) => p.partnerId === partnerId)?.apiUserPid ?? own.apiUserPid)),
      }
      return createViaProxy(fetch, {
        basePath,
        token,
        partner,
        ...(options.routes ? { routes: options.routes } : {}),
      })
    },
  }
}
