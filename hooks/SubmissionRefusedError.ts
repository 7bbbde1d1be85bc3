/** Why a create hook refused to send. */
export type SubmissionRefusalReason = 'in_flight' | 'outcome_unknown' | 'already_created'

const MESSAGES: Record<SubmissionRefusalReason, (pcid: string) => string> = {
  in_flight: () => 'A create is already in flight; wait for its answer.',
  outcome_unknown: (pcid) =>
    `The last create (pcid ${pcid}) may have succeeded: check before calling reset() and sending again.`,
  already_created: (pcid) => `The last create (pcid ${pcid}) succeeded; call reset() to start another order.`,
}

/**
 * Thrown by a create hook's `mutateAsync` when it refuses to send (BF-3): another create is in flight
 * (`in_flight`), the last attempt's outcome is unknown (`outcome_unknown`) and has not been
 * reconciled with `reset()`, or an order was created after the form that sent it unmounted
 * (`already_created`: the hook shows it; `reset()` to start another). Nothing was sent.
 */
export class SubmissionRefusedError extends Error {
  override readonly name = 'SubmissionRefusedError'
  readonly reason: SubmissionRefusalReason
  /** The pcid of the attempt standing in the way, when this hook made it. */
  readonly pcid: string | undefined

  constructor(reason: SubmissionRefusalReason, pcid: string | undefined) {
    super(MESSAGES[reason](pcid ?? 'unknown'))
    this.reason = reason
    this.pcid = pcid
  }
}
