import { useQueryClient } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  FilingKitProvider,
  useAlerts,
  useFilingKitConfig,
  usePartnerClient,
  useCompanies,
  filingKeys,
} from '../../hooks/index'
import { createPartnerClient, type PartnerClient } from '../../src/index'
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

  it('keeps one client across re-renders with inline options; requests use the latest headers and onUnauthorized', async () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const partnerId = sim.partners[0]!.partnerId
    const viaProxy = sim.viaProxy()
    const sentTokens: (string | null)[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init)
      sentTokens.push(request.headers.get('X-CSRF-Token'))
      return viaProxy(request)
    }
    const clients: PartnerClient[] = []
    const refreshes: string[] = []
    const Probe = () => {
      clients.push(usePartnerClient())
      return null
    }
    const Portal = ({ token }: { token: string }) => (
      <FilingKitProvider
        baseUrl={BASE_URL}
        partnerId={partnerId}
        fetch={fetch}
        headers={{ 'X-CSRF-Token': token }}
        retry={{ attempts: 0 }}
        routes={{}}
        onUnauthorized={() => (refreshes.push(token), false)}
      >
        <Probe />
      </FilingKitProvider>
    )
    const { rerender } = render(<Portal token="one" />)
    await clients[0]!.compliance.listCompanies()
    rerender(<Portal token="two" />)
    rerender(<Portal token="three" />)
    expect(clients.length).toBeGreaterThanOrEqual(3)
    expect(new Set(clients).size).toBe(1)
    await clients[0]!.compliance.listCompanies()
    expect(sentTokens).toEqual(['one', 'three'])
    sim.failNext('compliance.listCompanies', 401)
    await expect(clients[0]!.compliance.listCompanies()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(refreshes).toEqual(['three'])
  })

  it('builds a new client when what it is built from changes (partnerId, routes by content)', () => {
    const sim = createPartnerSimulator({ seed: 1 })
    const [first, second] = sim.partners.map((partner) => partner.partnerId)
    const fetch = sim.viaProxy()
    const clients: PartnerClient[] = []
    const Probe = () => {
      clients.push(usePartnerClient())
      return null
    }
    const Portal = ({ partnerId, path }: { partnerId: string; path?: string }) => (
      <FilingKitProvider
        baseUrl={BASE_URL}
        partnerId={partnerId}
        fetch={fetch}
        routes={path ? { 'formation.getOrder': path } : undefined}
      >
        <Probe />
      </FilingKitProvider>
    )
    const { rerender } = render(<Portal partnerId={first!} />)
    rerender(<Portal partnerId={second!} />)
    expect(clients.at(-1)!.partnerId).toBe(second)
    const beforeRoutes = clients.at(-1)
    rerender(<Portal partnerId={second!} path="/orders/{orderGuid}" />)
    expect(clients.at(-1)).not.toBe(beforeRoutes)
    const withRoutes = clients.at(-1)
    rerender(<Portal partnerId={second!} path="/orders/{orderGuid}" />)
    expect(clients.at(-1)).toBe(withRoutes)
    expect(new Set(clients).size).toBe(3)
  })

  it('hands locale, messages and onEvent to components through useFilingKitConfig', () => {
    const harness = createHarness()
    const onEvent = () => undefined
    const { result } = renderHook(() => useFilingKitConfig(), {
      wrapper: ({ children }) => (
        <FilingKitProvider
          client={harness.client}
          locale="fr-FR"
          messages={{ 'compliance.overdue': 'En retard' }}
          onEvent={onEvent}
        >
          {children}
        </FilingKitProvider>
      ),
    })
    // No `components` given: an empty adapter, so every component draws its own primitives.
    expect(result.current).toEqual({
      locale: 'fr-FR',
      messages: { 'compliance.overdue': 'En retard' },
      onEvent,
      components: {},
    })
  })

  it('defaults the locale to en-US', () => {
    const harness = createHarness()
    const { result } = renderHook(() => useFilingKitConfig(), { wrapper: harness.wrapper })
    expect(result.current.locale).toBe('en-US')
  })

  it('two providers for two partners never share cache entries, even on one QueryClient', async () => {
    const harness = createHarness()
    const first = harness.client.partnerId
    const second = harness.sim.partners[1]!.partnerId
    // The second portal's proxy speaks for the other partner, whose data the token cannot read: if the
    // cache were shared, its hook would show the first partner's companies instead of its own refusal.
    const otherClient = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: second,
      fetch: harness.sim.viaProxy({ partnerId: second }),
      retry: { attempts: 0 },
    })
    const { result } = renderHook(() => ({ mine: useCompanies() }), { wrapper: harness.wrapper })
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true))
    const { result: theirs } = renderHook(() => useCompanies(), {
      wrapper: ({ children }) => (
        <FilingKitProvider client={otherClient} queryClient={harness.queryClient}>
          {children}
        </FilingKitProvider>
      ),
    })
    await waitFor(() => expect(theirs.current.isError).toBe(true))
    expect(theirs.current.data).toBeUndefined()
    expect(result.current.mine.data!.length).toBeGreaterThan(0)
    expect(harness.queryClient.getQueryState(filingKeys.compliance.companyList(first))?.status).toBe(
      'success',
    )
    expect(harness.queryClient.getQueryState(filingKeys.compliance.companyList(second))?.status).toBe('error')
  })

  it('renders children inside the provider', () => {
    const harness = createHarness()
    renderInProvider(harness, <p>portal</p>)
    expect(screen.getByText('portal')).toBeInTheDocument()
  })
})
