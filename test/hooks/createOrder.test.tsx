import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  SubmissionRefusedError,
  useCreateFormationOrder,
  useCreateTaxRegistration,
  useTaxRegistrationOrder,
} from '../../hooks/index'
import { createHarness, formationOrderInput, renderWithClient, taxRegistrationInput } from './helpers'

const CREATE = '/create-order'

describe('useCreateFormationOrder (BF-3)', () => {
  it('BF-3: creates once with a fresh 32-hex pcid and reports created, with the order id and an event', async () => {
    const harness = createHarness()
    const input = await formationOrderInput(harness.client)
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    expect(result.current.outcome).toBe('idle')
    act(() => void result.current.mutate(input))
    await waitFor(() => expect(result.current.outcome).toBe('created'))
    const sent = harness.sent(CREATE)
    expect(sent).toHaveLength(1)
    const pcid = JSON.parse(sent[0]!.body!).partnerOrder.pcid
    expect(pcid).toMatch(/^[0-9a-f]{32}$/)
    expect(result.current.pcid).toBe(pcid)
    expect(result.current.data!.orderGuid).toEqual(expect.any(String))
    expect(harness.events).toContainEqual({
      type: 'formation.order.created',
      orderGuid: result.current.data!.orderGuid,
      pcid,
    })
  })

  it('BF-3: a caller’s onSuccess that throws leaves the order created, never unknown or an error', async () => {
    const harness = createHarness()
    const input = await formationOrderInput(harness.client)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The jsdom project shares one module cache per worker: give the next file its console back.
    onTestFinished(() => logged.mockRestore())
    const { result } = renderWithClient(harness, () =>
      useCreateFormationOrder({
        onSuccess: () => {
          throw new Error('the portal’s bookkeeping failed')
        },
      }),
    )
    await act(() => result.current.mutateAsync(input))
    await waitFor(() => expect(result.current.outcome).toBe('created'))
    expect(result.current.isSuccess).toBe(true)
    expect(logged).toHaveBeenCalled()
    expect(result.current.error).toBeNull()
    expect(harness.sent(CREATE)).toHaveLength(1)
    logged.mockRestore()
  })

  it('BF-3: a double click sends one create; the second mutate is refused while the first is in flight', async () => {
    const harness = createHarness({ latencyMs: 30 })
    const input = await formationOrderInput(harness.client)
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    let sentTwice: [boolean, boolean] = [false, false]
    act(() => {
      sentTwice = [result.current.mutate(input), result.current.mutate(input)]
    })
    expect(sentTwice).toEqual([true, false])
    expect(result.current.outcome).toBe('pending')
    await expect(result.current.mutateAsync(input)).rejects.toMatchObject({
      name: 'SubmissionRefusedError',
      reason: 'in_flight',
    })
    await waitFor(() => expect(result.current.outcome).toBe('created'))
    expect(harness.sent(CREATE)).toHaveLength(1)
  })

  it('BF-3: a second component cannot start a create while another one’s is in flight', async () => {
    const harness = createHarness({ latencyMs: 30 })
    const input = await formationOrderInput(harness.client)
    const { result } = renderWithClient(harness, () => ({
      form: useCreateFormationOrder(),
      again: useCreateFormationOrder(),
    }))
    act(() => void result.current.form.mutate(input))
    await expect(result.current.again.mutateAsync(input)).rejects.toBeInstanceOf(SubmissionRefusedError)
    await waitFor(() => expect(result.current.form.outcome).toBe('created'))
    expect(harness.sent(CREATE)).toHaveLength(1)
  })

  it('BF-3: after a network failure the outcome is unknown with its pcid; a new order is refused, and the hook resolves it by itself under the same pcid — one order at the service', async () => {
    const harness = createHarness()
    const input = await formationOrderInput(harness.client)
    harness.failNetworkOnce(CREATE)
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => result.current.mutateAsync(input).catch(() => undefined))
    await waitFor(() => expect(result.current.outcome).toBe('unknown'))
    const pcid = JSON.parse(harness.sent(CREATE)[0]!.body!).partnerOrder.pcid
    expect(result.current.pcid).toBe(pcid)
    expect(result.current.error?.kind).toBe('network')
    // The service did create it: a second order must not go out.
    await expect(result.current.mutateAsync(input)).rejects.toMatchObject({ reason: 'outcome_unknown', pcid })
    // Sent again by itself under the same pcid, the proxy answers from its store (issue 32).
    await waitFor(() => expect(result.current.outcome).toBe('created'), { timeout: 30_000 })
    expect(result.current.pcid).toBe(pcid)
    const sent = harness.sent(CREATE)
    expect(sent).toHaveLength(2)
    expect(JSON.parse(sent[1]!.body!).partnerOrder.pcid).toBe(pcid)
    expect(
      [...harness.sim.state.formationOrders.values()].filter((order) => order.echo.pcid === pcid),
    ).toHaveLength(1)
    expect(result.current.data!.orderGuid).toEqual(expect.any(String))
  })

  it('BF-3: a time-out is an unknown outcome too, not retried by the client', async () => {
    const input = await formationOrderInput(createHarness().client) // same seed, same packages
    const harness = createHarness({ latencyMs: 200 }, { timeoutMs: 50 })
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => result.current.mutateAsync(input).catch(() => undefined))
    await waitFor(() => expect(result.current.outcome).toBe('unknown'))
    expect(result.current.error?.kind).toBe('timeout')
    expect(harness.sent(CREATE)).toHaveLength(1)
  })

  it('BF-3: an unknown outcome survives a remount: the new form refuses to send and shows the pcid until reset()', async () => {
    const harness = createHarness()
    const input = await formationOrderInput(harness.client)
    harness.failNetworkOnce(CREATE) // reaches the service, which creates the order; the answer is lost
    const first = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => first.result.current.mutateAsync(input).catch(() => undefined))
    expect(first.result.current.outcome).toBe('unknown')
    const pcid = JSON.parse(harness.sent(CREATE)[0]!.body!).partnerOrder.pcid
    first.unmount()

    const second = renderWithClient(harness, () => useCreateFormationOrder())
    let sent = true
    act(() => {
      sent = second.result.current.mutate(input)
    })
    expect(sent).toBe(false)
    await expect(second.result.current.mutateAsync(input)).rejects.toMatchObject({
      name: 'SubmissionRefusedError',
      reason: 'outcome_unknown',
      pcid,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(harness.sent(CREATE)).toHaveLength(1)
    expect(second.result.current.outcome).toBe('unknown')
    expect(second.result.current.pcid).toBe(pcid)

    act(() => second.result.current.reset())
    expect(second.result.current.outcome).toBe('idle')
    expect(second.result.current.pcid).toBeUndefined()
    await act(() => second.result.current.mutateAsync(input))
    expect(harness.sent(CREATE)).toHaveLength(2)
    expect(JSON.parse(harness.sent(CREATE)[1]!.body!).partnerOrder.pcid).not.toBe(pcid)
    expect(second.result.current.outcome).toBe('created')
  })

  it('BF-3: a create in flight when the form unmounts: the remounted form shows it pending, then unknown', async () => {
    const input = await formationOrderInput(createHarness().client) // same seed, same packages
    const harness = createHarness({ latencyMs: 60 }, { timeoutMs: 30 })
    const first = renderWithClient(harness, () => useCreateFormationOrder())
    act(() => void first.result.current.mutate(input))
    const pcid = first.result.current.pcid
    expect(pcid).toMatch(/^[0-9a-f]{32}$/)
    first.unmount()
    const second = renderWithClient(harness, () => useCreateFormationOrder())
    expect(second.result.current).toMatchObject({ outcome: 'pending', pcid })
    await expect(second.result.current.mutateAsync(input)).rejects.toMatchObject({ reason: 'in_flight' })
    await waitFor(() => expect(second.result.current.outcome).toBe('unknown'))
    expect(second.result.current.pcid).toBe(pcid)
    expect(second.result.current.mutate(input)).toBe(false)
    expect(harness.sent(CREATE)).toHaveLength(1)
  })

  it.each([
    ['', false],
    [' (StrictMode)', true],
  ])(
    'BF-3: a create answered after its form unmounted is carried over as created; no second create until reset()%s',
    async (_mode, reactStrictMode) => {
      const input = await formationOrderInput(createHarness().client) // same seed, same packages
      const harness = createHarness()
      const creates = () => harness.sent(CREATE, 'POST') // counted by the harness's wrapped fetch
      const answer = harness.holdAnswer(CREATE)
      const a = renderWithClient(harness, () => useCreateFormationOrder(), { reactStrictMode })
      act(() => void a.result.current.mutate(input))
      const pcid = a.result.current.pcid
      await waitFor(() => expect(creates()).toHaveLength(1)) // sent; its answer held back
      a.unmount()

      const b = renderWithClient(harness, () => useCreateFormationOrder(), { reactStrictMode })
      expect(b.result.current).toMatchObject({ outcome: 'pending', pcid })
      answer()
      await waitFor(() => expect(b.result.current.outcome).toBe('created'))
      const ordersWith = (id: string | undefined) =>
        [...harness.sim.state.formationOrders.values()].filter((order) => order.echo.pcid === id)
      const orders = ordersWith(pcid)
      expect(orders).toHaveLength(1)
      expect(b.result.current.pcid).toBe(pcid)
      expect(b.result.current.data?.orderGuid).toBe(orders[0]!.orderGuid)
      let sent = true
      act(() => {
        sent = b.result.current.mutate(input)
      })
      expect(sent).toBe(false)
      await expect(b.result.current.mutateAsync(input)).rejects.toMatchObject({
        name: 'SubmissionRefusedError',
        reason: 'already_created',
        pcid,
      })
      // A form mounted later still sees it.
      const c = renderWithClient(harness, () => useCreateFormationOrder(), { reactStrictMode })
      expect(c.result.current).toMatchObject({ outcome: 'created', pcid })
      expect(c.result.current.data?.orderGuid).toBe(orders[0]!.orderGuid)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(creates()).toHaveLength(1)
      expect(ordersWith(pcid)).toHaveLength(1)

      act(() => b.result.current.reset())
      expect(b.result.current).toMatchObject({ outcome: 'idle', pcid: undefined, data: undefined })
      expect(c.result.current.outcome).toBe('idle')
      await act(() => b.result.current.mutateAsync(input))
      expect(creates()).toHaveLength(2)
      expect(JSON.parse(creates()[1]!.body!).partnerOrder.pcid).not.toBe(pcid)
      expect(b.result.current.outcome).toBe('created')
      expect(b.result.current.pcid).not.toBe(pcid)
    },
  )

  it('BF-10: a create rejected after its form unmounted is carried over with its error; a new attempt may be sent', async () => {
    const input = await formationOrderInput(createHarness().client)
    const harness = createHarness()
    const answer = harness.holdAnswer(CREATE)
    const a = renderWithClient(harness, () => useCreateFormationOrder())
    act(() => void a.result.current.mutate({ ...input, packageId: '01tnosuchpackage00' }))
    const pcid = a.result.current.pcid
    await waitFor(() => expect(harness.sent(CREATE)).toHaveLength(1))
    a.unmount()
    const b = renderWithClient(harness, () => useCreateFormationOrder())
    expect(b.result.current.outcome).toBe('pending')
    answer()
    await waitFor(() => expect(b.result.current.outcome).toBe('rejected'))
    expect(b.result.current.pcid).toBe(pcid)
    expect(b.result.current.error?.kind).toBe('validation')
    await act(() => b.result.current.mutateAsync(input))
    expect(b.result.current.outcome).toBe('created')
    expect(b.result.current.error).toBeNull()
    expect(harness.sent(CREATE)).toHaveLength(2)
  })

  it('BF-3: an answered create is not carried over: after created, a remounted form starts idle', async () => {
    const harness = createHarness()
    const input = await formationOrderInput(harness.client)
    const first = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => first.result.current.mutateAsync(input))
    expect(first.result.current.outcome).toBe('created')
    first.unmount()
    const second = renderWithClient(harness, () => useCreateFormationOrder())
    expect(second.result.current.outcome).toBe('idle')
    expect(second.result.current.pcid).toBeUndefined()
    expect(harness.sent(CREATE)).toHaveLength(1)
  })

  it('BF-3: an unknown tax registration blocks a remounted form too, but not a formation order', async () => {
    const harness = createHarness()
    harness.failNetworkOnce('/tax-reg-50states/')
    const first = renderWithClient(harness, () => useCreateTaxRegistration())
    await act(() => first.result.current.mutateAsync(taxRegistrationInput()).catch(() => undefined))
    first.unmount()
    const second = renderWithClient(harness, () => ({
      tax: useCreateTaxRegistration(),
      formation: useCreateFormationOrder(),
    }))
    expect(second.result.current.tax.outcome).toBe('unknown')
    expect(second.result.current.tax.mutate(taxRegistrationInput())).toBe(false)
    expect(harness.sent('/tax-reg-50states/', 'POST')).toHaveLength(1)
    expect(second.result.current.formation.outcome).toBe('idle')
  })

  it('BF-10: the service’s 4xx names the field; the outcome is rejected and a new attempt may be sent', async () => {
    const harness = createHarness()
    const input = { ...(await formationOrderInput(harness.client)), packageId: '01tnosuchpackage00' }
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => result.current.mutateAsync(input).catch(() => undefined))
    await waitFor(() => expect(result.current.outcome).toBe('rejected'))
    expect(result.current.error?.kind).toBe('validation')
    expect(result.current.error?.message).toMatch(/PackageId/)
    expect(harness.sent(CREATE)).toHaveLength(1)
    expect(result.current.mutate(input)).toBe(true)
  })

  it('BF-10: a conditional cascade (responsible party "Yes" needs an SSN) is refused with the field, nothing sent', async () => {
    const harness = createHarness()
    const input = {
      ...(await formationOrderInput(harness.client)),
      responsibleParty: { responsiblePartyStatus: 'Yes' as const },
    }
    const { result } = renderWithClient(harness, () => useCreateFormationOrder())
    await act(() => result.current.mutateAsync(input).catch(() => undefined))
    await waitFor(() => expect(result.current.outcome).toBe('rejected'))
    expect(result.current.error?.fieldErrors).toHaveProperty(['responsibleParty.responsiblePartySSN'])
    expect(harness.sent(CREATE)).toHaveLength(0)
  })
})

