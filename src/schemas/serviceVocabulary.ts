// The service's fixed lists, apart from the schemas built on them: a screen that only needs a list
// (the phases a tracker shows, the titles a select offers) then does not pull zod and every schema
// of a product into its page (issue 13's size budgets).

export const ENTITY_TYPES = [
  'LLC',
  'C-Corp',
  'S-Corp',
  'Non-Profit Corporation',
  'Professional Corporation',
] as const

/** Order phases, in lifecycle order (partner-api-facts.md). */
export const ORDER_PHASES = [
  'Order Received',
  'Reviewing Information',
  'Processing',
  'Submitted to Agency',
  'Filing Approved',
  'Complete',
  'On Hold',
  'Cancelled',
] as const
export type OrderPhase = (typeof ORDER_PHASES)[number]
/** Phases after which an order never changes again: polling stops there (GEN-5). */
export const TERMINAL_ORDER_PHASES: readonly string[] = ['Complete', 'Cancelled']
/** Statuses that ask the customer to answer a request for information (BF-7). */
export const RFI_STATUSES: readonly string[] = ['Signature Needed RFI', 'Data Needed RFI']

export const RENEWAL_TYPES = ['Auto Renewal', 'Manual'] as const

/** Titles the service accepts per entity type (TAX-5); types not listed accept any title. */
export const TITLES_BY_ENTITY_TYPE: Readonly<Record<string, readonly string[]>> = {
  LLC: ['Member', 'Manager'],
  'C-Corp': ['Director', 'President', 'Secretary', 'Treasurer', 'Vice President', 'CEO'],
  'S-Corp': ['Director', 'President', 'Secretary', 'Treasurer', 'Vice President', 'CEO'],
}
