// The budget's classes and defaults, apart from the budget's logic: the options' types need them, and
// the logic needs the request matcher, which needs the options — one file would be an import cycle.
import type { TokenBucket } from '../store/types'

/** The classes of requests a budget counts apart. */
export type BudgetClass = 'reads' | 'writes' | 'documents'

/** Per signed-in owner and class: a token bucket, or `false` for no limit on that class. */
export type RequestBudget = { readonly [K in BudgetClass]?: TokenBucket | false }

/**
 * The default budget of one owner: generous for a person at a portal, tight for a script.
 * Reads: 300 at once, 5 a second after. Writes: 60 at once, one a second. Documents (uploads and
 * downloads): 20 at once, one every three seconds.
 */
export const DEFAULT_REQUEST_BUDGET: Readonly<Record<BudgetClass, TokenBucket>> = {
  reads: { capacity: 300, refillPerSecond: 5 },
  writes: { capacity: 60, refillPerSecond: 1 },
  documents: { capacity: 20, refillPerSecond: 1 / 3 },
}
