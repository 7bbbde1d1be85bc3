import { redactText } from '../proxy/redact'
import { signWebhook } from './standardWebhooks'
import type { WatchEvent } from './WatchEvent'

/** A partner's endpoint: where events are POSTed and the secret they are signed with. */
export interface WebhookTarget {
  url: string
  /** `whsec_…` (Base64 after the prefix), shared with the receiver's `verifyWebhook`. */
  secret: string
}

/** One delivery attempt, as `onLog` receives it: no body, no secret, no query string. */
export interface WatcherLogRecord {
  readonly time: string
  readonly kind: 'webhook' | 'handler' | 'poll'
  /** The webhook's address without its query (which may hold a token), redacted like the proxy's logs. */
  readonly target?: string
  readonly eventId?: string
  readonly eventType?: string
  readonly attempt?: number
  /** The receiver's status, when it answered. */
  readonly status?: number
  readonly durationMs?: number
  readonly outcome: 'delivered' | 'retry' | 'gave_up' | 'failed'
  /** When to try again, ISO, for `retry`. */
  readonly nextAttemptAt?: string
  /** What went wrong, in one redacted line. */
  readonly error?: string
}

/** Where a target's deliveries are logged: origin and path only, redacted. */
export function describeTarget(url: string, secrets: readonly string[]): string {
  try {
    const parsed = new URL(url)
    return redactText(`${parsed.origin}${parsed.pathname}`, secrets)
  } catch {
    return '[invalid url]'
  }
}

/** A line about an error, redacted: its name and message, never a stack. */
export function describeFailure(error: unknown, secrets: readonly string[]): string {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error ? ` (${String(error.kind)})` : ''
  const text = error instanceof Error ? `${error.name}${kind}: ${error.message}` : String(error)
  return redactText(text, secrets).slice(0, 300)
}

/** The Standard Webhooks message of an event: its headers and body. `now` in ms. */
export async function webhookMessage(
  target: WebhookTarget,
  event: WatchEvent,
  now: number,
): Promise<{ headers: Record<string, string>; body: string }> {
  const body = JSON.stringify(event)
  const timestamp = Math.floor(now / 1000)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': await signWebhook(target.secret, event.id, timestamp, body),
    },
  }
}

export type SendOutcome = { ok: true; status: number } | { ok: false; status?: number; error?: string }

/** POSTs an event once: delivered on any 2xx; anything else (or no answer in time) is a failure to retry. */
export async function sendWebhook(
  target: WebhookTarget,
  event: WatchEvent,
  options: { fetch: typeof fetch; now: number; timeoutMs: number },
): Promise<SendOutcome> {
  const { headers, body } = await webhookMessage(target, event, options.now)
  try {
    const response = await options.fetch(target.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    // The answer's body is not read, only released.
    await response.body?.cancel().catch(() => {})
    return response.status >= 200 && response.status < 300
      ? { ok: true, status: response.status }
      : { ok: false, status: response.status }
  } catch (error) {
    return { ok: false, error: describeFailure(error, [target.secret]) }
  }
}

/** Retries stop this long after the first attempt (the "up to a day"). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000
const FIRST_RETRY_MS = 5_000
const LONGEST_WAIT_MS = 3_600_000

/**
 * When to try attempt `attempt + 1` after attempt `attempt` (1-based) failed: 5 s, doubling, at
 * most an hour apart, with up to 10% jitter so a receiver coming back is not hit by every retry at
 * once; `null` once that falls past a day from the first attempt.
 */
export function nextAttemptAt(
  firstAt: number,
  attempt: number,
  now: number,
  jitter = Math.random(),
): number | null {
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** (attempt - 1))
  const at = now + Math.round(wait * (1 + 0.1 * jitter))
  return at - firstAt > WEBHOOK_RETRY_WINDOW_MS ? null : at
}
