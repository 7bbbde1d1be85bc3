import { isRecord } from './isRecord'
import type { EnvelopeKind } from './routeTypes'

export type Unwrapped =
  { readonly ok: true; readonly payload: unknown } | { readonly ok: false; readonly reason: string }

/**
 * Takes the payload out of a success body, per the route's envelope kind. A body without the member
 * its envelope promises is a contract error, not a crash (GEN-4).
 */
export function unwrapEnvelope(kind: EnvelopeKind, body: unknown): Unwrapped {
  if (kind === 'flat')
    return isRecord(body) ? { ok: true, payload: body } : { ok: false, reason: 'expected an object' }
  if (!isRecord(body)) return { ok: false, reason: 'expected a JSON object' }
  switch (kind) {
    case 'data':
    case 'boolean':
      return 'data' in body ? { ok: true, payload: body.data } : { ok: false, reason: 'missing "data"' }
    case 'opportunities':
      return 'opportunities' in body
        ? { ok: true, payload: body.opportunities }
        : { ok: false, reason: 'missing "opportunities"' }
    case 'formation':
      // Formation puts its payload under `data`, `value` (packages) or `order` (summary), as seen.
      for (const member of ['data', 'value', 'order'] as const) {
        if (body[member] !== undefined && body[member] !== null) return { ok: true, payload: body[member] }
      }
      return { ok: false, reason: 'missing "data", "value" or "order"' }
    case 'binary':
      return { ok: false, reason: 'binary bodies are not unwrapped' }
  }
}
