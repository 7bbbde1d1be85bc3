import type { TakeResult, TokenBucket } from './types'

/** A bucket's saved state: its tokens at `at` (ms). */
export interface BucketState {
  readonly tokens: number
  readonly at: number
}

/** Refuses a bucket no take could ever pass, before any store is asked. */
export function checkBucket(cost: number, bucket: TokenBucket): void {
  if (!(bucket.capacity > 0) || !(bucket.refillPerSecond > 0)) {
    throw new RangeError('A token bucket needs a positive capacity and refill rate')
  }
  if (!(cost > 0) || cost > bucket.capacity) {
    throw new RangeError(`A take of ${cost} tokens never fits a bucket of ${bucket.capacity}`)
  }
}

/**
 * One take from a bucket last seen in `state` (full when never seen), at `now` ms: the answer and
 * the state to save. The Redis store's script does the same arithmetic in Lua (see its scripts).
 */
export function refillBucket(
  state: BucketState | undefined,
  now: number,
  cost: number,
  bucket: TokenBucket,
): { result: TakeResult; state: BucketState } {
  const elapsed = state ? Math.max(0, now - state.at) : 0
  const tokens = state
    ? Math.min(bucket.capacity, state.tokens + (elapsed * bucket.refillPerSecond) / 1000)
    : bucket.capacity
  if (tokens >= cost) {
    return {
      result: { ok: true, remaining: tokens - cost, retryAfterMs: 0 },
      state: { tokens: tokens - cost, at: now },
    }
  }
  const retryAfterMs = Math.ceil(((cost - tokens) * 1000) / bucket.refillPerSecond)
  return { result: { ok: false, remaining: tokens, retryAfterMs }, state: { tokens, at: now } }
}

/** How long a bucket's state is worth keeping: until it would be full again (absent means full). */
export function bucketTtlMs(bucket: TokenBucket): number {
  return Math.ceil((bucket.capacity * 1000) / bucket.refillPerSecond) + 1000
}
