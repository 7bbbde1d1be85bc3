import { bucketTtlMs, checkBucket } from '../refillBucket'
import type { FilingKitStore, StoredEntry, TakeResult } from '../types'
import { CLAIM, DELETE_OWNER, LIST, PUT, RELEASE, RENEW, TAKE } from './scripts'

/** Keys and arguments of one script call, as node-redis takes them. */
export interface RedisScriptArguments {
  keys: string[]
  arguments: string[]
}

/**
 * What the store uses of a Redis client: the two script commands, in node-redis's shape (`redis`
 * 4 and 5, `createClient()` or `createCluster()`). Another client fits through a few lines, e.g.
 * ioredis: `{ eval: (s, o) => r.eval(s, o.keys.length, ...o.keys, ...o.arguments), evalSha: … }`.
 */
export interface RedisScriptClient {
  eval(script: string, options: RedisScriptArguments): Promise<unknown>
  evalSha(sha1: string, options: RedisScriptArguments): Promise<unknown>
}

/** Options of `createRedisStore`: the partner's connected client, or an address to connect to. */
export type RedisStoreOptions = (
  | {
      /** A connected client the partner owns (and closes); the store never closes it. */
      client: RedisScriptClient
      url?: never
    }
  | {
      /**
       * `redis://…` or `rediss://…`: the store connects with the `redis` package (an optional peer
       * of filing-kit, imported only here and only then) and `close()` disconnects it.
       */
      url: string
      client?: never
    }
) & {
  /**
   * Put before every key. The default's `{fk}` is a Redis Cluster hash tag: all of filing-kit's
   * keys live in one slot, which the scripts that read an owner's listing need.
   */
  keyPrefix?: string
}

/** A Redis-backed store; `close()` disconnects the client it made from `url` (nothing for `client`). */
export interface RedisStore extends FilingKitStore {
  close(): Promise<void>
}

const DEFAULT_PREFIX = 'filing-kit:{fk}:'

interface OwnedClient {
  readonly scripts: RedisScriptClient
  close(): Promise<void>
}

/** The `redis` package, imported by a specifier bundlers do not follow: no bundle of ours pulls it in. */
async function connect(url: string): Promise<OwnedClient> {
  const name = 'redis'
  const redis = (await import(/* @vite-ignore */ name)) as {
    createClient(options: { url: string }): RedisScriptClient & {
      connect(): Promise<unknown>
      close?(): Promise<unknown>
      quit(): Promise<unknown>
      on(event: 'error', listener: (error: unknown) => void): unknown
    }
  }
  const client = redis.createClient({ url })
  // node-redis emits connection errors as events and reconnects by itself; without a listener
  // Node would crash the process on the first one. Each command still rejects while it is down.
  client.on('error', () => undefined)
  await client.connect()
  return {
    scripts: client,
    close: async () => {
      await (client.close ? client.close() : client.quit())
    },
  }
}

/** A script's SHA-1 as EVALSHA names it, by Web Crypto (no Node module in this entry). */
async function sha1(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(script))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A store in Redis, shared by every proxy and watcher that points at the same server: claims, leases
 * and budgets hold across processes, and records survive a proxy's restart. Each method is one Lua
 * script (atomic on the server); the scripts are sent once and then called by their hash. Tested
 * against Redis 7; any Redis from 6.2 fits.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const prefix = options.keyPrefix ?? DEFAULT_PREFIX
  // Connected on first use; a failed connection is not kept: the next call tries again.
  let pending: Promise<OwnedClient> | undefined
  const clientOf = async (): Promise<RedisScriptClient> => {
    if (options.client) return options.client
    pending ??= connect(options.url)
    try {
      return (await pending).scripts
    } catch (error) {
      pending = undefined
      throw error
    }
  }
  const hashes = new Map<string, Promise<string>>()

  async function run(script: string, keys: string[], args: string[]): Promise<unknown> {
    const client = await clientOf()
    let hash = hashes.get(script)
    if (!hash) hashes.set(script, (hash = sha1(script)))
    try {
      return await client.evalSha(await hash, { keys, arguments: args })
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
      return client.eval(script, { keys, arguments: args })
    }
  }

  const keyOf = (key: string) => `${prefix}k:${key}`
  const indexOf = (owner: string) => `${prefix}o:${owner}`
  const keysFor = (key: string, owner: string | undefined) =>
    owner === undefined ? [keyOf(key)] : [keyOf(key), indexOf(owner)]
  const ms = (ttlMs: number) => String(Math.max(1, Math.ceil(ttlMs)))

  return {
    async claim(key, value, ttlMs, owner) {
      return (await run(CLAIM, keysFor(key, owner), [value, ms(ttlMs)])) === 1
    },
    async get(key) {
      const value = await run('return redis.call("GET", KEYS[1])', [keyOf(key)], [])
      return typeof value === 'string' ? value : undefined
    },
    async put(key, value, ttlMs, owner) {
      await run(PUT, keysFor(key, owner), [value, ms(ttlMs)])
    },
    async renew(key, holder, ttlMs) {
      return (await run(RENEW, [keyOf(key)], [holder, ms(ttlMs)])) === 1
    },
    async release(key, holder) {
      return (await run(RELEASE, [keyOf(key)], [holder])) === 1
    },
    async take(key, cost, bucket): Promise<TakeResult> {
      checkBucket(cost, bucket)
      const args = [cost, bucket.capacity, bucket.refillPerSecond, bucketTtlMs(bucket)].map(String)
      const [ok, remaining, retry] = (await run(TAKE, [keyOf(key)], args)) as [number, string, string]
      return { ok: ok === 1, remaining: Number(remaining), retryAfterMs: Number(retry) }
    },
    async list(owner, keyPrefix) {
      const flat = (await run(LIST, [indexOf(owner)], [keyOf(keyPrefix)])) as string[]
      const found: StoredEntry[] = []
      const strip = keyOf('').length
      for (let i = 0; i < flat.length; i += 2) found.push({ key: flat[i]!.slice(strip), value: flat[i + 1]! })
      return found
    },
    async deleteOwner(owner) {
      return Number(await run(DELETE_OWNER, [indexOf(owner)], []))
    },
    async close() {
      if (!pending) return
      const client = pending
      pending = undefined
      await (await client).close()
    },
  }
}
