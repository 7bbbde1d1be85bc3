import { createMemoryStore } from '../store/createMemoryStore'
import type { FilingKitStore } from '../store/types'
import type { PartnerProxyOptions } from './types'

/** How long a write's answer is replayed for the same `Idempotency-Key` by default: 24 h, as Stripe's. */
export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** How long a duplicate waits for the first request's answer by default before a 409. */
export const DEFAULT_IDEMPOTENCY_WAIT_MS = 10_000
/** How long receipts are kept by default: about seven years, what US tax records are kept for. */
export const DEFAULT_RECEIPT_RETENTION_MS = 7 * 366 * 24 * 60 * 60 * 1000

/** The store and what the proxy keeps in it, once checked. */
export interface StoreConfig {
  readonly store: FilingKitStore
  readonly idempotencyTtlMs: number
  readonly idempotencyWaitMs: number
  /** `undefined` when receipts are off. */
  readonly receiptRetentionMs: number | undefined
}

const fail = (message: string): never => {
  throw new TypeError(`createPartnerProxy: ${message}`)
}

const ms = (value: unknown, name: string, fallback: number): number => {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    fail(`${name} must be a positive number`)
  return value as number
}

const STORE_METHODS = ['claim', 'get', 'put', 'renew', 'release', 'take', 'list', 'deleteOwner'] as const

/**
 * The store the proxy keeps idempotency records, receipts and budgets in: the partner's, or one in
 * this process's memory (lost on restart; one process only — see `createMemoryStore`).
 */
export function resolveStoreOptions(options: PartnerProxyOptions): StoreConfig {
  const store = options.store ?? createMemoryStore()
  for (const method of STORE_METHODS) {
    if (typeof (store as unknown as Record<string, unknown>)[method] !== 'function') {
      fail(`store must implement ${STORE_METHODS.join(', ')} (missing ${method})`)
    }
  }
  const receipts = options.receipts
  if (receipts !== undefined && receipts !== false && (typeof receipts !== 'object' || receipts === null)) {
    fail('receipts must be false or { retentionMs }')
  }
  return {
    store,
    idempotencyTtlMs: ms(options.idempotency?.ttlMs, 'idempotency.ttlMs', DEFAULT_IDEMPOTENCY_TTL_MS),
    idempotencyWaitMs: ms(options.idempotency?.waitMs, 'idempotency.waitMs', DEFAULT_IDEMPOTENCY_WAIT_MS),
    receiptRetentionMs:
      receipts === false
        ? undefined
        : ms(receipts?.retentionMs, 'receipts.retentionMs', DEFAULT_RECEIPT_RETENTION_MS),
  }
}
