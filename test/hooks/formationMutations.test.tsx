import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  useCancelFormationOrder,
  useDownloadOrderDocument,
  useFormationOrder,
  useFormationOrderSummary,
  useUpdateFormationOrder,
  useUploadOrderDocument,
} from '../../hooks/index'
import { createHarness, own, renderWithClient, type Harness } from './helpers'

const orderWith = (harness: Harness, status: string) =>
  own(harness, harness.sim.state.formationOrders).find(
    (order) => order.timeline.steps[order.timeline.index]!.status === status,
  )!

describe('Formation mutations', () => {
  it('useUpdateFormationOrder answers an RFI and refreshes the order, which moves on', async () => {
    const harness = createHarness()
    const order = orderWith(harness, 'Signature Needed RFI')
    const { result } = renderWithClient(harness, () => ({
      status: useFormationOrder(order.orderGuid, { poll: false }).data?.orderStatus,
      update: useUpdateFormationOrder(),
    }))
    await waitFor(() => expect(result.current.status).toBe('Signature Needed RFI'))
    await act(() =>
      result.current.update.mutateAsync({
        orderGuid: order.orderGuid,
        contact: { contactPhone: '2055550199' },
        signature: { fullName: 'Ada Lovelace', signedAt: new Date().toISOString(), statement: 'I sign.' },
      }),
    )
    await waitFor(() => expect(result.current.status).not.toBe('Signature Needed RFI'))
    expect(harness.events).toContainEqual({ type: 'formation.order.updated', orderGuid: order.orderGuid })
  })

  it('useCancelFormationOrder cancels once and refreshes the order and its summary', async () => {
    const harness = createHarness()
    const order = orderWith(harness, 'Ready for Processing')
    const { result } = renderWithClient(harness, () => ({
      phase: useFormationOrder(order.orderGuid, { poll: false }).data?.orderPhase,
      summary: useFormationOrderSummary(order.orderGuid).data,
      cancel: useCancelFormationOrder(),
    }))
    await waitFor(() => expect(result.current.phase && result.current.summary).toBeTruthy())
    await act(() => result.current.cancel.mutateAsync({ orderGuid: order.orderGuid }))
    await waitFor(() => expect(result.current.phase).toBe('Cancelled'))
    expect(harness.sent(`/order-summary/${order.orderGuid}`)).toHaveLength(2)
    expect(harness.sent(`/order-cancellation-v1/${order.orderGuid}`)).toHaveLength(1)
  })

  it('GEN-3: a 5xx on cancel is reported and never retried', async () => {
    const harness = createHarness()
    const order = orderWith(harness, 'Ready for Processing')
    harness.sim.failNext('formation.cancelOrder', 502)
    const { result } = renderWithClient(harness, () => useCancelFormationOrder())
    await act(() => result.current.mutateAsync({ orderGuid: order.orderGuid }).catch(() => undefined))
    expect(result.current.error?.kind).toBe('server')
    expect(harness.sent('/order-cancellation-v1/')).toHaveLength(1)
  })

  it('useUploadOrderDocument encodes a File and useDownloadOrderDocument reads it back as a Blob', async () => {
    const harness = createHarness()
    const order = orderWith(harness, 'Ready for Processing')
    const file = new File(['operating agreement'], 'agreement.pdf', { type: 'application/pdf' })
    const { result } = renderWithClient(harness, () => ({
      upload: useUploadOrderDocument(),
      download: useDownloadOrderDocument(),
    }))
    await act(() =>
      result.current.upload.mutateAsync({
        orderGuid: order.orderGuid,
        file,
        documentType: 'Operating Agreement',
      }),
    )
    expect(harness.events).toContainEqual({ type: 'formation.document.uploaded', orderGuid: order.orderGuid })
    const blob = await act(() =>
      result.current.download.mutateAsync({
        orderGuid: order.orderGuid,
        documentType: 'Operating Agreement',
      }),
    )
    expect(await blob.text()).toBe('operating agreement')
  })
})
