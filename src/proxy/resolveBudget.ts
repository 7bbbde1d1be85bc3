// The `budget` option checked once, apart from spending it (requestBudget.ts): spending needs the
// resolved options, and resolving the options needs this — together they were an import cycle.
import type { TokenBucket } from '../store/types'
import { DEFAULT_REQUEST_BUDGET, type BudgetClass, type RequestBudget } from './defaultRequestBudget'

/** The budget once checked: each class's bucket, or `undefined` for none. */
export type ResolvedBudget = Readonly<Record<BudgetClass, TokenBucket | undefined>> | undefined

const fail = (message: string): never => {
  throw new TypeError(`createPartnerProxy: ${message}`)
}

function bucketOf(value: TokenBucket | false | undefined, name: BudgetClass): TokenBucket | undefined {
  if (value === false) return undefined
  if (value === undefined) return DEFAULT_REQUEST_BUDGET[name]
  const ok = value.capacity >= 1 && value.refillPerSecond > 0 && Number.isFinite(value.capacity)
  return ok ? value : fail(`budget.${name} needs a capacity of at least 1 and a positive refillPerSecond`)
}

/** The `budget` option checked when the proxy is made: each class's bucket (the default where unset). */
export function resolveBudget(option: false | RequestBudget | undefined): ResolvedBudget {
  if (option === false) return undefined
  return {
    reads: bucketOf(option?.reads, 'reads'),
    writes: bucketOf(option?.writes, 'writes'),
    documents: bucketOf(option?.documents, 'documents'),
  }
}
