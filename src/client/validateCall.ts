import type * as z from 'zod/mini'
import type { RouteDefinition } from '../api/routeTypes'
import { idSchema } from '../schemas/common'
import { safeParseSchema } from '../schemas/safeParseSchema'
import { fieldErrorsFromIssues } from './fieldErrors'

export { findFieldPath } from './findFieldPath'
import type { FieldErrors } from './PartnerApiError'

// The client's use of zod, in a module of its own that the transport loads with the first call: the
// schema library then stays out of a page's first script (issue 13's size budget), and arrives with
// the product's routes, which need it anyway.

/** A call's inputs as they will be sent, or the field errors that keep it from being sent. */
export type CheckedRequest =
  | {
      readonly ok: true
      readonly params: Record<string, string>
      readonly query: Record<string, unknown>
      readonly body: string | undefined
    }
  | { readonly ok: false; readonly fieldErrors: FieldErrors }

/** Validates the path parameters, query and body of a call before anything is sent. */
export function checkRequest(
  route: RouteDefinition,
  params: Record<string, string>,
  rawQuery: Readonly<Record<string, string | undefined>> | undefined,
  rawBody: unknown,
): CheckedRequest {
  const paramErrors: Record<string, string> = {}
  for (const name of route.pathParams) {
    const checked = safeParseSchema(idSchema, params[name])
    if (!checked.success) paramErrors[name] = checked.error.issues[0]?.message ?? 'Invalid'
  }
  if (Object.keys(paramErrors).length > 0) return { ok: false, fieldErrors: paramErrors }

  let query: Record<string, unknown> = {}
  if (route.query) {
    const defined = Object.fromEntries(
      Object.entries(rawQuery ?? {}).filter(([, value]) => value !== undefined),
    )
    const checked = safeParseSchema(route.query, defined)
    if (!checked.success) return { ok: false, fieldErrors: fieldErrorsFromIssues(checked.error.issues) }
    query = checked.data as Record<string, unknown>
  }

  let body: string | undefined
  if (route.request) {
    const checked = safeParseSchema(route.request, rawBody)
    // Paths are relative to what the caller passed: the partner order, not its envelope.
    if (!checked.success)
      return { ok: false, fieldErrors: fieldErrorsFromIssues(checked.error.issues, 'partnerOrder') }
    body = JSON.stringify(checked.data)
  }
  return { ok: true, params, query, body }
}

/** A body this long (characters of JSON text, 262,144) has its route's response schema compiled. */
export const LARGE_BODY = 256 * 1024

const compiled = new WeakMap<z.core.$ZodType, z.core.$ZodType>()
const compiling = new WeakSet<z.core.$ZodType>()

/** Compiles `schema` in the background; later answers use it once ready. A failed load is let go. */
function compileLater(schema: z.core.$ZodType): void {
  if (compiling.has(schema)) return
  compiling.add(schema)
  import('./compileSchema').then(
    ({ compileSchema }) => compiled.set(schema, compileSchema(schema)),
    () => compiling.delete(schema),
  )
}

/**
 * The payload as the route's schema reads it, or what does not fit, one line per issue. A large body
 * (`bodyLength` ≥ LARGE_BODY) starts the schema's compilation; once it is ready, every later answer
 * of that route takes the compiled path, small ones too (issue 13: a 1 MB alert list validated in a
 * fraction of the interpreter's time).
 */
export function checkAnswer(
  route: RouteDefinition,
  payload: unknown,
  bodyLength = 0,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: string[] } {
  const fast = compiled.get(route.response)
  if (!fast && bodyLength >= LARGE_BODY) compileLater(route.response)
  const parsed = safeParseSchema(fast ?? route.response, payload)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`),
  }
}
