/**
 * Thrown by a create hook's `mutateAsync` when it refuses to send (BF-3): another create is in flight
 * (`in_flight`), or the last attempt's outcome is unknown (`outcome_unknown`) and has not been
 * reconciled with `reset()`. Nothing was sent.
 */
export class SubmissionRefusedError extends Error {
  override readonly name = 'SubmissionRefusedError'
  readonly reason: 'in_flight' | 'outcome_unknown'
  /** The pcid of the attempt standing in the way, when this hook made it. */
  readonly pcid: string | undefined

  constructor(reason: 'in_flight' | 'outcome_unknown', pcid: string | undefined) {
    super(
      reason === 'in_flight'
        ? 'A create is already in flight; wait for its answer.'
        : `The last create (pcid ${pcid ?? 'unknown'}) may have succeeded: check before calling reset() and sending again.`,
    )
    this.reason = reason
    this.pcid = pcid
  }
}
