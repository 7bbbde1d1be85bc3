import { describe, expect, it, vi } from 'vitest'
import type { FilingKitStore } from '../../../src/store/types'

let unique = 0
/** A key no other test of the run uses: the Redis server is shared by the file's tests. */
const fresh = (label: string) => `${label}-${process.pid}-${++unique}-${Math.random().toString(36).slice(2)}`

/**
 * The store interface's promises, one `describe` body run against every store: what the proxy and a
 * watcher rely on (one claim wins, only the holder renews or releases, a bucket never overspends,
 * an owner's records listed and erased apart from everyone else's).
 */
export function describeStoreContract(name: string, makeStore: () => FilingKitStore): void {
  describe(`${name}: the store contract`, () => {
    it('of 50 concurrent claims of one key exactly one wins, and its value is the one kept', async () => {
      const store = makeStore()
      const key = fresh('claim')
      const wins = await Promise.all(
        Array.from({ length: 50 }, (_, i) => store.claim(key, `holder-${i}`, 60_000)),
      )
      expect(wins.filter(Boolean)).toHaveLength(1)
      expect(await store.get(key)).toBe(`holder-${wins.indexOf(true)}`)
    })

    it('a claim expires after its time, and the key can then be claimed again', async () => {
      const store = makeStore()
      const key = fresh('expiry')
      expect(await store.claim(key, 'first', 40)).toBe(true)
      expect(await store.claim(key, 'second', 40)).toBe(false)
      await vi.waitFor(async () => expect(await store.get(key)).toBeUndefined(), { timeout: 10_000 })
      expect(await store.claim(key, 'second', 60_000)).toBe(true)
      expect(await store.get(key)).toBe('second')
    })

    it('put replaces a value; get of an absent key is undefined', async () => {
      const store = makeStore()
      const key = fresh('put')
      expect(await store.get(key)).toBeUndefined()
      await store.put(key, '{"a":1}', 60_000)
      await store.put(key, '{"a":2}', 60_000)
      expect(await store.get(key)).toBe('{"a":2}')
    })

    it('a lease is renewed and released only by its holder', async () => {
      const store = makeStore()
      const key = fresh('lease')
      expect(await store.claim(key, 'watcher-a', 60_000)).toBe(true)
      expect(await store.renew(key, 'watcher-b', 60_000)).toBe(false)
      expect(await store.release(key, 'watcher-b')).toBe(false)
      expect(await store.get(key)).toBe('watcher-a')
      expect(await store.renew(key, 'watcher-a', 60_000)).toBe(true)
      expect(await store.release(key, 'watcher-a')).toBe(true)
      expect(await store.get(key)).toBeUndefined()
      expect(await store.renew(key, 'watcher-a', 60_000)).toBe(false)
    })

    it('a renewed lease outlives its first expiry', async () => {
      const store = makeStore()
      const key = fresh('renewed')
      const other = fresh('unrenewed')
      await store.claim(key, 'holder', 300)
      await store.claim(other, 'holder', 300)
      expect(await store.renew(key, 'holder', 60_000)).toBe(true)
      await vi.waitFor(async () => expect(await store.get(other)).toBeUndefined(), { timeout: 10_000 })
      expect(await store.get(key)).toBe('holder')
    })

    it('20 concurrent takes from a bucket of 5 pass exactly 5 times; the refused ones say when to come back', async () => {
      const store = makeStore()
      const key = fresh('bucket')
      const bucket = { capacity: 5, refillPerSecond: 0.5 }
      const takes = await Promise.all(Array.from({ length: 20 }, () => store.take(key, 1, bucket)))
      expect(takes.filter((t) => t.ok)).toHaveLength(5)
      for (const refused of takes.filter((t) => !t.ok)) {
        expect(refused.retryAfterMs).toBeGreaterThan(0)
        expect(refused.retryAfterMs).toBeLessThanOrEqual(2000)
      }
      await expect(store.take(key, 6, bucket)).rejects.toThrow(RangeError)
    })

    it('a bucket refills with time', async () => {
      const store = makeStore()
      const key = fresh('refill')
      const bucket = { capacity: 2, refillPerSecond: 50 }
      expect((await store.take(key, 2, bucket)).ok).toBe(true)
      await vi.waitFor(async () => expect((await store.take(key, 1, bucket)).ok).toBe(true), {
        timeout: 10_000,
      })
    })

    it("lists an owner's values by prefix, and erases that owner's alone", async () => {
      const store = makeStore()
      const alice = fresh('owner-alice')
      const bob = fresh('owner-bob')
      await store.put(`receipt:${alice}:1`, 'a1', 60_000, alice)
      await store.put(`receipt:${alice}:2`, 'a2', 60_000, alice)
      await store.claim(`idem:${alice}:k`, 'pending', 60_000, alice)
      await store.put(`receipt:${bob}:1`, 'b1', 60_000, bob)
      await store.put(`unowned:${alice}`, 'u', 60_000)

      const listed = await store.list(alice, 'receipt:')
      expect(listed.map((e) => e.value).sort()).toEqual(['a1', 'a2'])
      expect(listed.map((e) => e.key).sort()).toEqual([`receipt:${alice}:1`, `receipt:${alice}:2`])
      expect((await store.list(alice, '')).map((e) => e.value).sort()).toEqual(['a1', 'a2', 'pending'])

      expect(await store.deleteOwner(alice)).toBe(3)
      expect(await store.list(alice, '')).toEqual([])
      expect(await store.get(`receipt:${alice}:1`)).toBeUndefined()
      expect(await store.get(`idem:${alice}:k`)).toBeUndefined()
      expect((await store.list(bob, 'receipt:')).map((e) => e.value)).toEqual(['b1'])
      expect(await store.get(`unowned:${alice}`)).toBe('u')
    })

    it('an expired value is no longer listed', async () => {
      const store = makeStore()
      const owner = fresh('owner-expiring')
      await store.put('short', 'gone soon', 40, owner)
      await store.put('long', 'kept', 60_000, owner)
      await vi.waitFor(
        async () => expect((await store.list(owner, '')).map((e) => e.value)).toEqual(['kept']),
        {
          timeout: 10_000,
        },
      )
    })
  })
}
