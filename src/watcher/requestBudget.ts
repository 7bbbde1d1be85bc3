import type { FilingKitStore, TokenBucket } from '../store/types'

// One budget of requests per minute for the whole deployment: the partner's single token is shared
// by every owner and every watcher instance, and the service publishes no rate limit (spec section
// 8). The bucket lives in the store, so N instances draw from one budget.

/**
 * The default: 120 requests a minute (2 a second). The service states no limit; this is well under
 * what API gateways commonly allow a partner token, and at the default intervals it follows about
 * 400 orders in progress and 1,000 companies at once (README, "The budget"). Raise it when the
 * service's operator agrees to more.
 */
export const DEFAULT_BUDGET_PER_MINUTE = 120

/**
 * A bucket that never lets more than `perMinute` requests through in any 60 seconds: it holds one
 * second's worth (at least one) and refills the rest over the minute, so a full bucket plus a
 * minute of refill is exactly `perMinute`.
 */
export function budgetBucket(perMinute: number): TokenBucket {
  if (!Number.isFinite(perMinute) || perMinute < 2) {
    throw new RangeError('budgetPerMinute must be at least 2')
  }
  const capacity = Math.max(1, Math.floor(perMinute / 60))
  return { capacity, refillPerSecond: (perMinute - capacity) / 60 }
}

/** The watcher stopped while this work waited for the budget: nothing was read, nothing changes. */
export class WatcherStopped extends Error {
  override name = 'WatcherStopped'
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new WatcherStopped('The watcher stopped'))
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new WatcherStopped('The watcher stopped'))
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })

/** Waits until the shared budget gives one request's token, then takes it. */
export function createSpender(store: FilingKitStore, key: string, perMinute: number) {
  const bucket = budgetBucket(perMinute)
  return async function spend(signal: AbortSignal): Promise<void> {
    for (;;) {
      if (signal.aborted) throw new WatcherStopped('The watcher stopped')
      const taken = await store.take(key, 1, bucket)
      if (taken.ok) return
      await sleep(Math.max(1, taken.retryAfterMs), signal)
    }
  }
}
export type Spend = ReturnType<typeof createSpender>
