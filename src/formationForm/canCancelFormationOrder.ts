// Which formation orders can still be cancelled. The facts' lifecycle: the filing service works on an
// order itself through Order Received, Reviewing Information and Processing (an RFI or a client's hold,
// On Hold, pauses it there); at Submitted to Agency the filing is in the state's hands, and from Filing
// Approved on the state has formed the entity and issued its number and certificate. A cancellation
// cannot call back what the state has received or filed: closing a formed company is a separate filing
// (a dissolution). A filed date or an entity number means the state has acted, whatever the phase says.

/** Phases in which the filing service still holds the filing, so a cancellation can stop it. */
export const CANCELLABLE_ORDER_PHASES: readonly string[] = [
  'Order Received',
  'Reviewing Information',
  'Processing',
  'On Hold',
]

/**
 * Whether cancelling `order` can still stop its filing: its phase is one the service still holds it
 * in, and the state has neither filed it (`filedDate`) nor issued its entity number (`formedEntityId`).
 */
export function canCancelFormationOrder(order: {
  orderPhase: string
  filedDate?: string | null | undefined
  formedEntityId?: string | null | undefined
}): boolean {
  return CANCELLABLE_ORDER_PHASES.includes(order.orderPhase) && !order.filedDate && !order.formedEntityId
}
