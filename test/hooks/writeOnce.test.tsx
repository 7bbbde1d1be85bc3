// Issue 32: a write hook sent again after an outcome it does not know reuses its attempt's
// Idempotency-Key, so the proxy answers from its store and the write happens once.
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCreateCompany, useRenewSubscription } from '../../hooks/index'
import { isOutcomeUnknown } from '../../src/index'
import { createHarness, own, renderWithClient } from './helpers'

const companiesNamed = (harness: ReturnType<typeof createHarness>, name: string) =>
  [...harness.sim.state.companies.values()].filter((company) => company.name === name).length

describe('write hooks: one attempt, one key', () => {
  it('a company create whose answer was lost, sent again, is registered once and answered', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCreateCompany())
    harness.failNetworkOnce('/companies')
    let lost: unknown
    await act(() =>
      result.current.mutateAsync({ name: 'Lost Then Found LLC' }).catch((error) => void (lost = error)),
    )
    expect(isOutcomeUnknown(lost)).toBe(true)
    expect(companiesNamed(harness, 'Lost Then Found LLC')).toBe(1)

    await act(() => result.current.mutateAsync({ name: 'Lost Then Found LLC' }))
    expect(result.current.data?.companyId).toEqual(expect.any(String))
    expect(companiesNamed(harness, 'Lost Then Found LLC')).toBe(1)
    const keys = harness.sent('/companies', 'POST').map((request) => request.key)
    expect(keys[0]).toBe(keys[1])
  })

  it('an answered write gives up its key: the same variables sent again are a new attempt', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCreateCompany())
    await act(() => result.current.mutateAsync({ name: 'Twice On Purpose LLC' }))
    await act(() => result.current.mutateAsync({ name: 'Twice On Purpose LLC' }))
    expect(companiesNamed(harness, 'Twice On Purpose LLC')).toBe(2)
  })

  it('a renewal whose answer was lost is sent again under the same key', async () => {
    const harness = createHarness()
    const subscription = own(harness, harness.sim.state.subscriptions).find(
      (candidate) => candidate.serviceCategory === 'AnnualReport' && candidate.status === 'Active',
    )!
    const renewal = { subscriptionId: subscription.id, renewalType: 'Manual' as const, autoRenew: false }
    const { result } = renderWithClient(harness, () => useRenewSubscription())
    harness.failNetworkOnce('/renew')
    await act(() => result.current.mutateAsync(renewal).catch(() => undefined))
    await act(() => result.current.mutateAsync(renewal))
    const keys = harness.sent('/renew', 'POST').map((request) => request.key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
  })
})
