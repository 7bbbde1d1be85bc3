import { focusManager } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useFormationOrder, useTaxRegistrationOrder } from '../../hooks/index'
import { createHarness, own, renderWithClient, useFakeQueryTimers, type Harness } from './helpers'

/** Moves fake time on; answers arriving meanwhile are read and rendered at that moment. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

// TanStack re-renders only for the result fields read during render: read them there, as a component would.
const read = <TData, TError>(query: { data: TData; error: TError }) => ({
  data: query.data,
  error: query.error,
})

function orderIn(harness: Harness, phase: string, status?: string) {
  return own(harness, harness.sim.state.formationOrders).find((order) => {
    const step = order.timeline.steps[order.timeline.index]!
    return step.phase === phase && (!status || step.status === status)
  })!
}

describe('GEN-5: order polling', () => {
  useFakeQueryTimers(() => focusManager.setFocused(undefined))

  it('GEN-5: polls with back-off — 5 s, doubling while nothing changes, capped at 60 s', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Order Received')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    renderWithClient(harness, () => useFormationOrder(order.orderGuid))
    await advance(0)
    expect(reads()).toBe(1)
    const expected: [number, number][] = [
      [5_000, 2],
      [10_000, 3],
      [20_000, 4],
      [40_000, 5],
      [60_000, 6],
      [60_000, 7],
    ]
    for (const [interval, count] of expected) {
      await advance(interval - 1)
      expect(reads()).toBe(count - 1)
      await advance(1)
      expect(reads()).toBe(count)
    }
  })

  it('GEN-5: the interval falls back to 5 s when the phase or status moves', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Order Received')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    const { result } = renderWithClient(harness, () => read(useFormationOrder(order.orderGuid)))
    await advance(0)
    await advance(5_000)
    await advance(10_000)
    expect(reads()).toBe(3) // next interval would be 20 s
    harness.sim.advance(60 * 60 * 1000) // the service moves the order on
    await advance(20_000)
    expect(result.current.data?.orderPhase).toBe('Reviewing Information')
    await advance(5_000)
    expect(reads()).toBe(5)
  })

  it('GEN-5: polling stops once the order reaches Complete', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Filing Approved', 'Prepare for Completion')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    const { result } = renderWithClient(harness, () => read(useFormationOrder(order.orderGuid)))
    await advance(0)
    harness.sim.advance(60 * 60 * 1000)
    await advance(5_000)
    expect(result.current.data?.orderPhase).toBe('Complete')
    const atComplete = reads()
    await advance(10 * 60 * 1000)
    expect(reads()).toBe(atComplete)
  })

  it('GEN-5: a Cancelled order is read once and never polled', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Cancelled')
    renderWithClient(harness, () => useFormationOrder(order.orderGuid))
    await advance(10 * 60 * 1000)
    expect(harness.sent(`/get-order/${order.orderGuid}`)).toHaveLength(1)
  })

  it('GEN-5: TAX-8: an unknown tax registration is not_found, a state: read once, never polled', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => read(useTaxRegistrationOrder('8015fnosuchorder00')))
    await advance(10 * 60 * 1000)
    expect(result.current.error?.kind).toBe('not_found')
    expect(harness.sent('/tax-reg-50states/8015fnosuchorder00')).toHaveLength(1)
  })

  it('GEN-5: a transient failure keeps polling (the client retried it already)', async () => {
    const harness = createHarness({}, { retry: { attempts: 0 } })
    const order = orderIn(harness, 'Order Received')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    const { result } = renderWithClient(harness, () => read(useFormationOrder(order.orderGuid)))
    await advance(0)
    harness.sim.failNext('formation.getOrder', 503)
    await advance(5_000)
    expect(result.current.error?.kind).toBe('server')
    expect(result.current.data?.orderPhase).toBe('Order Received')
    await advance(10_000)
    expect(reads()).toBe(3)
    expect(result.current.error).toBeNull()
  })

  it('GEN-5: no polls while the page is hidden; polling resumes when it is shown', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Order Received')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    renderWithClient(harness, () => useFormationOrder(order.orderGuid))
    await advance(0)
    expect(reads()).toBe(1)
    act(() => focusManager.setFocused(false))
    await advance(10 * 60 * 1000)
    expect(reads()).toBe(1)
    act(() => focusManager.setFocused(true))
    await advance(0)
    expect(reads()).toBe(2) // stale on return: read at once
  })

  it('GEN-5: the tax registration status is polled the same way; TAX-2: it holds only the status summary', async () => {
    const harness = createHarness()
    const order = own(harness, harness.sim.state.taxOrders).find(
      (candidate) => candidate.timeline.steps[candidate.timeline.index]!.phase === 'Order Received',
    )!
    const { result } = renderWithClient(harness, () => read(useTaxRegistrationOrder(order.orderGuid)))
    await advance(0)
    await advance(5_000)
    expect(harness.sent(`/tax-reg-50states/${order.orderGuid}`)).toHaveLength(2)
    expect(result.current.data).toMatchObject({ orderPhase: 'Order Received', orderGuid: order.orderGuid })
    for (const detail of ['accountInfo', 'businessDetails', 'stateInfo', 'responsibleParties'])
      expect(result.current.data).not.toHaveProperty(detail)
  })
})

function Tracker({ orderGuid, label }: { orderGuid: string; label: string }) {
  const { data } = useFormationOrder(orderGuid)
  return (
    <p>
      {label}: {data?.orderStatus ?? '…'}
    </p>
  )
}

describe('GEN-5: one poll per order', () => {
  useFakeQueryTimers()

  it('GEN-5: three components watching one order make one request per poll', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Order Received')
    const reads = () => harness.sent(`/get-order/${order.orderGuid}`).length
    function Page({ third }: { third: boolean }) {
      return (
        <>
          <Tracker orderGuid={order.orderGuid} label="header" />
          <Tracker orderGuid={order.orderGuid} label="sidebar" />
          {third && <Tracker orderGuid={order.orderGuid} label="detail" />}
        </>
      )
    }
    const { rerender } = render(<Page third={false} />, { wrapper: harness.wrapper })
    await advance(0)
    expect(reads()).toBe(1)
    await advance(2_000)
    rerender(<Page third />) // joins within the fresh window: no request of its own
    await advance(0)
    expect(reads()).toBe(1)
    expect(screen.getByText('detail: Third Party Received')).toBeInTheDocument()
    await advance(3_000)
    expect(reads()).toBe(2)
    await advance(10_000)
    expect(reads()).toBe(3)
    await advance(20_000)
    expect(reads()).toBe(4)
  })
})
