import { isRecord } from '../api/isRecord'
import { deny, type Denial } from './denial'
import type { MatchedRequest } from './matchRequest'

const MISMATCH = deny('bad_request', 400, 'The body names another record than the path')

/**
 * Step 3, continued: where the route declares that a body member repeats a path parameter (renew:
 * the body's `id` is the plan in the path, CMP-14), a body naming another record is refused before
 * anything goes upstream. The owner check reads the path's record; a body pointing the service at
 * another one (another customer's plan) would otherwise travel with the check passed.
 */
export function checkBodyRepeatsPath(matched: MatchedRequest, body: unknown): Denial | undefined {
  const repeats = matched.route.bodyRepeatsPath
  if (!repeats) return undefined
  const named = isRecord(body) ? body[repeats.member] : undefined
  return named === matched.params[repeats.param] ? undefined : MISMATCH
}
