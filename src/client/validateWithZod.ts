import type { RouteDefinition } from '../api/routeTypes'
import { idSchema } from '../schemas/common'
import { safeParseSchema } from '../schemas/safeParseSchema'
import { fieldErrorsFromIssues } from './fieldErrors'

export { findFieldPath } from './findFieldPath'
import type { FieldErrors } from './PartnerApiError'

// The client's use of zod, in a module of its own that the transport loads only when it needs zod: for
// a call with a body (a write), and for a query or an answer the generated checks (validateCall.ts)
// do not take as they are — an error to word, a default to fill, a transform. A page that only reads
// then never loads the schema library (issue 23).

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

/**
 * The payload as the route's schema reads it, or what does not fit, one line per issue. zod's
 * interpreter, never its compiler (`new Function`, which a strict CSP refuses and reports): the
 * client comes here only for what the generated checks leave to zod.
 */
export function checkAnswer(
  route: RouteDefinition,
  payload: unknown,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: string[] } {
  const parsed = safeParseSchema(route.response, payload)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`),
  }
}
