import type { MatchedRequest } from './matchRequest'
import { deny, type Denial } from './denial'
import type { ResolvedOptions } from './resolveOptions'
import type { TokenBucket } from '../store/types'
import type { PartnerProxyOptions } from './types'

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

export function resolveBudget(option: PartnerProxyOptions['budget']): ResolvedBudget {
  if (option === false) return undefined
  return {
    reads: bucketOf(option?.reads, 'reads'),
    writes: bucketOf(option?.writes, 'writes'),
    documents: bucketOf(option?.documents, 'documents'),
  }
}

function classOf(matched: MatchedRequest): BudgetClass {
  if (matched.route.envelope === 'binary' || matched.operation === 'formation.uploadDocument')
    return 'documents'
  return matched.route.idempotent ? 'reads' : 'writes'
}

/**
 * One owner cannot spend everyone's token: every owner's requests draw on their own buckets in the
 * store (so the budget holds across proxy instances), before the body is read. Over budget: 429 with
 * `Retry-After`, the service untouched. Requests without an owner (no `authorize`, or one that names
 * none) are not counted. A store that cannot be asked refuses the request (503): a limit that
 * cannot be checked is not waved through.
 */
export async function spendBudget(
  config: ResolvedOptions,
  matched: MatchedRequest,
  owner: string | undefined,
): Promise<{ readonly denial: Denial } | undefined> {
  if (owner === undefined || !config.budget) return undefined
  const kind = classOf(matched)
  const bucket = config.budget[kind]
  if (!bucket) return undefined
  try {
    const taken = await config.stored.store.take(`budget:${kind}:${owner}`, 1, bucket)
    if (taken.ok) return undefined
    const seconds = String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)))
    return {
      denial: deny('rate_limited', 429, 'Too many requests; try again shortly', { 'retry-after': seconds }),
    }
  } catch (error) {
    const denial = deny('store_unavailable', 503, 'The request could not be counted; try again shortly', {
      'retry-after': '5',
    })
    return { denial: { ...denial, error } }
  }
}
