import type { OperationName } from '../api/routes'
import { decodeBody } from '../api/decodeBody'
import { buildPath } from '../api/matchRoute'
import { fetchUpstream, type UpstreamFailure } from './fetchUpstream'
import { OWNER_READ, ownerOf } from './filterByCompany'
import { upstreamRequestHeaders } from './headerPolicy'
import type { ResolvedOptions } from './resolveOptions'

export type OwnerCheck =
  | { readonly ok: true; readonly upstreamStatus?: number }
  | {
      readonly ok: false
      readonly kind: UpstreamFailure | 'upstream_unreadable' | 'company_forbidden'
      readonly upstreamStatus?: number
    }

/**
 * For a user limited to some companies, a write on one alert or subscription (submit, renew,
 * cancel) names no company: read the resource first and let the write through only when its owner
 * is one of the user's companies. Any doubt (not found, unreadable) is a refusal.
 */
export async function checkOwner(
  config: ResolvedOptions,
  operation: OperationName,
  params: Readonly<Record<string, string>>,
  scope: ReadonlySet<string>,
  context: { readonly token: string; readonly caller: Headers; readonly signal: AbortSignal | undefined },
): Promise<OwnerCheck> {
  const read = OWNER_READ[operation]
  if (!read) return { ok: true }
  const headers = upstreamRequestHeaders(context.caller, {
    token: context.token,
    accept: 'application/json',
    hasBody: false,
  })
  const url = `${config.upstream}${buildPath(config.fullTable[read].path, params)}`
  const call = await fetchUpstream(
    config.fetch,
    url,
    { method: 'GET', headers },
    context.signal,
    config.timeoutMs,
  )
  if (!('response' in call)) return { ok: false, kind: call.failure }
  const upstreamStatus = call.response.status
  let owner: string | undefined
  try {
    owner = call.response.ok ? ownerOf(decodeBody(await call.response.text())) : undefined
  } catch {
    return { ok: false, kind: call.failure() ?? 'upstream_unreadable', upstreamStatus }
  } finally {
    call.release()
  }
  return owner !== undefined && scope.has(owner)
    ? { ok: true, upstreamStatus }
    : { ok: false, kind: 'company_forbidden', upstreamStatus }
}
