/**
 * Where the partner's server keeps what must outlive one request: the proxy's idempotency records and
 * receipts, its request budgets, a watcher's leases. Values are opaque strings (the callers write
 * JSON); keys are the callers' own. Every method is one atomic step of the store: what it reads and
 * what it writes happen together, whatever other processes do with the same store at the same time.
 *
 * Two implementations ship: `createMemoryStore()` (one process, lost on restart) and
 * `createRedisStore(…)` from `filing-kit/store/redis` (many processes, survives restarts). A partner
 * may write another (a database, a Worker's Durable Object) as long as each method keeps the
 * atomicity its doc states.
 */
export interface FilingKitStore {
  /**
   * Writes `value` at `key` only if no live value is there, and lets it expire after `ttlMs`.
   * Atomic: of any number of concurrent claims of one key, in any processes, exactly one gets
   * `true`. A watcher's lease is a claim whose value names its holder (see `renew`, `release`).
   * With `owner`, the key is also listed under that owner (`list`, `deleteOwner`).
   */
  claim(key: string, value: string, ttlMs: number, owner?: string): Promise<boolean>
  /** The live value at `key`, or `undefined` when there is none or it expired. */
  get(key: string): Promise<string | undefined>
  /**
   * Writes `value` at `key`, replacing any, to expire after `ttlMs`. With `owner`, the key is also
   * listed under that owner; the value and its listing are written together.
   */
  put(key: string, value: string, ttlMs: number, owner?: string): Promise<void>
  /**
   * Extends the expiry of `key` to `ttlMs` from now only if its live value is `holder`: a lease is
   * renewed by the process that holds it and no other. Atomic compare-and-extend; `false` when the
   * key expired or someone else holds it.
   */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>
  /** Deletes `key` only if its live value is `holder` (atomic compare-and-delete); `false` otherwise. */
  release(key: string, holder: string): Promise<boolean>
  /**
   * Takes `cost` tokens from the bucket at `key` (full at first, refilled continuously at
   * `bucket.refillPerSecond` up to `bucket.capacity`). Atomic read-refill-take: concurrent takes
   * across processes never spend more than the bucket holds. When it holds too few, nothing is
   * taken and `retryAfterMs` says when `cost` tokens will be there.
   */
  take(key: string, cost: number, bucket: TokenBucket): Promise<TakeResult>
  /**
   * The live values listed under `owner` whose key starts with `prefix`, in no particular order.
   * One atomic read: no half-written value, and no key whose listing outlived its value.
   */
  list(owner: string, prefix: string): Promise<readonly StoredEntry[]>
  /**
   * Erases every value listed under `owner` and the listing itself (a person's right to erasure);
   * the number of values erased. Atomic: a value written under the owner at the same time is either
   * erased or written after, never half.
   */
  deleteOwner(owner: string): Promise<number>
}

/** A token bucket's shape: how many tokens it holds at most and how fast it fills. */
export interface TokenBucket {
  readonly capacity: number
  readonly refillPerSecond: number
}

/** What `take` did. */
export interface TakeResult {
  /** Whether the tokens were taken. */
  readonly ok: boolean
  /** Tokens left in the bucket after this take (whole or not). */
  readonly remaining: number
  /** When `ok` is false: ms until the bucket will hold `cost` tokens; 0 when `ok`. */
  readonly retryAfterMs: number
}

/** One value `list` found. */
export interface StoredEntry {
  readonly key: string
  readonly value: string
}
