import type { LifecycleStep, OrderTimeline } from './types'

// The order lifecycle of partner-api-facts.md as scripts of steps. An order walks its script one step
// per phase duration; `hold` steps wait (an RFI until update-order answers it, a client hold forever).
// Everything is computed lazily from the simulator's clock on each request: no timers.

const step = (phase: string, status: string, hold?: LifecycleStep['hold']): LifecycleStep =>
  hold ? { phase, status, hold } : { phase, status }

const RECEIVED = step('Order Received', 'Third Party Received')
const EDITING = step('Reviewing Information', 'Ready for Editing')
const RETURNED = step('Reviewing Information', 'Returned to Editing')
const PROCESSING = step('Processing', 'Ready for Processing')
const AGENCY = step('Submitted to Agency', 'State - Awaiting Approval')
const AWAITING_DOCS = step('Filing Approved', 'Awaiting Docs')
const PREPARE = step('Filing Approved', 'Prepare for Completion')
const COMPLETE = step('Complete', 'Complete Info Received')

/** Named scripts; every (phase, status) pair of the facts' table occurs in one of them. */
export const LIFECYCLES = {
  standard: [RECEIVED, EDITING, PROCESSING, AGENCY, AWAITING_DOCS, PREPARE, COMPLETE],
  signatureRfi: [
    RECEIVED,
    EDITING,
    PROCESSING,
    step('Processing', 'Signature Needed RFI', 'rfi'),
    AGENCY,
    AWAITING_DOCS,
    PREPARE,
    COMPLETE,
  ],
  dataRfi: [
    RECEIVED,
    EDITING,
    step('On Hold', 'Data Needed RFI', 'rfi'),
    RETURNED,
    PROCESSING,
    AGENCY,
    AWAITING_DOCS,
    COMPLETE,
  ],
  rejected: [
    RECEIVED,
    EDITING,
    PROCESSING,
    step('Processing', 'Filing Rejected'),
    RETURNED,
    PROCESSING,
    AGENCY,
    AWAITING_DOCS,
    COMPLETE,
  ],
  clientHold: [
    RECEIVED,
    EDITING,
    step('On Hold', 'Requested by Client', 'client'),
    PROCESSING,
    AGENCY,
    AWAITING_DOCS,
    COMPLETE,
  ],
  missingInformation: [
    RECEIVED,
    EDITING,
    PROCESSING,
    AGENCY,
    AWAITING_DOCS,
    step('Complete', 'Missing Information'),
  ],
  unresponsive: [RECEIVED, EDITING, step('Cancelled', 'Client Unresponsive')],
} as const satisfies Record<string, readonly LifecycleStep[]>
export type LifecycleName = keyof typeof LIFECYCLES

export const CANCELLED_BY_PARTNER = step('Cancelled', 'Requested by API Partner')

const TERMINAL_PHASES = new Set(['Complete', 'Cancelled'])

export function currentStep(timeline: OrderTimeline): LifecycleStep {
  const current = timeline.steps[timeline.index]
  if (!current) throw new RangeError('Order timeline out of range')
  return current
}

export function isTerminal(timeline: OrderTimeline): boolean {
  return TERMINAL_PHASES.has(currentStep(timeline).phase)
}

/**
 * Moves a timeline forward to `now`: one step per `durationMs`, stopping at holds and terminal
 * phases. `onEnter` sees each step entered and the simulated time it was entered.
 */
export function settleTimeline(
  timeline: OrderTimeline,
  now: number,
  durationMs: number,
  onEnter?: (entered: LifecycleStep, at: number) => void,
): void {
  for (;;) {
    const current = currentStep(timeline)
    if (current.hold || isTerminal(timeline) || timeline.index >= timeline.steps.length - 1) return
    const due = timeline.since + durationMs
    if (now < due) return
    timeline.index += 1
    timeline.since = due
    onEnter?.(currentStep(timeline), due)
  }
}

/** Answers a hold (an RFI, or the client's own hold): the order moves on from `now`. */
export function releaseHold(timeline: OrderTimeline, now: number): boolean {
  if (!currentStep(timeline).hold) return false
  timeline.index += 1
  timeline.since = now
  return true
}

/** Cancels an order at once (irreversible). */
export function cancelTimeline(timeline: OrderTimeline, now: number): void {
  timeline.steps = [...timeline.steps.slice(0, timeline.index + 1), CANCELLED_BY_PARTNER]
  timeline.index += 1
  timeline.since = now
}

/** A timeline at the first step whose status is `status` in a script. */
export function timelineAt(name: LifecycleName, status: string, since: number): OrderTimeline {
  const steps = [...LIFECYCLES[name]]
  const index = steps.findIndex((candidate) => candidate.status === status)
  if (index < 0) throw new RangeError(`${status} is not in the ${name} lifecycle`)
  return { steps, index, since }
}
