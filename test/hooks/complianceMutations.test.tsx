import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  filingKeys,
  useCancelSubscription,
  useCompanies,
  useCreateCompany,
  useRenewSubscription,
  useSubscription,
  useSubscriptions,
} from '../../hooks/index'
import { createHarness, others, own, renderWithClient, type Harness } from './helpers'

const plan = (harness: Harness, category: string, status = 'Active') =>
  own(harness, harness.sim.state.subscriptions).find(
    (candidate) => candidate.serviceCategory === category && candidate.status === status,
  )!

describe('useCreateCompany', () => {
  it('CMP-3: only a name is needed; answers {companyId, PCID}, refreshes the list and reports an event', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => ({ list: useCompanies(), create: useCreateCompany() }))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    const before = result.current.list.data!.length
    await act(() => result.current.create.mutateAsync({ name: 'Hooked Widgets LLC' }))
    expect(result.current.create.data).toEqual({ companyId: expect.any(String), PCID: null })
    await waitFor(() => expect(result.current.list.data).toHaveLength(before + 1))
    expect(harness.events).toContainEqual({
      type: 'company.created',
      companyId: result.current.create.data!.companyId,
      pcid: null,
    })
  })

  it('CMP-3: a malformed EIN or state code is refused with field errors ready for the form', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCreateCompany())
    await act(() =>
      result.current
        .mutateAsync({ name: 'Bad Data Inc.', ein: '123456789', businessAddress: { state: 'California' } })
        .catch(() => undefined),
    )
    expect(result.current.error?.kind).toBe('validation')
    expect(Object.keys(result.current.error!.fieldErrors)).toEqual(
      expect.arrayContaining(['ein', 'businessAddress.state']),
    )
    expect(harness.sent('/companies', 'POST')).toHaveLength(0)
  })

  it('GEN-3: a 5xx on create is reported, never retried', async () => {
    const harness = createHarness()
    harness.sim.failNext('compliance.createCompany', 500)
    const { result } = renderWithClient(harness, () => useCreateCompany())
    await act(() => result.current.mutateAsync({ name: 'Once Only LLC' }).catch(() => undefined))
    expect(result.current.error?.kind).toBe('server')
    expect(harness.sent('/companies', 'POST')).toHaveLength(1)
  })
})

describe('useRenewSubscription', () => {
  it('CMP-14: renews, refreshing that plan and the lists; CMP-17: Auto Renewal sets autoRenewDate, Manual clears it', async () => {
    const harness = createHarness()
    const target = plan(harness, 'AnnualReport')
    const { result } = renderWithClient(harness, () => {
      const one = useSubscription(target.id)
      const list = useSubscriptions({ companyId: target.entityId })
      return { one: one.data, list: list.data, renew: useRenewSubscription() }
    })
    await waitFor(() => expect(result.current.one && result.current.list).toBeTruthy())
    await act(() =>
      result.current.renew.mutateAsync({
        subscriptionId: target.id,
        renewalType: 'Manual',
        autoRenew: false,
      }),
    )
    await waitFor(() => expect(result.current.one?.renewalType).toBe('Manual'))
    expect(result.current.one?.autoRenewDate).toBeNull()
    expect(result.current.list?.subscriptions.find((item) => item.id === target.id)?.renewalType).toBe(
      'Manual',
    )
    await act(() =>
      result.current.renew.mutateAsync({
        subscriptionId: target.id,
        renewalType: 'Auto Renewal',
        autoRenew: true,
        renewalDate: '2027-09-01',
      }),
    )
    await waitFor(() => expect(result.current.one?.renewalType).toBe('Auto Renewal'))
    expect(result.current.one?.autoRenewDate).toEqual(expect.any(String))
    expect(JSON.parse(harness.sent(`/subscriptions/${target.id}/renew`)[0]!.body!).id).toBe(target.id)
    expect(harness.events).toContainEqual({ type: 'subscription.renewed', subscriptionId: target.id })
  })

  it('CMP-14: an unknown plan is a validation error, another partner’s is forbidden; neither retried', async () => {
    const harness = createHarness()
    const foreign = others(harness, harness.sim.state.subscriptions)[0]!
    const { result } = renderWithClient(harness, () => ({
      a: useRenewSubscription(),
      b: useRenewSubscription(),
    }))
    await act(() =>
      result.current.a
        .mutateAsync({ subscriptionId: 'a0Snosuchplan00000', renewalType: 'Manual' })
        .catch(() => undefined),
    )
    await act(() =>
      result.current.b
        .mutateAsync({ subscriptionId: foreign.id, renewalType: 'Manual' })
        .catch(() => undefined),
    )
    expect(result.current.a.error?.kind).toBe('validation')
    expect(result.current.a.error?.serviceMessage).toMatch(/no matching record/i)
    expect(result.current.b.error?.kind).toBe('forbidden')
    expect(harness.sent('/renew')).toHaveLength(2)
  })
})

