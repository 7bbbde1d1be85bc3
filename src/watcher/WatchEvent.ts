// The events a watcher derives from polling (issue 33). The service sends none (spec section 6,
// GEN-5): each one is the watcher's reading of a change between two answers, or of a date coming
// near. Every event is plain JSON, so it can be stored, queued and sent as a webhook body as it is.

/** Every event type, in the order the README's table lists them. */
export const WATCH_EVENT_TYPES = [
  'order.phase_changed',
  'order.information_needed',
  'order.document_filed',
  'order.completed',
  'order.cancelled',
  'tax.account_issued',
  'tax.rate_assigned',
  'alert.opened',
  'alert.due_soon',
  'alert.overdue',
  'alert.filed',
  'subscription.renewal_upcoming',
  'subscription.ended',
] as const
export type WatchEventType = (typeof WATCH_EVENT_TYPES)[number]

/** What an event is about: an order (formation or tax) or a company of the compliance list. */
export interface WatchSubject {
  readonly kind: 'formationOrder' | 'taxOrder' | 'company'
  readonly id: string
}

/** The data each event type carries. Ids are the service's; dates are `YYYY-MM-DD`. */
export interface WatchEventData {
  'order.phase_changed': {
    orderGuid: string
    product: 'formation' | 'tax'
    phase: string
    status: string | null
    previousPhase: string
    previousStatus: string | null
  }
  /** An RFI opened (facts: `Signature Needed RFI`, `Data Needed RFI`): the owner must answer. */
  'order.information_needed': {
    orderGuid: string
    kind: 'signature' | 'data'
    status: string
  }
  /** The state filing was made: `filedDate` appeared on the order. */
  'order.document_filed': { orderGuid: string; filedDate: string; filingType: string | null }
  'order.completed': {
    orderGuid: string
    product: 'formation' | 'tax'
    status: string | null
    formedEntityId: string | null
  }
  'order.cancelled': { orderGuid: string; product: 'formation' | 'tax'; status: string | null }
  /** A state account number was issued; only its last four characters travel. */
  'tax.account_issued': {
    orderGuid: string
    state: string | null
    accountType: string | null
    accountNumberLast4: string | null
  }
  'tax.rate_assigned': {
    orderGuid: string
    state: string | null
    accountType: string | null
    rate: number | string | null
  }
  'alert.opened': AlertEventData
  /** The key date is `daysBefore` days away or closer (one event per threshold). */
  'alert.due_soon': AlertEventData & { daysBefore: number; daysLeft: number }
  'alert.overdue': AlertEventData
  /** The alert left the open list and reads as closed: its forms were filed. */
  'alert.filed': AlertEventData
  'subscription.renewal_upcoming': SubscriptionEventData & {
    /** The auto-renew date (`Auto Renewal`) or the term's end (`Manual`). */
    renewsOn: string
    daysBefore: number
    daysLeft: number
  }
  'subscription.ended': SubscriptionEventData & { reason: 'cancelled' | 'term_ended' }
}

export interface AlertEventData {
  alertId: string
  companyId: string
  alertType: string | null
  /**
   * The alert's key date (design.md, "Dates"): the statutory due date (`dateKind: 'due'`) when the
   * watcher could read it, else the service's target date (`dateKind: 'fileBy'`).
   */
  date: string | null
  dateKind: 'due' | 'fileBy'
}

export interface SubscriptionEventData {
  subscriptionId: string
  companyId: string
  serviceCategory: string | null
  renewalType: string | null
  endDate: string | null
}

/** One event. `id` is stable per (subject, change): a receiver dedupes by it. */
export type WatchEvent<T extends WatchEventType = WatchEventType> = {
  [K in T]: {
    readonly id: string
    readonly type: K
    /** ISO time the watcher saw the change (by its clock), not when the service made it. */
    readonly observedAt: string
    /** The user scope the subject belongs to (from the receipts or the partner's mapping); `null` if none. */
    readonly scope: string | null
    readonly subject: WatchSubject
    readonly data: WatchEventData[K]
  }
}[T]

/** What every deriving function needs besides the answers. */
export interface DeriveContext {
  /** The watcher's now, in ms. */
  readonly now: number
  readonly scope: string | null
}

/** Builds an event with its id: `type:subjectId[:change]`. */
export function makeEvent<K extends WatchEventType>(
  type: K,
  subject: WatchSubject,
  change: string | null,
  data: WatchEventData[K],
  context: DeriveContext,
): WatchEvent<K> {
  // Percent-encoded, so an id is a plain token wherever it travels (a header, a key, a URL).
  const id = [type, subject.id, ...(change === null ? [] : [change])].map(encodeURIComponent).join(':')
  return {
    id,
    type,
    observedAt: new Date(context.now).toISOString(),
    scope: context.scope,
    subject,
    data,
  } as WatchEvent<K>
}
