import { useQueryClient } from '@tanstack/react-query'
import { renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  FilingKitProvider,
  useAlerts,
  useFilingKitConfig,
  usePartnerClient,
  useCompanies,
  filingKeys,
} from '../../hooks/index'
import { createPartnerSimulator } from '../../src/simulator/index'
import { BASE_URL, createHarness, renderInProvider } from './helpers'

describe('FilingKitProvider', () => {
  it('a hook used outside the provider throws a clear error', () => {
    expect(() => renderHook(() => usePartnerClient())).toThrow(
      /usePartnerClient must be used inside <FilingKitProvider>/,
    )
    expect(() => renderHook(() => useAlerts())).toThrow(/useAlerts must be used inside <FilingKitProvider>/)
  })

  it('creates its client from baseUrl and partnerId, and its own QueryClient with no query retries', async () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const partnerId = sim.partners[0]!.partnerId
    const { result } = renderHook(
      () => ({ client: usePartnerClient(), queryClient: useQueryClient(), companies: useCompanies() }),
      {
        wrapper: ({ children }) => (
          <FilingKitProvider baseUrl={BASE_URL} partnerId={partnerId} fetch={sim.viaProxy()}>
            {children}
          </FilingKitProvider>
        ),
      },
    )
    expect(result.current.client.partnerId).toBe(partnerId)
    expect(result.current.queryClient.getDefaultOptions().queries?.retry).toBe(false)
    expect(result.current.queryClient.getDefaultOptions().mutations?.retry).toBe(false)
    await waitFor(() => expect(result.current.companies.isSuccess).toBe(true))
    expect(result.current.companies.data!.length).toBeGreaterThan(0)
  })

  it('hands locale, messages and onEvent to components through useFilingKitConfig', () => {
    const harness = createHarness()
    const onEvent = () => undefined
    const { result } = renderHook(() => useFilingKitConfig(), {
      wrapper: ({ children }) => (
        <FilingKitProvider
          client={harness.client}
          locale="fr-FR"
          messages={{ 'alert.due': 'Échéance' }}
          onEvent={onEvent}
        >
          {children}
        </FilingKitProvider>
      ),
    })
    expect(result.current).toEqual({ locale: 'fr-FR', messages: { 'alert.due': 'Échéance' }, onEvent })
  })

  it('defaults the locale to en-US', () => {
    const harness = createHarness()
    const { result } = renderHook(() => useFilingKitConfig(), { wrapper: harness.wrapper })
    expect(result.current.locale).toBe('en-US')
  })

  it('two providers for two partners never share cache entries, even on one QueryClient', async () => {
    const harness = createHarness()
    const other = createHarness()
    const second = harness.sim.partners[1]!.partnerId
    const { result: first } = renderHook(() => useCompanies(), { wrapper: harness.wrapper })
    await waitFor(() => expect(first.current.isSuccess).toBe(true))
    expect(
      harness.queryClient.getQueryData(filingKeys.compliance.companyList(harness.client.partnerId)),
    ).toBeDefined()
    expect(harness.queryClient.getQueryData(filingKeys.compliance.companyList(second))).toBeUndefined()
    expect(filingKeys.compliance.all(second)).not.toEqual(filingKeys.compliance.all(harness.client.partnerId))
    expect(other.queryClient).not.toBe(harness.queryClient)
  })

  it('renders children inside the provider', () => {
    const harness = createHarness()
    renderInProvider(harness, <p>portal</p>)
    expect(screen.getByText('portal')).toBeInTheDocument()
  })
})
