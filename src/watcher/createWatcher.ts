import type { PartnerClient } from '../client/PartnerClient'
import type { Company } from '../schemas/complianceAnswers'
import { createMemoryStore } from '../store/createMemoryStore'
import type { FilingKitStore } from '../store/types'
import { DEFAULT_INTERVALS, type WatchIntervals } from './pollSubject'
import { processSubject, SUBJECT_TTL_MS, type ProcessContext } from './processSubject'
import { createSpender, DEFAULT_BUDGET_PER_MINUTE, WatcherStopped } from './requestBudget'
import type { WatcherLogRecord, WebhookTarget } from './sendWebhook'
import { createShardMembership } from './shardLeases'
import { phaseOf, shardOf, wakeAt, watcherKeys, type SubjectKind, type SubjectRecord } from './SubjectRecord'
import type { WatchEvent } from './WatchEvent'

/** Options of `createWatcher`. */
export interface WatcherOptions {
  /** The partner's client (server side). Make it with `retry: { attempts: 0 }`: the watcher spends one budget token per call and backs off itself. */
  client: Pick<PartnerClient, 'formation' | 'taxRegistration' | 'compliance'>
  /** Where subjects, leases and the budget live. Default: this process's memory. Many instances: `createRedisStore`. */
  store?: FilingKitStore
  /** Requests per minute to the service, across every instance sharing `store`. Default 120. */
  budgetPerMinute?: number
  /** Receives each event once (retried with back-off if it throws). */
  onEvent?: (event: WatchEvent) => void | Promise<void>
  /** Each event is POSTed, signed (Standard Webhooks), to every one of these. */
  webhooks?: readonly WebhookTarget[]
  /** One redacted record per delivery attempt and per failed read. */
  onLog?: (record: WatcherLogRecord) => void
  /** How often each kind of subject is read (see `WatchIntervals`). */
  intervals?: Partial<WatchIntervals>
  /** Days before an alert's date to send `alert.due_soon`; default 30, 7, 1. */
  dueSoonDays?: readonly number[]
  /** Days before a plan renews or ends to send `subscription.renewal_upcoming`; default 30, 7. */
  renewalNoticeDays?: readonly number[]
  /**
   * Follow every company of the partner's compliance list, read again every `everyMs` (default 1 h);
   * `scopeOf` names the owner each belongs to. Off by default: follow companies with `followCompany`.
   */
  companies?: { scopeOf?: (company: Company) => string | null; everyMs?: number }
  /**
   * Register a completed formation order's company for compliance tracking (default true). Set false
   * where another part registers it — e.g. pages showing `FormationOrderTracker`, which registers it
   * when the owner sees the order complete: the service does not enforce PCID uniqueness (BF-3), so
   * two registrants at once could make two companies.
   */
  registerFormedCompanies?: boolean
  /** A formation order completed and its company was registered for compliance (PCID = orderGuid). */
  onCompanyRegistered?: (info: {
    companyId: string
    orderGuid: string
    scope: string | null
  }) => void | Promise<void>
  /**
   * The clock reads are scheduled and events dated by, in ms. Default `Date.now`; a demo passes the
   * simulator's. Leases, locks and the budget always run on the wall clock.
   */
  now?: () => number
  /** The fetch webhooks are sent with. Default `globalThis.fetch`. */
  fetch?: typeof fetch
  webhookTimeoutMs?: number
  /** How often an instance looks for due work, in ms. Default 1000. */
  tickMs?: number
  /** Subjects handled at once by one instance. Default 4. */
  concurrency?: number
  /** Shards the subjects are split into between instances. Default 32; the same in every instance. */
  shards?: number
  /** An instance's hold on its shards; a dead instance's work is taken over after this. Default 30 s. */
  leaseMs?: number
  /**
   * How long one subject's turn may hold its lock; a dead instance's subjects are free after it.
   * Default: the lease, or the longest a turn can take (a read's 30 s and every webhook's time-out),
   * whichever is longer.
   */
  lockMs?: number
  /** Put before every store key; default `watch:`. Two deployments sharing a store use two. */
  keyPrefix?: string
  /** This instance's name in the store; default random. */
  instanceId?: string
}

