import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  filingKeys,
  useAlerts,
  useCompanies,
  useCompany,
  useFormationPackages,
  useSubscriptions,
} from '../../hooks/index'
import { createHarness, own, renderWithClient } from './helpers'

describe('filingKeys', () => {
  it('every key starts with filing-kit, the partner and the product', () => {
    expect(filingKeys.compliance.alertList('P1', { companyId: 'a0E1' })).toEqual([
      'filing-kit',
      'P1',
      'compliance',
      'alerts',
      'list',
      { companyId: 'a0E1' },
    ])
    expect(filingKeys.formation.orderSummary('P1', '801')).toEqual([
      'filing-kit',
      'P1',
      'formation',
      'orders',
      '801',
      'summary',
    ])
    expect(filingKeys.taxRegistration.order('P1', '801')).toEqual([
      'filing-kit',
      'P1',
      'taxRegistration',
      'orders',
      '801',
    ])
    // `{ companyId: undefined }` and `{}` name the same list.
    expect(filingKeys.compliance.alertList('P1', { companyId: undefined })).toEqual(
      filingKeys.compliance.alertList('P1'),
    )
  })

  it('invalidating compliance.all refetches every Compliance query and no Formation one', async () => {
    const harness = createHarness()
    const pid = harness.client.partnerId
    const { result } = renderWithClient(harness, () => ({
      companies: useCompanies(),
      alerts: useAlerts(),
      subscriptions: useSubscriptions(),
      packages: useFormationPackages({ entityType: 'LLC', state: 'CA' }),
    }))
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true))
    const before = harness.requests.length
    await harness.queryClient.invalidateQueries({ queryKey: filingKeys.compliance.all(pid) })
    const refetched = harness.requests.slice(before).map((request) => request.path)
    expect(refetched).toHaveLength(3)
    expect(refetched.every((path) => path.startsWith(`/v1/partners/${pid}/`))).toBe(true)
    expect(
      harness.queryClient.getQueryState(
        filingKeys.formation.packages(pid, { entityType: 'LLC', state: 'CA' }),
      )?.isInvalidated,
    ).toBe(false)
  })

  it("invalidating one company's keys reaches that company and its filtered lists only", async () => {
    const harness = createHarness()
    const pid = harness.client.partnerId
    const [first, second] = own(harness, harness.sim.state.companies)
    const { result } = renderWithClient(harness, () => ({
      a: useCompany(first!.id),
      b: useCompany(second!.id),
      aAlerts: useAlerts({ companyId: first!.id }),
      aAnnual: useAlerts({ companyId: first!.id, type: 'Annual Report' }),
      bAlerts: useAlerts({ companyId: second!.id }),
    }))
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true))
    await harness.queryClient.invalidateQueries({ queryKey: filingKeys.compliance.company(pid, first!.id) })
    await harness.queryClient.invalidateQueries({
      queryKey: filingKeys.compliance.alertList(pid, { companyId: first!.id }),
    })
    const state = (key: readonly unknown[]) => harness.queryClient.getQueryState(key)
    expect(state(filingKeys.compliance.company(pid, second!.id))?.dataUpdateCount).toBe(1)
    expect(state(filingKeys.compliance.alertList(pid, { companyId: second!.id }))?.dataUpdateCount).toBe(1)
    expect(state(filingKeys.compliance.company(pid, first!.id))?.dataUpdateCount).toBe(2)
    expect(state(filingKeys.compliance.alertList(pid, { companyId: first!.id }))?.dataUpdateCount).toBe(2)
    expect(
      state(filingKeys.compliance.alertList(pid, { companyId: first!.id, type: 'Annual Report' }))
        ?.dataUpdateCount,
    ).toBe(2)
  })

  it('companyScope: one predicate reaches a company, its alert lists of every type and its subscription lists, nothing else', async () => {
    const harness = createHarness()
    const pid = harness.client.partnerId
    const [first, second] = own(harness, harness.sim.state.companies)
    const keys = filingKeys.compliance
    const { result } = renderWithClient(harness, () => ({
      a: useCompany(first!.id),
      b: useCompany(second!.id),
      all: useCompanies(),
      aAlerts: useAlerts({ companyId: first!.id }),
      aAnnual: useAlerts({ companyId: first!.id, type: 'Annual Report' }),
      bAlerts: useAlerts({ companyId: second!.id }),
      everyAlert: useAlerts(),
      aPlans: useSubscriptions({ companyId: first!.id }),
      bPlans: useSubscriptions({ companyId: second!.id }),
    }))
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true))
    await harness.queryClient.invalidateQueries({ predicate: keys.companyScope(pid, first!.id) })
    const updates = (key: readonly unknown[]) => harness.queryClient.getQueryState(key)?.dataUpdateCount
    expect(updates(keys.company(pid, first!.id))).toBe(2)
    expect(updates(keys.alertList(pid, { companyId: first!.id }))).toBe(2)
    expect(updates(keys.alertList(pid, { companyId: first!.id, type: 'Annual Report' }))).toBe(2)
    expect(updates(keys.subscriptionList(pid, { companyId: first!.id }))).toBe(2)
    expect(updates(keys.company(pid, second!.id))).toBe(1)
    expect(updates(keys.alertList(pid, { companyId: second!.id }))).toBe(1)
    expect(updates(keys.subscriptionList(pid, { companyId: second!.id }))).toBe(1)
    expect(updates(keys.companyList(pid))).toBe(1)
    expect(updates(keys.alertList(pid))).toBe(1)
    // Another partner's key naming the same company id is out of scope.
    expect(keys.companyScope(pid, first!.id)({ queryKey: keys.company('P999', first!.id) })).toBe(false)
  })

  it('the query options factories use these keys, so setQueryData reaches the hooks', async () => {
    const harness = createHarness()
    const pid = harness.client.partnerId
    harness.queryClient.setQueryData(filingKeys.compliance.companyList(pid), [
      { companyId: 'a0Eseeded', name: 'Seeded' },
    ])
    const { result } = renderWithClient(harness, () => useCompanies({ staleTime: Infinity }))
    expect(result.current.data).toEqual([{ companyId: 'a0Eseeded', name: 'Seeded' }])
    expect(harness.sent('/companies')).toHaveLength(0)
  })
})
