import type { FormationOrder } from '../schemas/formationAnswers'
import type { TaxRegistrationOrder } from '../schemas/taxRegistrationAnswers'
import { makeEvent, type DeriveContext, type WatchEvent, type WatchSubject } from './WatchEvent'

// Events of one order, from the previous snapshot and the answer just read. Pure: the snapshot
// returned is stored with the events in one step, so the same answer never yields an event twice,
// and an id numbers the change within its subject (a phase entered twice gives two ids).

/** What the watcher keeps of an order between polls: plain JSON. */
export interface OrderSnapshot {
  phase: string
  status: string | null
  filedDate: string | null
  /** Changes of (phase, status) seen so far: the n-th change's events carry n in their id. */
  changes: number
  /** RFIs seen so far. */
  rfis: number
  /** Tax only: the accounts and rates already reported, by key. */
  accounts?: string[]
  rates?: string[]
}

export interface DerivedOrder {
  snapshot: OrderSnapshot
  events: WatchEvent[]
}

/** Facts' lifecycle: terminal phases are never polled again. */
export const TERMINAL_PHASES: readonly string[] = ['Complete', 'Cancelled']
const RFI_KINDS: Readonly<Record<string, 'signature' | 'data'>> = {
  'Signature Needed RFI': 'signature',
  'Data Needed RFI': 'data',
}

/**
 * How often an order is worth reading: `terminal` never; `waiting` (on hold, or an RFI the owner
 * must answer: it moves when a person acts) seldom; `active` (the service is working on it) often.
 */
export function orderActivity(
  snapshot: Pick<OrderSnapshot, 'phase' | 'status'>,
): 'active' | 'waiting' | 'terminal' {
  if (TERMINAL_PHASES.includes(snapshot.phase)) return 'terminal'
  if (snapshot.phase === 'On Hold' || (snapshot.status !== null && snapshot.status in RFI_KINDS))
    return 'waiting'
  return 'active'
}

interface PhaseRead {
  orderPhase: string
  orderStatus?: string | null | undefined
}

function phaseEvents(
  prev: OrderSnapshot | undefined,
  read: PhaseRead,
  subject: WatchSubject,
  product: 'formation' | 'tax',
  formedEntityId: string | null,
  context: DeriveContext,
): { snapshot: OrderSnapshot; events: WatchEvent[] } {
  const phase = read.orderPhase
  const status = read.orderStatus ?? null
  const orderGuid = subject.id
  const events: WatchEvent[] = []
  const snapshot: OrderSnapshot = prev
    ? { ...prev, phase, status }
    : { phase, status, filedDate: null, changes: 0, rfis: 0 }
  const changed = prev !== undefined && (prev.phase !== phase || prev.status !== status)
  if (changed) {
    snapshot.changes += 1
    events.push(
      makeEvent(
        'order.phase_changed',
        subject,
        String(snapshot.changes),
        { orderGuid, product, phase, status, previousPhase: prev.phase, previousStatus: prev.status },
        context,
      ),
    )
  }
  // An RFI waiting when the watcher first sees the order is news too: the owner must act on it.
  const rfi = status !== null ? RFI_KINDS[status] : undefined
  if (rfi && (changed || prev === undefined)) {
    snapshot.rfis += 1
    events.push(
      makeEvent(
        'order.information_needed',
        subject,
        String(snapshot.rfis),
        { orderGuid, kind: rfi, status: status! },
        context,
      ),
    )
  }
  if (changed && phase === 'Complete' && prev.phase !== 'Complete') {
    events.push(
      makeEvent('order.completed', subject, null, { orderGuid, product, status, formedEntityId }, context),
    )
  }
  if (changed && phase === 'Cancelled' && prev.phase !== 'Cancelled') {
    events.push(makeEvent('order.cancelled', subject, null, { orderGuid, product, status }, context))
  }
  return { snapshot, events }
}

/** A formation order's events (`order.*`). `orderGuid` is the one kept from create (get-order may read null). */
export function deriveFormationOrderEvents(
  prev: OrderSnapshot | undefined,
  order: FormationOrder,
  orderGuid: string,
  context: DeriveContext,
): DerivedOrder {
  const subject: WatchSubject = { kind: 'formationOrder', id: orderGuid }
  const { snapshot, events } = phaseEvents(
    prev,
    order,
    subject,
    'formation',
    order.formedEntityId ?? null,
    context,
  )
  const filedDate = order.filedDate ?? null
  if (filedDate && prev && !prev.filedDate) {
    events.push(
      makeEvent(
        'order.document_filed',
        subject,
        null,
        { orderGuid, filedDate, filingType: order.orderFilingType ?? null },
        context,
      ),
    )
  }
  // The order of the events is the order of what happened: filed before completed.
  events.sort((a, b) => EVENT_ORDER.indexOf(a.type) - EVENT_ORDER.indexOf(b.type))
  return { snapshot: { ...snapshot, filedDate }, events }
}

const EVENT_ORDER: readonly string[] = [
  'order.phase_changed',
  'order.information_needed',
  'order.document_filed',
  'tax.account_issued',
  'tax.rate_assigned',
  'order.completed',
  'order.cancelled',
]

type Json = Record<string, unknown>
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The collections' shapes are not public (facts, Tax Registration): items are read tolerantly, by
 * `state` and `accountType` where present, else by position.
 */
function keyed(collection: unknown): { key: string; item: Json }[] {
  if (!Array.isArray(collection)) return []
  return collection.filter(isJson).map((item, index) => {
    const state = text(item.state)
    const type = text(item.accountType)
    return { key: state || type ? `${state ?? ''}/${type ?? ''}` : `#${index}`, item }
  })
}

/** A tax registration order's events: `order.*`, and `tax.*` as numbers and rates appear. */
export function deriveTaxOrderEvents(
  prev: OrderSnapshot | undefined,
  order: TaxRegistrationOrder,
  orderGuid: string,
  context: DeriveContext,
): DerivedOrder {
  const subject: WatchSubject = { kind: 'taxOrder', id: orderGuid }
  const { snapshot, events } = phaseEvents(prev, order, subject, 'tax', null, context)
  const known = { accounts: new Set(prev?.accounts ?? []), rates: new Set(prev?.rates ?? []) }
  for (const { key, item } of keyed(order.accountNumbers)) {
    if (known.accounts.has(key)) continue
    known.accounts.add(key)
    // Numbers present when the watcher first sees the order are not news.
    if (!prev) continue
    const number = text(item.accountNumber)
    events.push(
      makeEvent(
        'tax.account_issued',
        subject,
        key,
        {
          orderGuid,
          state: text(item.state),
          accountType: text(item.accountType),
          accountNumberLast4: number ? number.slice(-4) : null,
        },
        context,
      ),
    )
  }
  for (const { key, item } of keyed(order.taxRates)) {
    const rate = typeof item.rate === 'number' || typeof item.rate === 'string' ? item.rate : null
    const rateKey = `${key}=${String(rate)}`
    if (known.rates.has(rateKey)) continue
    known.rates.add(rateKey)
    if (!prev) continue
    events.push(
      makeEvent(
        'tax.rate_assigned',
        subject,
        rateKey,
        { orderGuid, state: text(item.state), accountType: text(item.accountType), rate },
        context,
      ),
    )
  }
  events.sort((a, b) => EVENT_ORDER.indexOf(a.type) - EVENT_ORDER.indexOf(b.type))
  return { snapshot: { ...snapshot, accounts: [...known.accounts], rates: [...known.rates] }, events }
}