export interface FollowOrderOptions {
  product: 'formation' | 'tax'
  /** The owner the order's events belong to. */
  scope?: string | null
}

export interface FollowCompanyOptions {
  scope?: string | null
  /** Report the alerts already open at the first read as `alert.opened` (a new company). */
  announce?: boolean
}

export interface Watcher {
  readonly instanceId: string
  /** Follows an order (e.g. from the proxy's `onOrderCreated`); `false` if already followed. */
  followOrder(orderGuid: string, options: FollowOrderOptions): Promise<boolean>
  /** Follows a company's alerts and plans; `false` if already followed. */
  followCompany(companyId: string, options?: FollowCompanyOptions): Promise<boolean>
  /** One round of due work now (what the timer runs every `tickMs`; a cron-driven deployment calls it). */
  tick(): Promise<void>
  /** Runs `tick` on a timer until `stop`. */
  start(): void
  /**
   * Stops: waits for the round in flight and gives the shards back. `{ abandon: true }` stops at
   * once and keeps the leases, as a crash would (for drills and tests).
   */
  stop(options?: { abandon?: boolean }): Promise<void>
}

const randomId = () => `w-${crypto.getRandomValues(new Uint32Array(2)).join('')}`

/** The watcher of `filing-kit/watcher`: polling turned into events, one process or many. */
export function createWatcher(options: WatcherOptions): Watcher {
  const now = options.now ?? Date.now
  // Leases, locks and the budget run on the wall clock (the real service's minute), whatever clock
  // `now` schedules reads by.
  const store = options.store ?? createMemoryStore()
  const keys = watcherKeys(options.keyPrefix ?? 'watch:')
  const shards = options.shards ?? 32
  const leaseMs = options.leaseMs ?? 30_000
  const tickMs = options.tickMs ?? 1000
  const instanceId = options.instanceId ?? randomId()
  const intervals: WatchIntervals = { ...DEFAULT_INTERVALS, ...options.intervals }
  const spend = createSpender(store, keys.budget, options.budgetPerMinute ?? DEFAULT_BUDGET_PER_MINUTE)
  const membership = createShardMembership(store, keys, instanceId, shards, leaseMs)
  const webhooks = options.webhooks ?? []
  // Stopping ends waits for the budget; only abandoning cuts requests in flight.
  let stopping = new AbortController()
  let controller = new AbortController()
  let consecutive = 0
  let membershipAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const log = (record: WatcherLogRecord) => {
    try {
      options.onLog?.(record)
    } catch {
      // A logger's failure is not the watcher's.
    }
  }

  async function add(
    kind: SubjectKind,
    id: string,
    scope: string | null,
    nextPollAt: number,
    announce = false,
  ) {
    const record: SubjectRecord = {
      kind,
      id,
      scope,
      nextPollAt,
      pending: [],
      ...(announce ? { announce } : {}),
    }
    const owner = keys.shardOwner(shardOf(id, shards))
    return store.claim(keys.subject(kind, id), JSON.stringify(record), SUBJECT_TTL_MS, owner)
  }

  const context: ProcessContext = {
    store,
    keys,
    shards,
    instanceId,
    lockMs:
      options.lockMs ??
      Math.max(leaseMs, 30_000 + (options.webhookTimeoutMs ?? 10_000) * (webhooks.length + 1)),
    now,
    client: options.client,
    async call(read) {
      await spend(stopping.signal)
      return read(controller.signal)
    },
    intervals,
    ...(options.dueSoonDays ? { dueSoonDays: options.dueSoonDays } : {}),
    ...(options.registerFormedCompanies === false ? { registerFormedCompanies: false } : {}),
    ...(options.renewalNoticeDays ? { renewalNoticeDays: options.renewalNoticeDays } : {}),
    onEvent: options.onEvent,
    webhooks,
    fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
    webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
    log,
    secrets: webhooks.map((webhook) => webhook.secret),
    // GEN-3: 429 and 5xx slow every instance down: 2 s, doubling, at most 5 minutes.
    async backOff() {
      consecutive += 1
      const wait = Math.min(300_000, 2000 * 2 ** (consecutive - 1))
      await store.put(keys.backoff, String(now() + wait), wait)
      return wait
    },
    recovered() {
      consecutive = 0
    },
    async follow(companyId, scope) {
      await add('company', companyId, scope, now(), true)
    },
    ...(options.onCompanyRegistered ? { onRegistered: options.onCompanyRegistered } : {}),
  }

  async function discoverCompanies(): Promise<void> {
    const everyMs = options.companies?.everyMs ?? 3_600_000
    if (!(await store.claim(keys.discovery, instanceId, everyMs))) return
    const list = await context.call((signal) => options.client.compliance.listCompanies({ signal }))
    for (const company of list) {
      const id = company.companyId ?? company.id
      if (!id) continue
      const scope = options.companies?.scopeOf?.(company) ?? null
      await add('company', id, scope, now() + phaseOf(id, intervals.companyMs))
    }
  }

  // Leases are renewed during a round too: at a tight budget a round of many due subjects lasts far
  // longer than a lease, and the shards must not lapse to another instance half-way.
  async function keepShards(checkChanges = false): Promise<void> {
    if (Date.now() < membershipAt && !(checkChanges && (await membership.changed()))) return
    membershipAt = Date.now() + leaseMs / 3
    await membership.refresh().catch((error: unknown) => {
      membershipAt = Number.NEGATIVE_INFINITY
      throw error
    })
  }

  async function round(): Promise<void> {
    // Once a round, a newcomer or a departure is looked for too: shards move on the next round,
    // not a third of a lease later.
    await keepShards(true)
    if (options.companies) {
      try {
        await discoverCompanies()
      } catch (error) {
        log({ time: new Date(now()).toISOString(), kind: 'poll', outcome: 'failed', error: String(error) })
      }
    }
    const due: SubjectRecord[] = []
    for (const shard of [...membership.held]) {
      for (const entry of await store.list(keys.shardOwner(shard), keys.subjectPrefix)) {
        const record = JSON.parse(entry.value) as SubjectRecord
        const at = wakeAt(record)
        if (at !== null && at <= now()) due.push(record)
      }
    }
    due.sort((a, b) => (wakeAt(a) ?? 0) - (wakeAt(b) ?? 0))
    let next = 0
    // The shared back-off is read once a round, and again after a failure of this instance's own.
    let backoffUntil = Number((await store.get(keys.backoff)) ?? 0)
    const failuresBefore = () => consecutive
    const worker = async () => {
      while (next < due.length && !stopped && backoffUntil <= now()) {
        const record = due[next++]!
        await keepShards()
        // A shard given up meanwhile is its new holder's to read.
        if (!membership.held.has(shardOf(record.id, shards))) continue
        const before = failuresBefore()
        await processSubject(record.kind, record.id, context)
        if (consecutive > before) backoffUntil = Number((await store.get(keys.backoff)) ?? 0)
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker))
  }

  const tick = (): Promise<void> => {
    running ??= round().finally(() => {
      running = undefined
    })
    return running
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => {
          if (!(error instanceof WatcherStopped))
            log({
              time: new Date(now()).toISOString(),
              kind: 'poll',
              outcome: 'failed',
              error: String(error),
            })
        })
        .finally(schedule)
    }, tickMs)
  }

  return {
    instanceId,
    followOrder: (orderGuid, { product, scope = null }) =>
      add(
        product === 'tax' ? 'taxOrder' : 'formationOrder',
        orderGuid,
        scope,
        now() + phaseOf(orderGuid, Math.min(intervals.activeOrderMs, 60_000)),
      ),
    followCompany: (companyId, { scope = null, announce = false } = {}) =>
      add(
        'company',
        companyId,
        scope,
        now() + (announce ? 0 : phaseOf(companyId, intervals.companyMs)),
        announce,
      ),
    tick,
    start() {
      stopped = false
      stopping = new AbortController()
      controller = new AbortController()
      if (timer === undefined) schedule()
    },
    async stop({ abandon = false } = {}) {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      stopping.abort()
      if (abandon) {
        controller.abort(new Error('The watcher was stopped'))
        return
      }
      await running?.catch(() => {})
      await membership.releaseAll()
    },
  }
}
