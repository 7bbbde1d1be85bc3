/**
 * Everything the hooks and components report through the provider's `onEvent`: one member per
 * success, each with the ids a portal needs, and `error` when a component crashed while rendering (a
 * discriminated union: `switch (event.type)` narrows the payload).
 */
export type FilingKitEvent =
  | { type: 'company.created'; companyId: string; pcid: string | null }
  | { type: 'companies.bulkCreated'; created: number; total: number }
  | { type: 'alert.submitted'; alertId: string; companyId: string | undefined }
  | { type: 'alert.writeback'; alertId: string; companyId: string; writeback: 'confirmed' | 'timed_out' }
  | { type: 'subscription.renewed'; subscriptionId: string }
  | { type: 'subscription.cancelled'; subscriptionId: string; status: string }
  | { type: 'formation.order.created'; orderGuid: string; pcid: string }
  | { type: 'formation.order.updated'; orderGuid: string }
  | { type: 'formation.order.cancelled'; orderGuid: string }
  | { type: 'formation.document.uploaded'; orderGuid: string }
  | { type: 'taxRegistration.order.created'; orderGuid: string; pcid: string }
  /**
   * A component failed to render and shows its error state instead; `component` is its `data-fk`,
   * `componentStack` React's trail of the components down to the one that failed, when React gives it.
   */
  | { type: 'error'; component: string; error: unknown; componentStack: string | undefined }

/** The `type` of every event. */
export type FilingKitEventType = FilingKitEvent['type']
