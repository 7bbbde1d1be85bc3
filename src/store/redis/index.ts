// `filing-kit/store/redis`: the Redis-backed store, for the partner's server only. An entry of its
// own so that `filing-kit/proxy` (and a Worker's bundle of it) never meets the `redis` peer.
export { createRedisStore } from './createRedisStore'
export type {
  RedisScriptArguments,
  RedisScriptClient,
  RedisStore,
  RedisStoreOptions,
} from './createRedisStore'
export type { FilingKitStore, StoredEntry, TakeResult, TokenBucket } from '../types'
