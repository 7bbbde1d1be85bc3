import { deny, type Denial } from './denial'
import type { MatchedRequest } from './matchRequest'
import type { ResolvedOptions } from './resolveOptions'
import type { AuthorizeResult } from './types'

/** A restricted user's sandbox: the companies and the existing orders they may name. */
export interface UserScope {
  readonly companies: ReadonlySet<string>
  readonly orders: ReadonlySet<string>
}

/** The portal's verdict: allowed (`scope` absent for every company and order), or refused. */
export type Authorized =
  { readonly ok: true; readonly scope: UserScope | undefined; readonly owner?: string } | Denial

type Verdict = {
  readonly status?: 401 | 403
  readonly message?: string
  readonly scope?: UserScope
  readonly owner?: string
}

/** The verdict's `owner`, when it names one (see `AuthorizeResult`). */
const ownerOf = (result: object): string | undefined => {
  const owner = (result as { owner?: unknown }).owner
  return typeof owner === 'string' && owner !== '' ? owner : undefined
}

function verdictOf(result: AuthorizeResult): Verdict {
  if (result === undefined || result === true) return {}
  if (result === false) return { status: 403 }
  if ('status' in result) return { status: result.status === 401 ? 401 : 403, message: result.message }
  const owner = ownerOf(result)
  if (result.companyIds === undefined) return owner !== undefined ? { owner } : { status: 403 }
  const { companyIds, orderGuids = [] } = result
  if (Array.isArray(companyIds) && Array.isArray(orderGuids)) {
    return {
      scope: { companies: new Set(companyIds), orders: new Set(orderGuids) },
      ...(owner ? { owner } : {}),
    }
  }
  return { status: 403 } // an unrecognised verdict fails closed
}

/** The verdict when the portal has no `authorize` hook: every company and order. */
export const UNRESTRICTED: Authorized = { ok: true, scope: undefined }

/**
 * Step 2, authorize: asks the portal's `authorize` hook about its user, before the body is read, so
 * that a caller the portal does not know costs nothing more. A throwing hook fails closed; its
 * exception goes to the log.
 */
export async function authorizeRequest(
  config: ResolvedOptions,
  request: Request,
  matched: MatchedRequest,
): Promise<Authorized> {
  if (!config.authorize) return UNRESTRICTED
  let verdict: Verdict
  try {
    const { operation, params, query } = matched
    verdict = verdictOf(await config.authorize({ request, operation, params, query }))
  } catch (error) {
    return { ...deny('authorize_failed', 500, 'The authorization check failed'), error }
  }
  if (verdict.status === 401) return deny('unauthorized', 401, verdict.message ?? 'Sign in to continue')
  if (verdict.status === 403) return deny('forbidden', 403, verdict.message ?? 'Forbidden')
  return { ok: true, scope: verdict.scope, ...(verdict.owner ? { owner: verdict.owner } : {}) }
}
