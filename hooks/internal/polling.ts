import type { Query, QueryKey } from '@tanstack/react-query'
import { isPartnerApiError, TERMINAL_ORDER_PHASES } from '../../src/index'

/** How an order is polled (GEN-5). */
export interface PollOptions {
  /** First interval, and the interval again after every phase or status change. Default 5 000 ms. */
  initialIntervalMs?: number
  /** Upper bound of the interval. Default 60 000 ms. */
  maxIntervalMs?: number
  /** Growth per read that brings no change. Default 2. */
  factor?: number
}

/** What polling reads from an order: its phase and status. */
export interface OrderLike {
  orderPhase: string
  orderStatus?: string | null
}

interface ReadTrack {
  stamp: string
  signature: string
  unchanged: number
}

// Per query, keyed by the query object: every observer computes the same interval from it, so
// however many components watch an order, the query keeps one schedule (and one request per poll).
const tracks = new WeakMap<object, ReadTrack>()

/** Errors after which asking again cannot help: the id is unknown, refused or the answer unreadable. */
function isFinalError(error: unknown): boolean {
  return error != null && !(isPartnerApiError(error) && error.retryable)
}

/** Reads in a row that brought neither a new phase nor a new status; idempotent per read. */
function unchangedReads<TData extends OrderLike, TError, TKey extends QueryKey>(
  query: Query<TData, TError, TData, TKey>,
): number {
  const { data, dataUpdatedAt, errorUpdatedAt, error } = query.state
  const stamp = `${dataUpdatedAt}:${errorUpdatedAt}`
  const previous = tracks.get(query)
  if (previous?.stamp === stamp) return previous.unchanged
  // A failed read changes nothing: it backs off like an unchanged one.
  const signature = error
    ? (previous?.signature ?? '')
    : `${data?.orderPhase ?? ''}|${data?.orderStatus ?? ''}`
  const unchanged = previous && previous.signature === signature ? previous.unchanged + 1 : 0
  tracks.set(query, { stamp, signature, unchanged })
  return unchanged
}

/**
 * A `refetchInterval` for an order query: `initial × factor^(unchanged reads)`, capped, back to the
 * initial interval when the phase or status moves; `false` (stop) on a terminal phase or an error
 * that polling cannot fix (`not_found`, `forbidden`, …). Transient errors keep polling, backing off.
 */
export function orderPollInterval(options: PollOptions = {}) {
  const initial = options.initialIntervalMs ?? 5_000
  const max = options.maxIntervalMs ?? 60_000
  const factor = options.factor ?? 2
  return <TData extends OrderLike, TError, TKey extends QueryKey>(
    query: Query<TData, TError, TData, TKey>,
  ): number | false => {
    const { data, error } = query.state
    if (isFinalError(error)) return false
    if (data && TERMINAL_ORDER_PHASES.includes(data.orderPhase)) return false
    return Math.min(max, initial * factor ** unchangedReads(query))
  }
}
