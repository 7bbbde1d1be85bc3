import { bucketTtlMs, checkBucket, refillBucket, type BucketState } from './refillBucket'
import type { FilingKitStore, StoredEntry, TakeResult, TokenBucket } from './types'

interface Slot {
  value: string
  expiresAt: number
  owner: string | undefined
}

/** Options of `createMemoryStore`. */
export interface MemoryStoreOptions {
  /** The clock, in ms since the epoch; default `Date.now` (fake timers move it in tests). */
  now?: () => number
}

// Expired values are dropped when read, and swept whole once per this many writes, so a store that
// is written to and never read again still gives its memory back.
const SWEEP_EVERY = 1000

/**
 * A store in this process's memory: the default of `createPartnerProxy`. It holds for one process
 * only and is lost on restart — idempotency records, receipts and budgets with it. Every method is
 * atomic because it runs to its end without yielding (one JavaScript thread). For two processes or
 * more (several instances, a cluster, serverless), or to keep receipts across restarts, use
 * `createRedisStore` from `filing-kit/store/redis`.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): FilingKitStore {
  const now = options.now ?? Date.now
  const slots = new Map<string, Slot>()
  const owners = new Map<string, Set<string>>()
  let writes = 0

  function drop(key: string, slot: Slot): void {
    slots.delete(key)
    if (slot.owner === undefined) return
    const keys = owners.get(slot.owner)
    keys?.delete(key)
    if (keys?.size === 0) owners.delete(slot.owner)
  }

  function live(key: string): Slot | undefined {
    const slot = slots.get(key)
    if (slot && slot.expiresAt <= now()) {
      drop(key, slot)
      return undefined
    }
    return slot
  }

  function write(key: string, value: string, ttlMs: number, owner: string | undefined): void {
    const old = slots.get(key)
    if (old) drop(key, old)
    slots.set(key, { value, expiresAt: now() + ttlMs, owner })
    if (owner !== undefined) {
      let keys = owners.get(owner)
      if (!keys) owners.set(owner, (keys = new Set()))
      keys.add(key)
    }
    if (++writes % SWEEP_EVERY === 0) for (const [k] of slots) live(k)
  }

  return {
    claim(key, value, ttlMs, owner) {
      if (live(key)) return Promise.resolve(false)
      write(key, value, ttlMs, owner)
      return Promise.resolve(true)
    },
    get(key) {
      return Promise.resolve(live(key)?.value)
    },
    put(key, value, ttlMs, owner) {
      write(key, value, ttlMs, owner)
      return Promise.resolve()
    },
    renew(key, holder, ttlMs) {
      const slot = live(key)
      if (slot?.value !== holder) return Promise.resolve(false)
      slot.expiresAt = now() + ttlMs
      return Promise.resolve(true)
    },
    release(key, holder) {
      const slot = live(key)
      if (slot?.value !== holder) return Promise.resolve(false)
      drop(key, slot)
      return Promise.resolve(true)
    },
    async take(key: string, cost: number, bucket: TokenBucket): Promise<TakeResult> {
      checkBucket(cost, bucket)
      const saved = live(key)
      const state = saved ? (JSON.parse(saved.value) as BucketState) : undefined
      const taken = refillBucket(state, now(), cost, bucket)
      write(key, JSON.stringify(taken.state), bucketTtlMs(bucket), undefined)
      return taken.result
    },
    list(owner, prefix) {
      const found: StoredEntry[] = []
      for (const key of [...(owners.get(owner) ?? [])]) {
        const slot = live(key)
        if (slot && key.startsWith(prefix)) found.push({ key, value: slot.value })
      }
      return Promise.resolve(found)
    },
    deleteOwner(owner) {
      let erased = 0
      for (const key of [...(owners.get(owner) ?? [])]) {
        const slot = slots.get(key)
        if (slot) {
          if (slot.expiresAt > now()) erased++
          drop(key, slot)
        }
      }
      owners.delete(owner)
      return Promise.resolve(erased)
    },
  }
}
