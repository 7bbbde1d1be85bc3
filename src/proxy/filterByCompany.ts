import { decodeBody } from '../api/decodeBody'
import type { OperationName } from '../api/routes'
import type { RouteDefinition } from '../api/routeTypes'

// Per-user company scoping. The service knows only partners, not a portal's customers, so when
// `authorize` limits a user to some companies the proxy is the only place that can keep one
// customer from reading or changing another's. Everything here fails closed: an answer whose shape
// we cannot read is not shown to a restricted user.

type JsonObject = Record<string, unknown>

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The id a route names at `from` (path, query or body), e.g. its company or its order. */
export function requestedId(
  from: RouteDefinition['companyIdFrom'],
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>>,
  body: unknown,
): string | undefined {
  if (!from) return undefined
  if (from.in === 'path') return params[from.name]
  if (from.in === 'query') return query[from.name]
  const value = isObject(body) ? body[from.name] : undefined
  // A non-string id in a body is still a claim about a resource: make it fail the check.
  return value === undefined || value === null ? undefined : typeof value === 'string' ? value : String(value)
}

/**
 * Writes on one alert or subscription name no company, so the proxy first reads the resource they
 * act on and checks its owner. Maps each such write to the read that reveals the owner.
 */
export const OWNER_READ: Partial<Record<OperationName, OperationName>> = {
  'compliance.submitAlertForms': 'compliance.getAlert',
  'compliance.renewSubscription': 'compliance.getSubscription',
  'compliance.cancelSubscription': 'compliance.getSubscription',
}

function payload(body: unknown): unknown {
  if (!isObject(body)) return undefined
  return body.data ?? body.value
}

/** The owning company of a single alert (`companyId`, or `entityId`) or subscription (`entityId`). */
export function ownerOf(body: unknown): string | undefined {
  const item = payload(body)
  if (!isObject(item)) return undefined
  const owner = item.companyId ?? item.entityId
  return typeof owner === 'string' ? owner : undefined
}

function keep(items: unknown[], scope: ReadonlySet<string>, keys: readonly string[]): unknown[] {
  return items.filter((item) => {
    if (!isObject(item)) return false
    return keys.some((key) => typeof item[key] === 'string' && scope.has(item[key]))
  })
}

/** What a restricted user may see of an upstream 2xx answer. */
export type ScopedAnswer =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'filtered'; readonly body: unknown }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'unreadable' }

/**
 * Filters list answers to the user's companies — companies (`data[]` by `id`/`companyId`), alerts
 * (`opportunities[]` by `entityId`), subscriptions (`data.subscriptions[]` by `entityId`) — and
 * refuses single alerts and subscriptions of other companies.
 */
export function scopeAnswer(
  operation: OperationName,
  text: string,
  scope: ReadonlySet<string>,
): ScopedAnswer {
  switch (operation) {
    case 'compliance.listCompanies': {
      const body = decodeBody(text)
      if (!isObject(body) || !Array.isArray(body.data)) return { kind: 'unreadable' }
      return { kind: 'filtered', body: { ...body, data: keep(body.data, scope, ['id', 'companyId']) } }
    }
    case 'compliance.listAlerts': {
      const body = decodeBody(text)
      if (!isObject(body) || !Array.isArray(body.opportunities)) return { kind: 'unreadable' }
      return {
        kind: 'filtered',
        body: { ...body, opportunities: keep(body.opportunities, scope, ['entityId']) },
      }
    }
    case 'compliance.listSubscriptions': {
      const body = decodeBody(text)
      if (!isObject(body)) return { kind: 'unreadable' }
      if (body.data === null) return { kind: 'unchanged' } // CMP-12: nothing found
      if (!isObject(body.data) || !Array.isArray(body.data.subscriptions)) return { kind: 'unreadable' }
      const subscriptions = keep(body.data.subscriptions, scope, ['entityId'])
      return { kind: 'filtered', body: { ...body, data: { ...body.data, subscriptions } } }
    }
    case 'compliance.getAlert':
    case 'compliance.getSubscription': {
      const owner = ownerOf(decodeBody(text))
      return owner !== undefined && scope.has(owner) ? { kind: 'unchanged' } : { kind: 'forbidden' }
    }
    default:
      return { kind: 'unchanged' }
  }
}
