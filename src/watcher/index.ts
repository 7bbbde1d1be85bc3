// `filing-kit/watcher`: polling turned into events and signed webhooks, for the partner's server
// (issue 33). The service has no webhooks (spec section 6, GEN-5); this reads what changed and says so.
export { createWatcher } from './createWatcher'
export type { FollowCompanyOptions, FollowOrderOptions, Watcher, WatcherOptions } from './createWatcher'
export { generateWebhookSecret, signWebhook, verifyWebhook } from './standardWebhooks'
export type { VerifyWebhookOptions, VerifyWebhookResult, WebhookReplayGuard } from './standardWebhooks'
export { WATCH_EVENT_TYPES } from './WatchEvent'
export type {
  AlertEventData,
  SubscriptionEventData,
  WatchEvent,
  WatchEventData,
  WatchEventType,
  WatchSubject,
} from './WatchEvent'
export { DEFAULT_INTERVALS } from './pollSubject'
export type { WatchIntervals } from './pollSubject'
export { DEFAULT_BUDGET_PER_MINUTE } from './requestBudget'
export { WEBHOOK_RETRY_WINDOW_MS } from './sendWebhook'
export type { WatcherLogRecord, WebhookTarget } from './sendWebhook'
export { DEFAULT_DUE_SOON_DAYS, DEFAULT_RENEWAL_NOTICE_DAYS } from './deriveCompanyEvents'
export type { FilingKitStore } from '../store/types'
