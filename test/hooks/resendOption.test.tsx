// The provider's `resend`: how a create hook sends an `unknown` create again by itself (BF-3). A
// partner whose own proxy does not answer a repeated pcid from its store turns it off; the component
// tests shorten the wait instead of sitting through 5 s of it.
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FilingKitProvider, useCreateFormationOrder, type FilingKitProviderProps } from '../../hooks/index'
import { createHarness, formationOrderInput, useFakeQueryTimers, type Harness } from './helpers'

const CREATE = '/create-order'

/** Moves fake time on; answers arriving meanwhile are read and rendered at that moment. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/**
 * The hook under a provider with `resend` (read at every render, so a test can change it and
 * re-render), its create's first answer lost after the service acted.
 */
async function unknownCreate(
  harness: Harness,
  resend: () => FilingKitProviderProps['resend'] = () => undefined,
) {
  const input = await formationOrderInput(harness.client)
  harness.failNetworkOnce(CREATE)
  const view = renderHook(() => useCreateFormationOrder(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <FilingKitProvider client={harness.client} queryClient={harness.queryClient} resend={resend()}>
        {children}
      </FilingKitProvider>
    ),
  })
  await act(() => view.result.current.mutateAsync(input).catch(() => undefined))
  expect(view.result.current.outcome).toBe('unknown')
  return view
}

describe('FilingKitProvider resend (BF-3)', () => {
  useFakeQueryTimers()

  it('BF-3: by default an unknown create is sent again by itself after 5 s, under the same pcid, and is created once', async () => {
    const harness = createHarness()
    const { result } = await unknownCreate(harness)
    await advance(4_900)
    expect(harness.sent(CREATE)).toHaveLength(1)
    await advance(200)
    expect(harness.sent(CREATE)).toHaveLength(2)
    expect(result.current.outcome).toBe('created')
    const [first, second] = harness.sent(CREATE).map((sent) => JSON.parse(sent.body!).partnerOrder.pcid)
    expect(second).toBe(first)
    expect(
      [...harness.sim.state.formationOrders.values()].filter((order) => order.echo.pcid === first),
    ).toHaveLength(1)
  })

  it('BF-3: firstDelayMs sets the first wait', async () => {
    const harness = createHarness()
    const { result } = await unknownCreate(harness, () => ({ firstDelayMs: 200 }))
    await advance(150)
    expect(harness.sent(CREATE)).toHaveLength(1)
    await advance(100)
    expect(harness.sent(CREATE)).toHaveLength(2)
    expect(result.current.outcome).toBe('created')
  })

  it('BF-3: attempts: 0 never sends by itself — the outcome stays unknown, a new order still refused', async () => {
    const harness = createHarness()
    const { result } = await unknownCreate(harness, () => ({ attempts: 0 }))
    await advance(10 * 60_000)
    expect(harness.sent(CREATE)).toHaveLength(1)
    expect(result.current.outcome).toBe('unknown')
    expect(result.current.mutate(await formationOrderInput(harness.client))).toBe(false)
  })

  it('BF-3: allowed again (a provider re-rendered with resends on), the waiting create is sent', async () => {
    const harness = createHarness()
    let resend: FilingKitProviderProps['resend'] = { attempts: 0 }
    const view = await unknownCreate(harness, () => resend)
    await advance(60_000)
    expect(harness.sent(CREATE)).toHaveLength(1)
    resend = { firstDelayMs: 10 }
    view.rerender()
    await advance(20)
    expect(harness.sent(CREATE)).toHaveLength(2)
    expect(view.result.current.outcome).toBe('created')
  })
})