describe('useCancelSubscription', () => {
  it('CMP-15: a Registered Agent plan with a proof Blob is encoded, sent and goes to Ready for Review', async () => {
    const harness = createHarness()
    const target = plan(harness, 'RegisteredAgent')
    const file = new File(['%PDF-1.4 new agent appointment'], 'Appointment.PDF', { type: 'application/pdf' })
    const { result } = renderWithClient(harness, () => ({
      one: useSubscription(target.id).data,
      cancel: useCancelSubscription(),
    }))
    await waitFor(() => expect(result.current.one).toBeDefined())
    await act(() =>
      result.current.cancel.mutateAsync({ subscriptionId: target.id, proof: { file, title: 'New agent' } }),
    )
    const body = JSON.parse(harness.sent(`/subscriptions/${target.id}/cancel`)[0]!.body!)
    expect(body).toEqual({
      title: 'New agent',
      extension: 'pdf',
      base64: btoa('%PDF-1.4 new agent appointment'),
    })
    expect(harness.sim.state.subscriptions.get(target.id)!.status).toBe('Ready for Review')
    expect(result.current.cancel.data?.status).toEqual(expect.any(String))
    expect(harness.events).toContainEqual({
      type: 'subscription.cancelled',
      subscriptionId: target.id,
      status: result.current.cancel.data!.status,
    })
    await waitFor(() => expect(harness.sent(`/subscriptions/${target.id}`, 'GET')).toHaveLength(2)) // refreshed
  })

  it('CMP-15: a Blob without a name takes its extension from the MIME type', async () => {
    const harness = createHarness()
    const target = plan(harness, 'RegisteredAgent')
    const { result } = renderWithClient(harness, () => useCancelSubscription())
    await act(() =>
      result.current.mutateAsync({
        subscriptionId: target.id,
        proof: { file: new Blob(['png bytes'], { type: 'image/png' }), title: 'Scan' },
      }),
    )
    expect(JSON.parse(harness.sent('/cancel')[0]!.body!).extension).toBe('png')
  })

  it('CMP-15: any other category sends {} and is Cancelled at once', async () => {
    const harness = createHarness()
    const target = plan(harness, 'AnnualReport')
    const { result } = renderWithClient(harness, () => useCancelSubscription())
    await act(() => result.current.mutateAsync({ subscriptionId: target.id }))
    expect(harness.sent('/cancel')[0]!.body).toBe('{}')
    expect(harness.sim.state.subscriptions.get(target.id)!.status).toBe('Cancelled')
    expect(
      harness.queryClient.getQueryState(
        filingKeys.compliance.subscription(harness.client.partnerId, target.id),
      ),
    ).toBeUndefined()
  })

  it('CMP-15: a Registered Agent cancel without proof is the service’s 400, not retried', async () => {
    const harness = createHarness()
    const target = plan(harness, 'RegisteredAgent')
    const { result } = renderWithClient(harness, () => useCancelSubscription())
    await act(() => result.current.mutateAsync({ subscriptionId: target.id }).catch(() => undefined))
    expect(result.current.error?.kind).toBe('validation')
    expect(harness.sent('/cancel')).toHaveLength(1)
    expect(harness.sim.state.subscriptions.get(target.id)!.status).toBe('Active')
  })
})