describe('useCreateTaxRegistration', () => {
  const TAX = '/tax-reg-50states/'

  it('BF-3: one pcid per attempt; TAX-2: the echo is the partner’s copy, the status read has none of it', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCreateTaxRegistration())
    await act(() => result.current.mutateAsync(taxRegistrationInput()))
    expect(result.current.outcome).toBe('created')
    const { orderGuid } = result.current.data!
    expect(result.current.data).toMatchObject({ businessDetails: { legalName: 'Northwind Traders LLC' } })
    expect(JSON.parse(harness.sent(TAX, 'POST')[0]!.body!).partnerOrder.pcid).toBe(result.current.pcid)
    expect(harness.events).toContainEqual({
      type: 'taxRegistration.order.created',
      orderGuid,
      pcid: result.current.pcid,
    })
    const { result: status } = renderWithClient(harness, () => {
      const { data } = useTaxRegistrationOrder(orderGuid, { poll: false })
      return data
    })
    await waitFor(() => expect(status.current?.orderPhase).toBe('Order Received'))
    expect(status.current).not.toHaveProperty('businessDetails')
    expect(status.current).not.toHaveProperty('responsibleParties')
  })

  it('BF-3: a registration answered after its form unmounted is carried over as created (shared with formation)', async () => {
    const harness = createHarness()
    const answer = harness.holdAnswer(TAX)
    const a = renderWithClient(harness, () => useCreateTaxRegistration())
    act(() => void a.result.current.mutate(taxRegistrationInput()))
    await waitFor(() => expect(harness.sent(TAX, 'POST')).toHaveLength(1))
    a.unmount()
    const b = renderWithClient(harness, () => useCreateTaxRegistration())
    expect(b.result.current.outcome).toBe('pending')
    answer()
    await waitFor(() => expect(b.result.current.outcome).toBe('created'))
    expect(b.result.current.data?.orderGuid).toEqual(expect.any(String))
    expect(b.result.current.mutate(taxRegistrationInput())).toBe(false)
    expect(harness.sent(TAX, 'POST')).toHaveLength(1)
  })

  it('BF-3: a lost answer is an unknown outcome with its pcid; no second create goes out', async () => {
    const harness = createHarness()
    harness.failNetworkOnce(TAX)
    const { result } = renderWithClient(harness, () => useCreateTaxRegistration())
    await act(() => result.current.mutateAsync(taxRegistrationInput()).catch(() => undefined))
    await waitFor(() => expect(result.current.outcome).toBe('unknown'))
    expect(result.current.pcid).toMatch(/^[0-9a-f]{32}$/)
    expect(result.current.mutate(taxRegistrationInput())).toBe(false)
    expect(harness.sent(TAX, 'POST')).toHaveLength(1)
  })

  const refusals: [string, Parameters<typeof taxRegistrationInput>[0], string][] = [
    [
      'TAX-3: an INDIVIDUAL needs a date of birth',
      { responsibleParties: [{ type: 'INDIVIDUAL', title: 'Member' }] },
      'responsibleParties.0.dateOfBirth',
    ],
    [
      'TAX-4: a Non-Profit Corporation needs nonProfitInfo',
      {
        businessDetails: { entityType: 'Non-Profit Corporation', EIN: '12-3456789' },
        responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1985-04-12' }],
      },
      'businessDetails.nonProfitInfo',
    ],
    [
      'TAX-5: a C-Corp refuses the generic Officer title',
      {
        businessDetails: { entityType: 'C-Corp', EIN: '12-3456789' },
        responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1985-04-12', title: 'Officer' }],
      },
      'responsibleParties.0.title',
    ],
    [
      'TAX-5: an LLC refuses Director',
      { responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1985-04-12', title: 'Director' }] },
      'responsibleParties.0.title',
    ],
    [
      'TAX-6: the EIN must be NN-NNNNNNN',
      { businessDetails: { entityType: 'LLC', EIN: '123456789' } },
      'businessDetails.EIN',
    ],
    [
      'TAX-7: a negative first payroll is refused',
      { accountInfo: { firstPayrollAmount: '-1' } },
      'accountInfo.firstPayrollAmount',
    ],
  ]
  it.each(refusals)(
    '%s — refused with the field for the form, nothing sent',
    async (_title, overrides, field) => {
      const harness = createHarness()
      const { result } = renderWithClient(harness, () => useCreateTaxRegistration())
      await act(() => result.current.mutateAsync(taxRegistrationInput(overrides)).catch(() => undefined))
      await waitFor(() => expect(result.current.outcome).toBe('rejected'))
      expect(result.current.error?.kind).toBe('validation')
      expect(result.current.error?.fieldErrors).toHaveProperty([field])
      expect(harness.sent(TAX, 'POST')).toHaveLength(0)
    },
  )

  it('TAX-5: a C-Corp accepts Director; TAX-7: a zero payroll is accepted', async () => {
    const harness = createHarness()
    const { result } = renderWithClient(harness, () => useCreateTaxRegistration())
    await act(() =>
      result.current.mutateAsync(
        taxRegistrationInput({
          businessDetails: { entityType: 'C-Corp', EIN: '12-3456789' },
          accountInfo: { firstPayrollAmount: 0 },
          responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1985-04-12', title: 'Director' }],
        }),
      ),
    )
    expect(result.current.outcome).toBe('created')
  })
})
