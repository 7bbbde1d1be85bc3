import { isPartnerApiError } from '../client/PartnerApiError'
import type { FilingKitStore } from '../store/types'
import { deliverPending, deliveriesOf, type DeliveryContext } from './deliverPending'
import { pollSubject, type PollContext } from './pollSubject'
import { WatcherStopped } from './requestBudget'
import { describeFailure } from './sendWebhook'
import { registerCompanyOnce } from '../formedCompany/registerFormedCompany'
import type { CallOptions } from '../client/index'
import type { CompanyInput } from '../schemas/compliance'
import { shardOf, wakeAt, type SubjectRecord, type WatcherKeys } from './SubjectRecord'

/** Stored subjects outlive any pause in watching; each write renews this. */
export const SUBJECT_TTL_MS = 400 * 86_400_000

export interface ProcessContext extends Omit<PollContext, 'now'>, Omit<DeliveryContext, 'now'> {
  store: FilingKitStore
  keys: WatcherKeys
  shards: number
  instanceId: string
  lockMs: number
  now(): number
  /** Called when a read failed in a way that asks everyone to slow down (429, 5xx, no answer). */
  backOff(): Promise<number>
  /** Called after a read succeeded. */
  recovered(): void
  /** A formed company to follow from now on. */
  follow(companyId: string, scope: string | null): Promise<void>
  onRegistered?: (info: {
    companyId: string
    orderGuid: string
    scope: string | null
  }) => void | Promise<void>
}

const SLOW_DOWN = ['rate_limited', 'server', 'network', 'timeout'] as const

/**
 * One subject's turn, under its lock (so two instances never read it at once, even while a shard
 * changes hands): re-read the record, read the service if it is due, store what the read found
 * (snapshot and events) before sending any of it, deliver what is owed, store the record — or remove
 * it once it will never change and owes nothing.
 */
export async function processSubject(
  kind: SubjectRecord['kind'],
  id: string,
  context: ProcessContext,
): Promise<void> {
  const { store, keys } = context
  const lock = keys.lock(kind, id)
  if (!(await store.claim(lock, context.instanceId, context.lockMs))) return
  try {
    const key = keys.subject(kind, id)
    const stored = await store.get(key)
    if (stored === undefined) return
    let record = JSON.parse(stored) as SubjectRecord
    const now = context.now()
    const due = wakeAt(record)
    if (due === null || due > now) return
    const owner = keys.shardOwner(shardOf(id, context.shards))
    // What the store holds now: the record is removed below only if it is still this.
    let written = stored
    const save = async (value: SubjectRecord) => {
      const json = JSON.stringify(value)
      await store.put(key, json, SUBJECT_TTL_MS, owner)
      written = json
    }

    let owed = 0
    if (record.nextPollAt !== null && record.nextPollAt <= now) {
      try {
        const polled = await pollSubject(record, { ...context, now })
        context.recovered()
        record = polled.record
        const fresh = polled.events.flatMap((event) => deliveriesOf(event, { ...context, now }))
        owed = fresh.length
        record.pending = [...record.pending, ...fresh]
      } catch (error) {
        // Stopping while waiting for the budget: the record stays exactly as it was.
        if (error instanceof WatcherStopped) throw error
        const slowDown = SLOW_DOWN.some((kindOfError) => isPartnerApiError(error, kindOfError))
        const wait = slowDown ? await context.backOff() : 0
        const failures = (record.failures ?? 0) + 1
        const interval = kind === 'company' ? context.intervals.companyMs : context.intervals.waitingOrderMs
        record = { ...record, failures, nextPollAt: now + (slowDown ? wait : interval) }
        context.log({
          time: new Date(now).toISOString(),
          kind: 'poll',
          outcome: 'failed',
          error: `reading ${kind} ${id}: ${describeFailure(error, context.secrets)}`,
        })
      }
    }
    // Written ahead of the first send: an instance that dies after sending leaves the very events it
    // sent, owed, for the next holder to send again (same id, same message). Were they left to be
    // derived again, a later read — the service moved on meanwhile — would give the same change
    // number another content under the same id, which receivers drop as a resend: a change lost.
    if (owed > 0) await save(record)
    record.pending = await deliverPending(record, { ...context, now: context.now() })
    if (record.registration && record.registration.nextAt <= context.now()) {
      record = await registerFormed(record, save, context)
    }

    if (record.nextPollAt === null && record.pending.length === 0 && !record.registration) {
      await store.release(key, written)
      // Written in between (it cannot be: we hold the lock), the record would stay; nothing is lost.
      return
    }
    await save(record)
  } finally {
    await store.release(lock, context.instanceId)
  }
}

/**
 * Registers a completed order's company for compliance tracking, once, by the core's rule
 * (`registerFormedCompany`: the company carrying the order's id as PCID if there is one, else a new
 * one), each call spending the budget. The record keeps the registration until it is done, so a
 * crash before or after the create is followed by another try that finds the company by its PCID.
 * (The service does not enforce PCID uniqueness: with `registerFormedCompanies: false` a portal
 * whose tracker registers leaves it to that one registrant.)
 */
async function registerFormed(
  record: SubjectRecord,
  save: (record: SubjectRecord) => Promise<void>,
  context: ProcessContext,
): Promise<SubjectRecord> {
  const registration = record.registration!
  const budgeted = {
    compliance: {
      listCompanies: (options: CallOptions = {}) =>
        context.call((signal) => context.client.compliance.listCompanies({ ...options, signal })),
      createCompany: (input: CompanyInput, options: CallOptions = {}) =>
        context.call((signal) => context.client.compliance.createCompany(input, { ...options, signal })),
    },
  }
  try {
    // Stored first, with this turn's events and deliveries: a crash during the registration
    // repeats neither (the next try finds the company by its PCID if it was made).
    await save(record)
    const { companyId } = await registerCompanyOnce(budgeted, registration.input)
    const { registration: _done, ...rest } = record
    // Followed before the record says "done": a crash in between repeats the follow (a no-op),
    // never skips it.
    await context.follow(companyId, record.scope)
    await context.onRegistered?.({ companyId, orderGuid: record.id, scope: record.scope })
    const registered: SubjectRecord = { ...rest, formedCompanyId: companyId }
    await save(registered)
    return registered
  } catch (error) {
    if (error instanceof WatcherStopped) throw error
    const now = context.now()
    context.log({
      time: new Date(now).toISOString(),
      kind: 'poll',
      outcome: 'failed',
      error: `registering the formed company of ${record.id}: ${describeFailure(error, context.secrets)}`,
    })
    return { ...record, registration: { ...registration, nextAt: now + context.intervals.waitingOrderMs } }
  }
}
