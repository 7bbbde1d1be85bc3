import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  filingKeys,
  useAlert,
  useAlerts,
  useCompanies,
  useCompany,
  useSubmitComplianceForm,
  useWriteback,
} from '../../hooks/index'
import type { ComplianceForm } from '../../src/index'
import { createHarness, own, renderWithClient, useFakeQueryTimers, type Harness } from './helpers'

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** An open alert of the partner with its forms as the service reads them, ready to send back. */
async function openAlert(harness: Harness) {
  const record = own(harness, harness.sim.state.alerts).find(
    (alert) => alert.open && alert.forms[0]?.formDefinitions[0]?.sections.EntityState,
  )!
  const detail = await harness.client.compliance.getAlert(record.id)
  const forms = structuredClone(detail.complianceForms) as ComplianceForm[]
  return { alertId: record.id, companyId: record.companyId, forms }
}

const sectionsOf = (forms: ComplianceForm[]) => forms[0]!.formDefinitions[0]!.sections

describe('useSubmitComplianceForm', () => {
  useFakeQueryTimers()

  it('CMP-9, CMP-11: submits, then writeback goes pending → confirmed once the company reflects the values', async () => {
    const harness = createHarness({ writebackDelayMs: 3_000 })
    const { alertId, companyId, forms } = await openAlert(harness)
    sectionsOf(forms).EntityState!.EntityName = 'Renamed Holdings LLC'
    const { result } = renderWithClient(harness, () => useSubmitComplianceForm())
    expect(result.current.writeback).toBe('idle')
    await act(() => result.current.mutateAsync({ alertId, companyId, complianceForms: forms }))
    expect(result.current.data).toBe(true)
    expect(result.current.writeback).toBe('pending')
    await advance(1_000)
    expect(result.current.writeback).toBe('pending')
    await advance(2_000)
    expect(result.current.writeback).toBe('confirmed')
    expect(
      harness.queryClient.getQueryData(filingKeys.compliance.company(harness.client.partnerId, companyId)),
    ).toMatchObject({
      name: 'Renamed Holdings LLC',
    })
    expect(harness.events).toEqual([
      { type: 'alert.submitted', alertId, companyId },
      { type: 'alert.writeback', alertId, companyId, writeback: 'confirmed' },
    ])
    const reads = harness.sent(`/companies/${companyId}`).length
    await advance(60_000)
    expect(harness.sent(`/companies/${companyId}`)).toHaveLength(reads) // no reads after confirmation
  })

  it('CMP-11: a form closed mid-writeback still confirms it, emits alert.writeback, and useWriteback shows it elsewhere', async () => {
    const harness = createHarness({ writebackDelayMs: 3_000 })
    const { alertId, companyId, forms } = await openAlert(harness)
    sectionsOf(forms).EntityState!.EntityName = 'Closed Form Holdings LLC'
    const form = renderWithClient(harness, () => useSubmitComplianceForm())
    const elsewhere = renderWithClient(harness, () => useWriteback(alertId))
    expect(elsewhere.result.current).toBe('idle')
    await act(() => form.result.current.mutateAsync({ alertId, companyId, complianceForms: forms }))
    expect(elsewhere.result.current).toBe('pending')
    form.unmount() // the customer closes the form while the service is still writing back
    await advance(5_000)
    expect(elsewhere.result.current).toBe('confirmed')
    expect(harness.events).toContainEqual({
      type: 'alert.writeback',
      alertId,
      companyId,
      writeback: 'confirmed',
    })
    // A form mounted again for the same alert reads the same store.
    const again = renderWithClient(harness, () => useWriteback(alertId))
    expect(again.result.current).toBe('confirmed')
  })

  it('CMP-11: writeback is timed_out when the company never reflects the values (the submit still succeeded)', async () => {
    const harness = createHarness({ writebackDelayMs: 10 * 60_000 })
    const { alertId, companyId, forms } = await openAlert(harness)
    const { result } = renderWithClient(harness, () =>
      useSubmitComplianceForm({ writebackTimeoutMs: 20_000 }),
    )
    await act(() => result.current.mutateAsync({ alertId, companyId, complianceForms: forms }))
    await advance(19_000)
    expect(result.current.writeback).toBe('pending')
    await advance(1_000)
    expect(result.current.writeback).toBe('timed_out')
    expect(result.current.isSuccess).toBe(true)
    // Back-off: reads at 0, 1, 3, 7, 15 s and the deadline, not one a second.
    expect(harness.sent(`/companies/${companyId}`)).toHaveLength(6)
  })

  it('CMP-11: the company is read from the alert when not given, and `expect` decides what confirms', async () => {
    const harness = createHarness({ writebackDelayMs: 2_000 })
    const { alertId, companyId, forms } = await openAlert(harness)
    sectionsOf(forms).PrincipalAddress = { ...sectionsOf(forms).PrincipalAddress, City: 'Olympia' }
    const { result } = renderWithClient(harness, () =>
      useSubmitComplianceForm({
        expect: (company) => (company.businessAddress as { city?: string })?.city === 'Olympia',
      }),
    )
    await act(() => result.current.mutateAsync({ alertId, complianceForms: forms }))
    expect(result.current.writeback).toBe('pending')
    await advance(3_000)
    expect(result.current.writeback).toBe('confirmed')
    expect(harness.sent(`/companies/${companyId}`).length).toBeGreaterThan(0)
  })

  it('CMP-11: with no company to re-read, writeback is unverifiable (not timed_out) and nothing is polled', async () => {
    const harness = createHarness()
    const { alertId, forms } = await openAlert(harness)
    harness.sim.failNext('compliance.getAlert', 400) // the alert cannot be read: no companyId to check
    const { result } = renderWithClient(harness, () => useSubmitComplianceForm())
    await act(() => result.current.mutateAsync({ alertId, complianceForms: forms }))
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.writeback).toBe('unverifiable')
    await advance(60_000)
    expect(result.current.writeback).toBe('unverifiable')
    expect(harness.sent('/companies/')).toHaveLength(0)
    expect(harness.events).toEqual([{ type: 'alert.submitted', alertId, companyId: undefined }])
  })

  it('CMP-11: the company list is refreshed at submit and again once the writeback is confirmed', async () => {
    const harness = createHarness({ writebackDelayMs: 3_000 })
    const { alertId, companyId, forms } = await openAlert(harness)
    sectionsOf(forms).EntityState!.EntityName = 'Listed Anew LLC'
    const { result } = renderWithClient(harness, () => ({
      names: useCompanies().data?.map((company) => company.name),
      submit: useSubmitComplianceForm(),
    }))
    await advance(0)
    const listReads = () =>
      harness.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/companies'))
        .length
    expect(listReads()).toBe(1)
    await act(() => result.current.submit.mutateAsync({ alertId, companyId, complianceForms: forms }))
    await advance(0)
    expect(listReads()).toBe(2)
    expect(result.current.names).not.toContain('Listed Anew LLC')
    await advance(3_000)
    expect(result.current.submit.writeback).toBe('confirmed')
    await advance(0)
    expect(listReads()).toBe(3)
    expect(result.current.names).toContain('Listed Anew LLC')
  })

  it('CMP-9: refreshes that alert, the alert lists and the company', async () => {
    const harness = createHarness()
    const { alertId, companyId, forms } = await openAlert(harness)
    const { result } = renderWithClient(harness, () => ({
      alert: useAlert(alertId).data?.id,
      list: useAlerts({ companyId }).data?.length,
      company: useCompany(companyId).data?.companyId,
      submit: useSubmitComplianceForm(),
    }))
    await advance(0)
    const before = (fragment: string) => harness.sent(fragment, 'GET').length
    const counts = [
      before(`/alerts/${alertId}`),
      before(`/alerts?companyId=${companyId}`),
      before(`/companies/${companyId}`),
    ]
    await act(() => result.current.submit.mutateAsync({ alertId, companyId, complianceForms: forms }))
    await advance(0)
    expect(before(`/alerts/${alertId}`)).toBeGreaterThan(counts[0]!)
    expect(before(`/alerts?companyId=${companyId}`)).toBeGreaterThan(counts[1]!)
    expect(before(`/companies/${companyId}`)).toBeGreaterThan(counts[2]!)
  })

  it('CMP-8: section names and value types are sent back unchanged; no section is invented', async () => {
    const harness = createHarness()
    const { alertId, companyId, forms } = await openAlert(harness)
    const sent = structuredClone(sectionsOf(forms))
    const { result } = renderWithClient(harness, () => useSubmitComplianceForm())
    await act(() => result.current.mutateAsync({ alertId, companyId, complianceForms: forms }))
    const body = JSON.parse(harness.sent(`/alerts/${alertId}/orders`)[0]!.body!)
    expect(body).toEqual({ complianceForms: forms })
    expect(Object.keys(body.complianceForms[0].formDefinitions[0].sections)).toEqual(Object.keys(sent))
    const root = body.complianceForms[0].formDefinitions[0].sections.root
    for (const [field, value] of Object.entries(sent.root ?? {}))
      expect(typeof root[field]).toBe(typeof value)
  })

  it('CMP-10: a missing required field is refused with Section.Field in fieldErrors; writeback stays idle', async () => {
    const harness = createHarness()
    const { alertId, companyId, forms } = await openAlert(harness)
    sectionsOf(forms).EntityState!.EntityNumber = ''
    const { result } = renderWithClient(harness, () => useSubmitComplianceForm())
    await act(() =>
      result.current.mutateAsync({ alertId, companyId, complianceForms: forms }).catch(() => undefined),
    )
    expect(result.current.error?.kind).toBe('validation')
    expect(result.current.error?.fieldErrors).toHaveProperty(['EntityState.EntityNumber'])
    expect(result.current.writeback).toBe('idle')
    expect(harness.sent('/orders')).toHaveLength(1) // GEN-3: never retried
  })

  it('CMP-10: an alert with no open opportunity is the service’s 400', async () => {
    const harness = createHarness()
    const { alertId, companyId, forms } = await openAlert(harness)
    const { result } = renderWithClient(harness, () => useSubmitComplianceForm())
    await act(() => result.current.mutateAsync({ alertId, companyId, complianceForms: forms }))
    await act(() =>
      result.current.mutateAsync({ alertId, companyId, complianceForms: forms }).catch(() => undefined),
    )
    expect(result.current.error?.kind).toBe('validation')
    expect(result.current.error?.message).toMatch(/No opportunity/)
  })
})
