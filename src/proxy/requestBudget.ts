import type { MatchedRequest } from './matchRequest'
import { deny, type Denial } from './denial'
import type { ResolvedOptions } from './resolveOptions'
import type { BudgetClass } from './defaultRequestBudget'

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
