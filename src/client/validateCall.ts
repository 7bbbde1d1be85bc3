import type { ClientRoute } from './ClientRoute'

// The client's validation as every call first meets it: the checks generated from the zod schemas
// (src/api/generated/), without zod. It says yes, and the call goes on with the values as they are,
// or it leaves the decision to zod (validateWithZod.ts, loaded then): a write's body, a value that
// does not fit (whose error zod words), one zod would change (a default, a transform). zod is thus
// the only judge of what is refused, and a page that only reads never loads it (issue 23).

/** A read's path parameters and query as they will be sent, when the generated checks take them as they are. */
export interface PassedRequest {
  readonly ok: true
  readonly params: Record<string, string>
  readonly query: Record<string, unknown>
  readonly body: undefined
}

/** The call's inputs as they are, or `undefined` when zod must check them (a body, a value that does not pass). */
export function checkRequest(
  route: ClientRoute,
  params: Record<string, string>,
  rawQuery: Readonly<Record<string, string | undefined>> | undefined,
): PassedRequest | undefined {
  if (route.hasRequest) return undefined
  for (const name of route.pathParams) if (!route.pathParam(params[name])) return undefined
  if (!route.query) return { ok: true, params, query: {}, body: undefined }
  const defined = Object.fromEntries(
    Object.entries(rawQuery ?? {}).filter(([, value]) => value !== undefined),
  )
  return route.query(defined) ? { ok: true, params, query: defined, body: undefined } : undefined
}

/** The parsed answer as it is, when it passes the route's generated check; `undefined` leaves it to zod. */
export function checkAnswer(route: ClientRoute, payload: unknown): { readonly value: unknown } | undefined {
  return route.response(payload) ? { value: payload } : undefined
}
