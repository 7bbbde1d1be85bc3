/** How reads are retried after a 5xx, 429, time-out or network failure (GEN-3). Writes never are. */
export interface RetryOptions {
  /** Retries after the first try. Default 3. `0` turns retrying off. */
  attempts?: number
  /** First delay; doubles each retry. Default 300 ms. */
  baseDelayMs?: number
  /** Upper bound of one delay, Retry-After included. Default 10 s. */
  maxDelayMs?: number
}

export interface RetryPolicy {
  readonly attempts: number
  /** The delay before retry number `retry` (0-based): exponential with "equal jitter". */
  delay(retry: number, retryAfterMs?: number): number
}

export function createRetryPolicy(
  options: RetryOptions = {},
  random: () => number = Math.random,
): RetryPolicy {
  const attempts = Math.max(0, options.attempts ?? 3)
  const base = options.baseDelayMs ?? 300
  const max = options.maxDelayMs ?? 10_000
  return {
    attempts,
    delay(retry, retryAfterMs) {
      if (retryAfterMs !== undefined) return Math.min(max, retryAfterMs)
      const ceiling = Math.min(max, base * 2 ** retry)
      // Half fixed, half random: spreads a crowd of clients without ever retrying at once.
      return ceiling / 2 + random() * (ceiling / 2)
    },
  }
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Waits, or rejects at once with the signal's reason when the caller gives up. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
