import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  alertQueryOptions,
  alertsQueryOptions,
  useAlert,
  useAlerts,
  useCompanies,
  useCompany,
  useSubscription,
  useSubscriptions,
} from '../../hooks/index'
import { createHarness, others, own, renderWithClient } from './helpers'

describe('Compliance queries', () => {
  it('useCompanies: loading, then the partner’s companies', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCompanies())
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toHaveLength(own(harness, harness.sim.state.companies).length)
  })

  it('useCompany: one company; an unknown id is the service’s error, asked once', async () => {
    const harness = createHarness()
    const company = own(harness, harness.sim.state.companies)[0]!
    const { result } = renderWithClient(harness, () => ({
      known: useCompany(company.id),
      unknown: useCompany('a0Enosuchcompany00'),
    }))
    await waitFor(() => expect(result.current.known.isSuccess && result.current.unknown.isError).toBe(true))
    expect(result.current.known.data).toMatchObject({ companyId: company.id, name: company.name })
    expect(result.current.unknown.error?.kind).toBe('validation')
    expect(harness.sent('a0Enosuchcompany00')).toHaveLength(1)
  })

  it('useAlerts: filtered by company and type; [] is success', async () => {
    const harness = createHarness()
    const alert = own(harness, harness.sim.state.alerts).find((candidate) => candidate.open)!
    const { result } = renderWithClient(harness, () => ({
      filtered: useAlerts({ companyId: alert.companyId, type: alert.alertType }),
      none: useAlerts({ type: 'No Such Alert Type' }),
    }))
    await waitFor(() => expect(result.current.filtered.isSuccess && result.current.none.isSuccess).toBe(true))
    expect(result.current.filtered.data!.map((item) => item.id)).toContain(alert.id)
    expect(result.current.filtered.data!.every((item) => item.entityId === alert.companyId)).toBe(true)
    expect(result.current.none.data).toEqual([])
    expect(harness.sent('type=No%20Such%20Alert%20Type')).toHaveLength(1)
  })

  it('useAlert: the detail with its prefilled forms', async () => {
    const harness = createHarness()
    const alert = own(harness, harness.sim.state.alerts)[0]!
    const { result } = renderWithClient(harness, () => useAlert(alert.id))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({ id: alert.id, companyId: alert.companyId })
    expect(result.current.data!.complianceForms[0]!.formDefinitions[0]!.sections).toHaveProperty('root')
  })

  it('useSubscriptions and useSubscription: lists and one plan; another partner’s plan is forbidden', async () => {
    const harness = createHarness()
    const plan = own(harness, harness.sim.state.subscriptions)[0]!
    const foreign = others(harness, harness.sim.state.subscriptions)[0]!
    const { result } = renderWithClient(harness, () => ({
      list: useSubscriptions({ companyId: plan.entityId }),
      one: useSubscription(plan.id),
      foreign: useSubscription(foreign.id),
    }))
    await waitFor(() =>
      expect(
        result.current.list.isSuccess && result.current.one.isSuccess && result.current.foreign.isError,
      ).toBe(true),
    )
    expect(result.current.list.data!.subscriptions.map((item) => item.id)).toContain(plan.id)
    expect(result.current.one.data).toMatchObject({ id: plan.id, serviceCategory: plan.serviceCategory })
    expect(result.current.foreign.error?.kind).toBe('forbidden')
    expect(harness.sent(foreign.id)).toHaveLength(1)
  })

  it('GEN-3: a 5xx on a read is retried by the client, once per query, and the hook succeeds', async () => {
    const harness = createHarness()
    harness.sim.failNext('compliance.listAlerts', 500)
    const { result } = renderWithClient(harness, () => useAlerts())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(harness.sent('/alerts')).toHaveLength(2)
  })

  it('GEN-3: errors a retry cannot fix (forbidden, unauthorized, validation) are not retried at all', async () => {
    const harness = createHarness()
    harness.sim.failNext('compliance.listAlerts', 403)
    harness.sim.failNext('compliance.listCompanies', 401)
    const { result } = renderWithClient(harness, () => ({ alerts: useAlerts(), companies: useCompanies() }))
    await waitFor(() => expect(result.current.alerts.isError && result.current.companies.isError).toBe(true))
    expect(result.current.alerts.error?.kind).toBe('forbidden')
    expect(result.current.companies.error?.kind).toBe('unauthorized')
    expect(harness.sent('/alerts')).toHaveLength(1)
    expect(harness.sent('/companies')).toHaveLength(1)
  })

  it('the factories prefetch for useQuery, useSuspenseQuery and getQueryData alike', async () => {
    const harness = createHarness()
    const alert = own(harness, harness.sim.state.alerts)[0]!
    await harness.queryClient.prefetchQuery(alertsQueryOptions(harness.client))
    const detail = await harness.queryClient.fetchQuery(alertQueryOptions(harness.client, alert.id))
    expect(detail.id).toBe(alert.id)
    expect(
      harness.queryClient.getQueryData(alertsQueryOptions(harness.client).queryKey)?.length,
    ).toBeGreaterThan(0)
    const { result } = renderWithClient(harness, () => useAlerts({}, { staleTime: Infinity }))
    expect(result.current.isSuccess).toBe(true)
    expect(harness.sent('/alerts')).toHaveLength(2)
  })
})
