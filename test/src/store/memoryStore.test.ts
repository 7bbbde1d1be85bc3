import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../../src/store/createMemoryStore'
import { describeStoreContract } from './storeContract'

describeStoreContract('createMemoryStore', () => createMemoryStore())

describe('createMemoryStore', () => {
  it('is one process’s own: a second memory store shares nothing with the first', async () => {
    const one = createMemoryStore()
    const two = createMemoryStore()
    expect(await one.claim('k', 'one', 60_000)).toBe(true)
    expect(await two.claim('k', 'two', 60_000)).toBe(true)
  })

  it('gives back the memory of expired values it is never asked about again', async () => {
    let now = 0
    const store = createMemoryStore({ now: () => now })
    await store.put('old', 'x', 10, 'owner')
    now = 100
    for (let i = 0; i < 1000; i++) await store.put(`new-${i % 10}`, 'y', 60_000)
    expect(await store.deleteOwner('owner')).toBe(0)
  })
})
