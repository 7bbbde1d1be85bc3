import type { RouteDefinition } from '../api/routeTypes'
import { safeParseSchema } from '../schemas/safeParseSchema'
import { deny, type Denial } from './denial'

/** The most paths a refusal names: enough to find the mistake, short whatever the body. */
const MAX_PATHS = 5
// A path segment is shown only when it looks like a field name of the service or an index; anything
// else (a record key the caller chose) is shown as `*`, so that the message never echoes input.
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/

function segment(key: PropertyKey): string {
  if (typeof key === 'number') return String(key)
  return typeof key === 'string' && FIELD_NAME.test(key) ? key : '*'
}

/**
 * Step 3, continued: checks the body that goes upstream against the route's request schema, so that
 * the service only gets what the route table says it takes. Run after the scope check, so that a
 * restricted user naming another company or order is told 403 whatever else the body holds. The
 * refusal (400) names the paths of the wrong fields (at most five), never a value.
 */
export function checkRequestSchema(route: RouteDefinition, body: unknown): { readonly ok: true } | Denial {
  if (!route.request) return { ok: true }
  const result = safeParseSchema(route.request, body)
  if (result.success) return { ok: true }
  const paths = [
    ...new Set(result.error.issues.map((issue) => issue.path.map(segment).join('.') || '(the body)')),
  ]
  const shown = paths.slice(0, MAX_PATHS).join(', ')
  const more = paths.length > MAX_PATHS ? ` and ${paths.length - MAX_PATHS} more` : ''
  return deny('bad_request', 400, `The request body does not fit this operation; check: ${shown}${more}`)
}
