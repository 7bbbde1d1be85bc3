import { isRecord } from '../api/isRecord'
import type { IdSource } from '../api/routeTypes'

/** The id a request names at `from` (path, query or body), e.g. its company or its order. */
export function requestedId(
  from: IdSource,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>>,
  body: unknown,
): string | undefined {
  if (from.in === 'path') return params[from.name]
  if (from.in === 'query') return query[from.name]
  const value = isRecord(body) ? body[from.name] : undefined
  // A non-string id in a body is still a claim about a resource: make it fail the check.
  return value === undefined || value === null ? undefined : typeof value === 'string' ? value : String(value)
}
