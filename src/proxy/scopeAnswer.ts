import { decodeBody, isUndecodable } from '../api/decodeBody'
import { isRecord } from '../api/isRecord'
import type { CompanyList, EnvelopeKind, RouteScope } from '../api/routeTypes'
import { unwrapEnvelope } from '../api/unwrapEnvelope'
import { ownerOf } from './ownerOf'

/** What a restricted user may see of an upstream 2xx answer. */
export type ScopedAnswer =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'filtered'; readonly body: unknown }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'unreadable' }

const UNCHANGED: ScopedAnswer = { kind: 'unchanged' }
const UNREADABLE: ScopedAnswer = { kind: 'unreadable' }
/**
 * A restricted user's empty list where the service says "nothing found" with `{data: null}`
 * (CMP-12): always this one answer, never the upstream's. A list filtered by a record id
 * (`?serviceId=`) is `{data: null}` when the plan does not exist and a list emptied by the filter
 * when it is another customer's (with its `companyName` and the service's own message): one answer
 * for both, or the difference tells the user which ids exist.
 */
const NOTHING_FOUND: ScopedAnswer = {
  kind: 'filtered',
  body: { statusCode: 200, message: 'Nothing found', data: null },
}

/** Whether the route's scope needs the answer itself, so that it must be read, never streamed. */
export function readsAnswer(scope: RouteScope): boolean {
  return scope.kind === 'companyList' || scope.kind === 'ownedRead'
}

function itemsAt(payload: unknown, members: readonly string[]): unknown {
  return members.reduce<unknown>((value, member) => (isRecord(value) ? value[member] : undefined), payload)
}

function withItems(payload: unknown, members: readonly string[], items: unknown[]): unknown {
  const [member, ...rest] = members
  if (member === undefined || !isRecord(payload)) return items
  return { ...payload, [member]: withItems(payload[member], rest, items) }
}

function filterList(
  list: CompanyList,
  envelope: EnvelopeKind,
  body: unknown,
  companies: ReadonlySet<string>,
): ScopedAnswer {
  if (isUndecodable(body)) return UNREADABLE
  const unwrapped = unwrapEnvelope(envelope, body)
  if (!unwrapped.ok) return UNREADABLE
  const { payload } = unwrapped
  const nothingFound = list.nullIsEmpty === true && envelope === 'data'
  if (payload === null && list.nullIsEmpty === true) return nothingFound ? NOTHING_FOUND : UNCHANGED // CMP-12
  const items = itemsAt(payload, list.items)
  if (!Array.isArray(items)) return UNREADABLE
  const kept = items.filter(
    (item) =>
      isRecord(item) &&
      list.companyKeys.some((key) => typeof item[key] === 'string' && companies.has(item[key])),
  )
  if (kept.length === 0 && nothingFound) return NOTHING_FOUND
  const filtered = withItems(payload, list.items, kept)
  // The envelope reader hands out the body's own member, so the member holding it is found by identity.
  if (payload === body) return { kind: 'filtered', body: filtered }
  if (!isRecord(body)) return UNREADABLE
  const member = Object.keys(body).find((key) => body[key] === payload)
  return member === undefined ? UNREADABLE : { kind: 'filtered', body: { ...body, [member]: filtered } }
}

/**
 * Applies the route's declared scope to a restricted user's 2xx answer: lists are filtered to the
 * user's companies, a single record of another company is refused. Fails closed: an answer whose
 * shape does not match the declaration is not shown.
 */
export function scopeAnswer(
  scope: RouteScope,
  envelope: EnvelopeKind,
  text: string,
  companies: ReadonlySet<string>,
): ScopedAnswer {
  switch (scope.kind) {
    case 'companyList':
      return filterList(scope.list, envelope, decodeBody(text), companies)
    case 'ownedRead': {
      const unwrapped = unwrapEnvelope(envelope, decodeBody(text))
      const owner = unwrapped.ok ? ownerOf(unwrapped.payload, scope.ownerKeys) : undefined
      return owner !== undefined && companies.has(owner) ? UNCHANGED : { kind: 'forbidden' }
    }
    case 'open':
    case 'company':
    case 'ownedWrite':
    case 'order':
    case 'createsOrder':
      // Checked on the request before it went upstream; the answer names nothing more.
      return UNCHANGED
  }
}
