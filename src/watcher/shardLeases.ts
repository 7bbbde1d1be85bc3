import type { FilingKitStore } from '../store/types'
import { shardOf, type WatcherKeys } from './SubjectRecord'

// How N watcher instances share the work without a coordinator: subjects fall into a fixed number
// of shards; each instance holds a fair share of the shards through leases in the store (a claim
// that expires unless its holder renews it, the idea of BullMQ's job locks). An instance that dies
// stops renewing: its shards are free after one lease and the others take them. A new instance
// announces itself, and the others give up their surplus shards for it.

export interface ShardMembership {
  /** Renews what it holds, gives up its surplus, claims free shards up to its fair share. */
  refresh(): Promise<ReadonlySet<number>>
  /**
   * Whether a refresh is wanted before its time: an instance came or went since the last one, or
   * this one holds less than its share (a newcomer waiting for the others' surplus). One read.
   */
  changed(): Promise<boolean>
  readonly held: ReadonlySet<number>
  /** Gives everything back at once (a clean stop), so others need not wait for the leases to expire. */
  releaseAll(): Promise<void>
}

export function createShardMembership(
  store: FilingKitStore,
  keys: WatcherKeys,
  instanceId: string,
  shards: number,
  leaseMs: number,
): ShardMembership {
  const held = new Set<number>()
  // Instances start looking at different shards, so two starting together rarely race for the same.
  const start = shardOf(instanceId, shards)
  let liveAtRefresh = 0
  const liveNow = async () => Math.max(1, (await store.list(keys.instances, keys.instancePrefix)).length)
  return {
    held,
    async changed() {
      const live = await liveNow()
      return live !== liveAtRefresh || held.size < Math.floor(shards / live)
    },
    async refresh() {
      await store.put(keys.instance(instanceId), instanceId, leaseMs, keys.instances)
      const live = await liveNow()
      liveAtRefresh = live
      const fair = Math.ceil(shards / live)
      for (const shard of [...held]) {
        if (!(await store.renew(keys.shardLease(shard), instanceId, leaseMs))) held.delete(shard)
      }
      for (const shard of [...held].slice(fair)) {
        await store.release(keys.shardLease(shard), instanceId)
        held.delete(shard)
      }
      for (let step = 0; step < shards && held.size < fair; step++) {
        const shard = (start + step) % shards
        if (held.has(shard)) continue
        if (await store.claim(keys.shardLease(shard), instanceId, leaseMs)) held.add(shard)
      }
      return held
    },
    async releaseAll() {
      for (const shard of [...held]) await store.release(keys.shardLease(shard), instanceId)
      held.clear()
      await store.release(keys.instance(instanceId), instanceId)
    },
  }
}
