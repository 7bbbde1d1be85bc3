// Issue 32: useReceipts / useReceipt read the signed-in owner's receipts from filing-kit's proxy,
// and every write made through the hooks refreshes them.
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FilingKitProvider, filingKeys, useCreateCompany, useReceipt, useReceipts } from '../../hooks/index'
import { createPartnerClient } from '../../src/index'
import { createPartnerSimulator } from '../../src/simulator/index'
import { BASE, proxyOver } from '../support/exactlyOnceRig'

function signedIn(owner: string | undefined) {
  const sim = createPartnerSimulator({ seed: 4 })
  const proxy = proxyOver(sim, { authorize: () => (owner ? { owner } : true) })
  const client = createPartnerClient({
    baseUrl: BASE,
    partnerId: sim.partners[0]!.partnerId,
    retry: { attempts: 1 },
    // The Origin a browser adds to a write from the portal's page (the proxy refuses one without).
    headers: { origin: new URL(BASE).origin },
    fetch: (input, init) => proxy(new Request(input, init)),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FilingKitProvider client={client} queryClient={queryClient}>
      {children}
    </FilingKitProvider>
  )
  return { client, queryClient, wrapper }
}

describe('useReceipts and useReceipt', () => {
  it("list the owner's receipts, refreshed by each write the hooks make, and read one by id", async () => {
    const { wrapper, client } = signedIn('owner-7')
    const { result } = renderHook(() => ({ receipts: useReceipts(), create: useCreateCompany() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.receipts.data).toEqual([]))
    await act(() => result.current.create.mutateAsync({ name: 'Receipted LLC', ein: '12-3456789' }))
    await waitFor(() => expect(result.current.receipts.data).toHaveLength(1))
    const [receipt] = result.current.receipts.data!
    expect(receipt).toMatchObject({
      operation: 'compliance.createCompany',
      submitted: { name: 'Receipted LLC', ein: '•••6789' },
    })

    const one = renderHook(() => useReceipt(receipt!.id), { wrapper })
    await waitFor(() => expect(one.result.current.data).toEqual(receipt))
    expect(filingKeys.receipts.receipt(client.partnerId, receipt!.id)).toEqual([
      'filing-kit',
      client.partnerId,
      'receipts',
      'detail',
      receipt!.id,
    ])
  })

  it('without a signed-in owner the proxy keeps none to show: the hook reports the refusal', async () => {
    const { wrapper } = signedIn(undefined)
    const { result } = renderHook(() => useReceipts(), { wrapper })
    await waitFor(() => expect(result.current.error?.kind).toBe('forbidden'))
  })

  it('an empty id reads nothing', () => {
    const { wrapper } = signedIn('owner-8')
    const { result } = renderHook(() => useReceipt(undefined), { wrapper })
    expect(result.current.fetchStatus).toBe('idle')
  })
})
