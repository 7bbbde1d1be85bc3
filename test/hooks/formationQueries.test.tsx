import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFormationOrder, useFormationOrderSummary, useFormationPackages } from '../../hooks/index'
import { createHarness, own, renderWithClient, type Harness } from './helpers'

const read = <TData, TError>(query: { data: TData; error: TError; status: string }) => ({
  data: query.data,
  error: query.error,
  status: query.status,
})

function orderIn(harness: Harness, phase: string) {
  return own(harness, harness.sim.state.formationOrders).find(
    (order) => order.timeline.steps[order.timeline.index]!.phase === phase,
  )!
}

describe('Formation queries', () => {
  it('useFormationPackages: loading, then packages for a state given by its code', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () =>
      read(useFormationPackages({ entityType: 'LLC', state: 'AL' })),
    )
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data!.packageCollection[0]!.productPackages.length).toBeGreaterThan(0)
    expect(harness.sent('state=Alabama')).toHaveLength(1)
  })

  it('useFormationPackages: an unknown state is refused before anything is sent', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () =>
      read(useFormationPackages({ entityType: 'LLC', state: 'Atlantis' })),
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toMatchObject({ kind: 'validation' })
    expect(harness.requests).toHaveLength(0)
  })

  it('BF-4: right after creation the order reads with null contact, companyInfo and businessAddress', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Order Received')
    const { result } = renderWithClient(harness, () =>
      read(useFormationOrder(order.orderGuid, { poll: false })),
    )
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toMatchObject({ contact: null, companyInfo: null, businessAddress: null })
  })

  it('BF-5: in Order Received the filing type, filed date and formed entity id are null, later filled', async () => {
    const harness = createHarness()
    const received = orderIn(harness, 'Order Received')
    const approved = orderIn(harness, 'Filing Approved')
    const { result } = renderWithClient(harness, () => ({
      received: read(useFormationOrder(received.orderGuid)),
      approved: read(useFormationOrder(approved.orderGuid)),
    }))
    await waitFor(() =>
      expect(
        result.current.received.status === 'success' && result.current.approved.status === 'success',
      ).toBe(true),
    )
    expect(result.current.received.data).toMatchObject({
      orderFilingType: null,
      filedDate: null,
      formedEntityId: null,
    })
    expect(result.current.approved.data!.orderFilingType).toEqual(expect.any(String))
    expect(result.current.approved.data!.formedEntityId).toEqual(expect.any(String))
  })

  it('useFormationOrderSummary: price and products, the capitalised Id kept', async () => {
    const harness = createHarness()
    const order = orderIn(harness, 'Processing')
    const { result } = renderWithClient(harness, () => read(useFormationOrderSummary(order.orderGuid)))
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toMatchObject({ Id: order.orderGuid })
    expect(result.current.data!.orderProducts.length).toBeGreaterThan(0)
  })

  it('useFormationOrder: another partner’s order is forbidden, and not polled', async () => {
    const harness = createHarness()
    const foreign = [...harness.sim.state.formationOrders.values()].find(
      (order) => order.partnerId !== harness.client.partnerId,
    )!
    const { result } = renderWithClient(harness, () => read(useFormationOrder(foreign.orderGuid)))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toMatchObject({ kind: 'forbidden' })
  })
})
