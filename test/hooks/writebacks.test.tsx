import { QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { writebacks, WRITEBACKS_KEPT, type WritebackEntry } from '../../hooks/internal/writebacks'

// Issue 20: the writeback store kept one entry per submitted alert for the QueryClient's lifetime,
// which in a portal is the page's.
describe('the writeback store', () => {
  it('keeps a bounded number of settled writebacks no screen watches, dropping the oldest first', () => {
    const queryClient = new QueryClient()
    const watched = renderHook(() => writebacks.use(queryClient, 'watched'))
    act(() => writebacks.set(queryClient, 'watched', { state: 'confirmed' }))
    const pending: WritebackEntry = { state: 'pending', controller: new AbortController() }
    writebacks.set(queryClient, 'pending', pending)
    const submitted = 5 * WRITEBACKS_KEPT
    for (let alert = 1; alert <= submitted; alert++)
      writebacks.set(queryClient, `alert-${alert}`, { state: alert % 2 ? 'confirmed' : 'timed_out' })

    const alerts = [
      'watched',
      'pending',
      ...Array.from({ length: submitted }, (_, index) => `alert-${index + 1}`),
    ]
    const kept = () => alerts.filter((alert) => writebacks.get(queryClient, alert) !== undefined).length
    expect(kept()).toBe(WRITEBACKS_KEPT + 2)
    expect(writebacks.get(queryClient, 'alert-1')).toBeUndefined()
    expect(writebacks.get(queryClient, `alert-${submitted - WRITEBACKS_KEPT}`)).toBeUndefined()
    expect(writebacks.get(queryClient, `alert-${submitted - WRITEBACKS_KEPT + 1}`)).toEqual({
      state: 'confirmed',
    })
    expect(writebacks.get(queryClient, `alert-${submitted}`)).toEqual({ state: 'timed_out' })
    // What is still being confirmed, and what a screen shows, stay.
    expect(writebacks.get(queryClient, 'pending')).toBe(pending)
    expect(watched.result.current).toEqual({ state: 'confirmed' })
    expect(writebacks.get(queryClient, 'watched')).toEqual({ state: 'confirmed' })

    // Unwatched, the oldest settled writeback now is the one that goes.
    watched.unmount()
    expect(writebacks.get(queryClient, 'watched')).toBeUndefined()
    expect(kept()).toBe(WRITEBACKS_KEPT + 1)
  })
})
