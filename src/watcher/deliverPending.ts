import type { PendingDelivery, SubjectRecord } from './SubjectRecord'
import {
  describeFailure,
  describeTarget,
  nextAttemptAt,
  sendWebhook,
  type WatcherLogRecord,
  type WebhookTarget,
} from './sendWebhook'
import type { WatchEvent } from './WatchEvent'

export interface DeliveryContext {
  now: number
  onEvent: ((event: WatchEvent) => void | Promise<void>) | undefined
  webhooks: readonly WebhookTarget[]
  fetch: typeof fetch
  webhookTimeoutMs: number
  log(record: WatcherLogRecord): void
  /** Secrets a log line must never hold. */
  secrets: readonly string[]
}

/** The deliveries an event owes: the handler, if any, and every webhook. */
export function deliveriesOf(
  event: WatchEvent,
  context: Pick<DeliveryContext, 'onEvent' | 'webhooks' | 'now'>,
): PendingDelivery[] {
  const targets: PendingDelivery['target'][] = [
    ...(context.onEvent ? (['handler'] as const) : []),
    ...context.webhooks.map((_webhook, index) => `webhook:${index}` as const),
  ]
  return targets.map((target) => ({ event, target, attempts: 0, firstAt: context.now, nextAt: context.now }))
}

/**
 * Tries every delivery of the record that is due, in the order the events happened; a failed one is
 * kept with its next attempt (exponential back-off), or dropped with a `gave_up` line after a day.
 * Returns the deliveries still owed.
 */
export async function deliverPending(
  record: SubjectRecord,
  context: DeliveryContext,
): Promise<PendingDelivery[]> {
  const owed: PendingDelivery[] = []
  // Each delivery keeps its own day of retries; a receiver orders a subject's events by their ids'
  // change numbers or `observedAt`, not by arrival.
  for (const delivery of record.pending) {
    if (delivery.nextAt > context.now) {
      owed.push(delivery)
      continue
    }
    const attempt = delivery.attempts + 1
    const started = Date.now()
    let ok: boolean
    let status: number | undefined
    let error: string | undefined
    let target: string | undefined
    if (delivery.target === 'handler') {
      try {
        await context.onEvent?.(delivery.event)
        ok = true
      } catch (thrown) {
        ok = false
        error = describeFailure(thrown, context.secrets)
      }
    } else {
      const webhook = context.webhooks[Number(delivery.target.slice('webhook:'.length))]
      if (!webhook) continue // A webhook removed from the options: nothing to deliver to.
      target = describeTarget(webhook.url, context.secrets)
      const sent = await sendWebhook(webhook, delivery.event, {
        fetch: context.fetch,
        // The signature's timestamp is the wall clock's, which the receiver checks against its
        // own, whatever clock the watcher schedules by (a demo's simulated one).
        now: Date.now(),
        timeoutMs: context.webhookTimeoutMs,
      })
      ok = sent.ok
      status = sent.status
      if (!sent.ok) error = sent.error
    }
    const base = {
      time: new Date(context.now).toISOString(),
      kind: delivery.target === 'handler' ? ('handler' as const) : ('webhook' as const),
      ...(target ? { target } : {}),
      eventId: delivery.event.id,
      eventType: delivery.event.type,
      attempt,
      ...(status !== undefined ? { status } : {}),
      durationMs: Date.now() - started,
      ...(error ? { error } : {}),
    }
    if (ok) {
      context.log({ ...base, outcome: 'delivered' })
      continue
    }
    const nextAt = nextAttemptAt(delivery.firstAt, attempt, context.now)
    if (nextAt === null) {
      context.log({ ...base, outcome: 'gave_up' })
      continue
    }
    context.log({ ...base, outcome: 'retry', nextAttemptAt: new Date(nextAt).toISOString() })
    owed.push({ ...delivery, attempts: attempt, nextAt })
  }
  return owed
}
