import type { RouteDefinition } from '../api/routeTypes'
import { deny, type Denial } from './denial'
import { prepareBody } from './prepareBody'
import { readJsonBody } from './readJsonBody'
import type { ResolvedOptions } from './resolveOptions'

/** The caller's body as `authorize` sees it, and the body the upstream gets. */
export interface RequestBody {
  readonly ok: true
  /** The parsed JSON, or `undefined` for routes that take no body. */
  readonly caller: unknown
  /** What goes upstream (see `prepareBody`), serialised; `undefined` for routes that take no body. */
  readonly upstream: string | undefined
}

/** The body of a route that takes none. */
export const NO_BODY: RequestBody = { ok: true, caller: undefined, upstream: undefined }

/** Step 1, continued: reads the JSON body under `maxBodyBytes` and prepares the upstream's. */
export async function readRequestBody(
  request: Request,
  route: RouteDefinition,
  config: ResolvedOptions,
): Promise<RequestBody | Denial> {
  if (!route.request) return NO_BODY
  const read = await readJsonBody(request, config.maxBodyBytes)
  if (!read.ok) {
    const kind =
      read.status === 413
        ? 'payload_too_large'
        : read.status === 415
          ? 'unsupported_media_type'
          : 'bad_request'
    return deny(kind, read.status, read.message)
  }
  const prepared = prepareBody(route, read.value, config.apiUserPid)
  if (!prepared.ok) return deny('bad_request', 400, prepared.message)
  return { ok: true, caller: read.value, upstream: JSON.stringify(prepared.body) }
}
