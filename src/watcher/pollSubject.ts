import { isPartnerApiError } from '../client/PartnerApiError'
import type { PartnerClient } from '../client/PartnerClient'
import type { AlertDetail } from '../schemas/complianceAnswers'
import { alertsToRead, deriveCompanyEvents, type CompanySnapshot } from './deriveCompanyEvents'
import {
  deriveFormationOrderEvents,
  deriveTaxOrderEvents,
  orderActivity,
  type OrderSnapshot,
} from './deriveOrderEvents'
import { formedCompanyInput } from '../formedCompany/formedCompanyInput'
import { nextSlot, type SubjectRecord } from './SubjectRecord'
import type { WatchEvent } from './WatchEvent'

/** How often each kind of subject is read, in ms. */
export interface WatchIntervals {
  /** An order the service is working on. Default 5 minutes. */
  activeOrderMs: number
  /** An order waiting for a person (an RFI, a hold). Default 30 minutes. */
  waitingOrderMs: number
  /** A company's alerts and plans (their dates move by days). Default 6 hours. */
  companyMs: number
}

export const DEFAULT_INTERVALS: WatchIntervals = {
  activeOrderMs: 5 * 60_000,
  waitingOrderMs: 30 * 60_000,
  companyMs: 6 * 3_600_000,
}

export interface PollContext {
  /** The partner's client; every call goes through `call`, which spends the budget first. */
  client: Pick<PartnerClient, 'formation' | 'taxRegistration' | 'compliance'>
  call<T>(read: (signal: AbortSignal) => Promise<T>): Promise<T>
  now: number
  intervals: WatchIntervals
  dueSoonDays?: readonly number[]
  renewalNoticeDays?: readonly number[]
  /** Register a completed formation order's company (false: another part of the portal does). */
  registerFormedCompanies?: boolean
}

export interface PollResult {
  record: SubjectRecord
  events: WatchEvent[]
}

/**
 * Reads one subject once and derives its events. Throws when the main read fails (the caller backs
 * off and leaves the record as it was); the record returned is the next one to store.
 */
export async function pollSubject(record: SubjectRecord, context: PollContext): Promise<PollResult> {
  const derive = { now: context.now, scope: record.scope }
  const next: SubjectRecord = { ...record, failures: 0 }
  if (record.kind === 'company') {
    const prev = record.snapshot as CompanySnapshot | undefined
    const alerts = await context.call((signal) =>
      context.client.compliance.listAlerts({ companyId: record.id }, { signal }),
    )
    const plans = await context.call((signal) =>
      context.client.compliance.listSubscriptions({ companyId: record.id }, { signal }),
    )
    const details: Record<string, AlertDetail | null> = {}
    for (const alertId of alertsToRead(prev, alerts)) {
      try {
        details[alertId] = await context.call((signal) =>
          context.client.compliance.getAlert(alertId, { signal }),
        )
      } catch (error) {
        // CMP-7: an alert the service no longer knows answers 400; anything else is tried next time.
        if (isPartnerApiError(error, 'validation') || isPartnerApiError(error, 'not_found'))
          details[alertId] = null
      }
    }
    const derived = deriveCompanyEvents(
      prev,
      { alerts, subscriptions: plans.subscriptions, details },
      {
        ...derive,
        companyId: record.id,
        announceExisting: record.announce === true,
        ...(context.dueSoonDays ? { dueSoonDays: context.dueSoonDays } : {}),
        ...(context.renewalNoticeDays ? { renewalNoticeDays: context.renewalNoticeDays } : {}),
      },
    )
    next.snapshot = derived.snapshot
    delete next.announce
    next.nextPollAt = nextSlot(record.id, context.now, context.intervals.companyMs)
    return { record: next, events: derived.events }
  }

  const prev = record.snapshot as OrderSnapshot | undefined
  let events: WatchEvent[]
  let snapshot: OrderSnapshot
  if (record.kind === 'taxOrder') {
    const order = await context.call((signal) =>
      context.client.taxRegistration.getOrder(record.id, { signal }),
    )
    ;({ snapshot, events } = deriveTaxOrderEvents(prev, order, record.id, derive))
  } else {
    const order = await context.call((signal) => context.client.formation.getOrder(record.id, { signal }))
    ;({ snapshot, events } = deriveFormationOrderEvents(prev, order, record.id, derive))
    // A formed company is tracked for compliance from now on, registered once (PCID = orderGuid),
    // after this read's events are stored (see processSubject).
    const registers = context.registerFormedCompanies !== false
    if (
      registers &&
      snapshot.phase === 'Complete' &&
      record.formedCompanyId === undefined &&
      !record.registration
    ) {
      const input = formedCompanyInput(order, record.id)
      if (input) next.registration = { input: { ...input, PCID: record.id }, nextAt: context.now }
      else next.formedCompanyId = ''
    }
  }
  next.snapshot = snapshot
  const activity = orderActivity(snapshot)
  next.nextPollAt =
    activity === 'terminal'
      ? null
      : nextSlot(
          record.id,
          context.now,
          activity === 'active' ? context.intervals.activeOrderMs : context.intervals.waitingOrderMs,
        )
  return { record: next, events }
}
