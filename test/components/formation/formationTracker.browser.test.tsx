import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { filingKeys } from '../../../hooks'
import { axeViolations } from '../harness'
import { createFormationHarness, FAST_POLL, formationRefusal, PHASE_MS, tabTo } from '../formationHarness'

const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderTracker"]')!
const progress = () => screen.getByRole('list', { name: 'Progress of the order' })
const currentStep = () =>
  within(progress())
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')

describe('FormationOrderTracker', () => {
  it('BF-4, BF-5: right after creation it shows Order Received, and the null details as “Not yet available”, never “null”', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    expect(root(container).getAttribute('data-state')).toBe('loading')
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'))
    expect(root(container).getAttribute('data-phase')).toBe('Order Received')
    expect(root(container).classList.contains('fk-root')).toBe(true)
    expect(currentStep()?.textContent).toContain('Order received')
    expect(screen.getByText('Work on it starts shortly.')).toBeTruthy()
    // BF-4: contact and company null; BF-5: filing type, filed date, entity number null.
    const details = container.querySelector('dl')!
    expect(within(details).getAllByText('Not yet available')).toHaveLength(5)
    expect(container.textContent).not.toMatch(/null|undefined|\[object Object\]/)
    // Summary from order-summary: products, total, order number.
    const table = await screen.findByRole('table', { name: 'Products in this order' })
    const summary = h.sim.state.formationOrders.get(orderGuid)!
    expect(within(table).getAllByRole('row')).toHaveLength(summary.products.length + 1)
    expect(screen.getByText(`Total: $${summary.orderTotal.toFixed(2)}`)).toBeTruthy()
    expect(screen.getByText(/^O-\d{8}$/)).toBeTruthy()
    expect(
      screen.getByText('The filed documents can be downloaded once the state approves the filing.'),
    ).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('GEN-5: advances through every phase as the simulator’s clock moves, reports each change, and stops polling on Complete', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const onPhaseChange = vi.fn()
    const { container } = h.render(
      <FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} onPhaseChange={onPhaseChange} />,
    )
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Order Received'))
    const steps = [
      ['Reviewing Information', 'Ready for Editing'],
      ['Processing', 'Ready for Processing'],
      ['Submitted to Agency', 'State - Awaiting Approval'],
      ['Filing Approved', 'Awaiting Docs'],
      ['Filing Approved', 'Prepare for Completion'],
      ['Complete', 'Complete Info Received'],
    ] as const
    for (const [phase, status] of steps) {
      h.sim.advance(PHASE_MS)
      await waitFor(() => expect(onPhaseChange).toHaveBeenLastCalledWith(phase, status))
      expect(root(container).getAttribute('data-phase')).toBe(phase)
    }
    expect(onPhaseChange.mock.calls.map(([phase, status]) => `${phase}: ${status}`)).toEqual([
      'Order Received: Third Party Received',
      'Reviewing Information: Ready for Editing',
      'Processing: Ready for Processing',
      'Submitted to Agency: State - Awaiting Approval',
      'Filing Approved: Awaiting Docs',
      'Filing Approved: Prepare for Completion',
      'Complete: Complete Info Received',
    ])
    expect(screen.getByText('Your business is formed.')).toBeTruthy()
    // Every step done, no cancel on a finished order; the filed details arrived.
    expect(within(progress()).getAllByText('(done)')).toHaveLength(6)
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
    // The filing speed as the owner chose it (issue 34: "Standard Filing", not the service's "Standard"),
    // read from its own row: the products table names the same product.
    const speed = within(container.querySelector('dl')!).getByText('Filing speed').closest('div')!
    expect(speed.querySelector('dd')!.textContent).toBe('Standard Filing')
    // Polling stopped: the order query's interval is off, and after axe's pass over the page (many
    // turns of the event loop, each far longer than FAST_POLL's) no read came.
    const reads = h.sent('/get-order/').length
    const [query] = h.queryClient.getQueryCache().findAll({
      queryKey: filingKeys.formation.orderDetail(h.partnerId, orderGuid),
      exact: true,
    })
    const interval = query?.observers[0]?.options.refetchInterval
    expect(typeof interval === 'function' ? interval(query!) : interval).toBe(false)
    expect(await axeViolations(container)).toEqual([])
    expect(h.sent('/get-order/').length).toBe(reads)
  })

  it('BF-7: a Signature Needed RFI asks for an answer; answered with the keyboard alone, update-order is sent and the order moves on', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 3)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    const answer = await screen.findByRole('button', { name: 'Answer the request' })
    expect(root(container).getAttribute('data-phase')).toBe('Processing')
    expect(screen.getByText('We need your signature before we can file.')).toBeTruthy()
    expect(screen.getByText('Action needed')).toBeTruthy()

    await tabTo(answer)
    await userEvent.keyboard('{Enter}')
    const form = await screen.findByRole('form', { name: /^Your answer/ })
    // The button is gone with the press: the focus is on the form's heading, not lost on the page.
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Your answer' }))
    // Prefilled from the order's contact.
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com')
    const phone = within(form).getByLabelText(/^Phone/)
    await tabTo(phone)
    await userEvent.keyboard('{Control>}a{/Control}2055550199')
    const submit = within(form).getByRole('button', { name: 'Send the answer' })
    await tabTo(submit)
    await userEvent.keyboard('{Enter}')
    // Not signed yet: refused on the name to sign with, which takes the focus (issue 34: typed, not ticked).
    const sign = within(form).getByLabelText(/^Your full name, as your signature/)
    await waitFor(() => expect(document.activeElement).toBe(sign))
    expect(sign.getAttribute('aria-invalid')).toBe('true')
    expect(h.sent('/update-order-v1/')).toHaveLength(0)
    await userEvent.keyboard('Ada Lovelace')
    await tabTo(submit)
    await userEvent.keyboard('{Enter}')

    await screen.findByText('Thank you: your answer was sent and the order goes on.')
    // The answer form is gone; the keyboard user starts again from the heading, not from the page's top.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'))
    const [update] = h.sent('/update-order-v1/', 'PATCH')
    expect(update).toBeDefined()
    expect(JSON.parse(update!.body!)).toMatchObject({ contact: { contactPhone: '2055550199' } })
    expect(h.sim.state.formationOrders.get(orderGuid)!.updates).toHaveLength(1)
    // Polling resumed: the next phase arrives as the clock moves.
    h.sim.advance(PHASE_MS)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Submitted to Agency'))
    expect(screen.queryByRole('button', { name: 'Answer the request' })).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('BF-10: the service’s 4xx on an RFI answer lands on the field it names, focused', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Data Needed RFI')
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    expect(await screen.findByText('We need more information from you to go on.')).toBeTruthy()
    expect(screen.getByText('On hold')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the request' }))
    const form = await screen.findByRole('form', { name: /^Your answer/ })
    h.answerNext(
      '/update-order-v1/',
      'PATCH',
      formationRefusal('Please enter a valid value for ContactPhone'),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
    const phone = within(form).getByLabelText(/^Phone/)
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(phone)
    expect(
      document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent,
    ).toBe('Check this value.')
    expect(await axeViolations(container)).toEqual([])
  })

  it('On Hold and Cancelled are states, not steps', async () => {
    const h = createFormationHarness()
    const held = h.render(
      <FormationOrderTracker orderGuid={h.seededOrder('Requested by Client')} poll={false} />,
    )
    expect(await screen.findByText('This order is on hold.')).toBeTruthy()
    // Said once, by the alert with its reason: no badge above it repeating the phase.
    expect(screen.queryByText('On hold', { exact: true })).toBeNull()
    expect(held.container.querySelector('[data-fk]')!.getAttribute('data-phase')).toBe('On Hold')
    expect(within(progress()).queryByText(/On hold/)).toBeNull()
    expect(currentStep()).toBeUndefined()
    held.unmount()

    const cancelled = h.render(
      <FormationOrderTracker orderGuid={h.seededOrder('Client Unresponsive')} poll={false} />,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This order was cancelled.')
    expect(within(alert).getByRole('status').textContent).toBe('We did not hear back from you.')
    expect(screen.queryByText('Cancelled', { exact: true })).toBeNull()
    expect(screen.queryByLabelText('Add a document to this order')).toBeNull()
    expect(within(progress()).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
    expect(await axeViolations(cancelled.container)).toEqual([])
  })

  it('cancels only after a confirmation that says it cannot be undone; the order then reads Cancelled', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    expect(dialog.textContent).toContain('This cannot be undone.')
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
    expect(h.sent('/order-cancellation-v1/')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order for good' }),
    )
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Cancelled'))
    expect(h.sent('/order-cancellation-v1/', 'POST')).toHaveLength(1)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /formation order/ })),
    )
    expect(screen.getByText('Stopped at your request.', { selector: '[role="status"]' })).toBeTruthy()
  })

  it('downloads the filed certificate as a real file with its name', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Complete Info Received')
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    const saved: { name: string; href: string }[] = []
    const catchDownload = (event: MouseEvent) => {
      const link = event.target
      if (link instanceof HTMLAnchorElement && link.download) {
        event.preventDefault()
        saved.push({ name: link.download, href: link.href })
      }
    }
    document.addEventListener('click', catchDownload, true)
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Download' }))
      await waitFor(() => expect(saved).toHaveLength(1))
    } finally {
      document.removeEventListener('click', catchDownload, true)
    }
    const number = h.sim.state.formationOrders.get(orderGuid)!.orderNumber
    expect(saved[0]!.name).toBe(`formation-certificate-${number}.pdf`)
    expect(saved[0]!.href).toMatch(/^blob:/)
    const bytes = await (await fetch(saved[0]!.href)).text()
    expect(bytes.startsWith('%PDF')).toBe(true)
  })

  it('uploads a partner document through the file drop, refusing a wrong file first', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    const input = await screen.findByLabelText('Add a document to this order')
    await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }))
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }))
    expect(h.sent('/send-order-document-v1')).toHaveLength(0)
    await userEvent.upload(
      input,
      new File(['%PDF-1.4\n%%EOF\n'], 'Operating Agreement.pdf', { type: 'application/pdf' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }))
    await screen.findByText('“Operating Agreement.pdf” was added to the order.')
    const stored = h.sim.state.formationOrders.get(orderGuid)!.documents
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ fileName: 'Operating Agreement.pdf', extension: 'pdf' })
    expect(await axeViolations(container)).toEqual([])
  })

  it('two trackers of the same order make one request per poll', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const poll = { initialIntervalMs: 150, maxIntervalMs: 150 }
    h.render(
      <>
        <FormationOrderTracker orderGuid={orderGuid} poll={poll} />
        <FormationOrderTracker orderGuid={orderGuid} poll={poll} />
      </>,
    )
    await waitFor(() => expect(screen.getAllByText('Work on it starts shortly.')).toHaveLength(2))
    expect(h.sent('/get-order/')).toHaveLength(1)
    // One query the two trackers watch, so each poll is one request — counted by what exists, not by
    // how many requests a stretch of real time held (that depended on the machine's speed).
    const queries = h.queryClient.getQueryCache().findAll({
      queryKey: filingKeys.formation.orderDetail(h.partnerId, orderGuid),
      exact: true,
    })
    expect(queries).toHaveLength(1)
    expect(queries[0]!.getObserversCount()).toBe(2)
    // And it polls: two more reads come (waited for, however long they take).
    await waitFor(() => expect(h.sent('/get-order/').length).toBeGreaterThanOrEqual(3))
    expect(h.sent('/order-summary/')).toHaveLength(1)
  })

  it('an unknown order is a clear state, not an endless spinner', async () => {
    const h = createFormationHarness()
    const { container } = h.render(<FormationOrderTracker orderGuid="801000000000000XYZ" poll={FAST_POLL} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not find this order.')
    expect(root(container).getAttribute('data-state')).toBe('error')
    expect(container.querySelector('progress')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('reads every string from the provider’s messages: in Spanish, phases, status, details and money', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('State - Awaiting Approval')
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    await screen.findByText('Presentado al estado; esperando su aprobación.')
    expect(screen.getByRole('list', { name: 'Avance del pedido' })).toBeTruthy()
    expect(screen.getAllByText('Presentado al estado').length).toBeGreaterThan(0)
    expect(await screen.findByRole('table', { name: 'Productos de este pedido' })).toBeTruthy()
    const total = h.sim.state.formationOrders.get(orderGuid)!.orderTotal
    const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(total)
    expect(screen.getByText(`Total: ${money}`)).toBeTruthy()
    // With the state, the order can no longer be cancelled (issue 34): said in Spanish too.
    expect(screen.getByText('Este pedido ya no se puede cancelar')).toBeTruthy()
    expect(container.textContent).not.toMatch(/Order|Filed|Not yet/)
  })
})
