import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { useCreateFormationOrder, useFormationPackages } from '../../../hooks'
import { formationOrderInput } from '../../support/fixtures'
import { axeViolations } from '../harness'
import { createFormationHarness, FAST_POLL, PHASE_MS } from '../formationHarness'

// Issue 22: the tracker tells the truth at every phase.

const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderTracker"]')!
const details = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('dl .fk-details-row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  )

/** An owner's own page: the packages read, the order placed with the hook, then the tracker. */
function PlaceAndTrack() {
  const packages = useFormationPackages({ entityType: 'LLC', state: 'Alabama' })
  const create = useCreateFormationOrder()
  const pkg = packages.data?.packageCollection[0]?.productPackages[0]
  if (create.data) return <FormationOrderTracker orderGuid={create.data.orderGuid} poll={FAST_POLL} />
  if (!pkg) return null
  const express = pkg.productOptions.find((option) => option.productName === 'Express Filing')!
  const input = formationOrderInput(pkg)
  return (
    <button
      type="button"
      onClick={() =>
        create.mutate({
          ...input,
          products: [...(input.products ?? []), { productId: express.productId!, quantity: '1' }],
        })
      }
    >
      Place
    </button>
  )
}

describe('FormationOrderTracker right after the order is placed', () => {
  it('shows the company, contact and filing speed the owner entered from its first frame, through the reads that have them null', async () => {
    const h = createFormationHarness()
    const { container } = h.render(<PlaceAndTrack />)
    await userEvent.click(await screen.findByRole('button', { name: 'Place' }))
    await waitFor(() => expect(container.querySelector('[data-fk="FormationOrderTracker"]')).not.toBeNull())
    // The first frame: ready, headed with the company, the details filled in — no read awaited.
    expect(root(container).getAttribute('data-state')).toBe('ready')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Analytical Engines LLC')
    const first = details(container)
    expect(first).toMatchObject({
      Company: 'Analytical Engines LLC',
      Contact: 'Ada Lovelace',
      'Filing speed': 'Express Filing',
    })
    // get-order still reads them null (BF-4, BF-5); read twice more, the entered ones stay.
    const reads = h.sent('/get-order/').length
    await waitFor(() => expect(h.sent('/get-order/').length).toBeGreaterThanOrEqual(reads + 2))
    expect(details(container)).toMatchObject(first)
    expect(screen.getAllByText('Not yet available')).toHaveLength(2) // filed on, entity number
    // Once the service has its own, its own show.
    h.sim.advance(PHASE_MS)
    // … in the words the form used for it: the service's "Express" is the option "Express Filing".
    await waitFor(() => expect(details(container)['Filing speed']).toBe('Express Filing'))
    expect(details(container).Company).toBe('Analytical Engines LLC')
  })
})

describe('FormationOrderTracker messages belong to their phase', () => {
  it('the thanks for an answer goes once the order moves on, and is not there at Complete', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 3)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the request' }))
    const form = await screen.findByRole('form', { name: /^Your answer/ })
    await userEvent.type(within(form).getByLabelText(/^Your full name, as your signature/), 'Ada Lovelace')
    await userEvent.click(within(form).getByRole('button', { name: 'Send the answer' }))
    await screen.findByText('Thank you: your answer was sent and the order goes on.')
    // The answer moved the order on (to Submitted to Agency); the thanks stays for that phase only.
    const thankedIn = root(container).getAttribute('data-phase')
    h.sim.advance(PHASE_MS)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).not.toBe(thankedIn))
    expect(screen.queryByText(/your answer was sent/)).toBeNull()
    h.sim.advance(PHASE_MS * 3)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Complete'))
    expect(screen.queryByText(/your answer was sent/)).toBeNull()
  })

  it('a complete order with its entity number does not say its filing date is “Not yet available”', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Complete Info Received')
    // The service may not send a filed date even at Complete.
    h.sim.state.formationOrders.get(orderGuid)!.filedDate = null
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Complete'))
    expect(details(container)['State entity number']).toMatch(/^[A-Z]{2}\d{10}$/)
    expect(container.textContent).not.toContain('Not yet available')
  })

  it('a cancelled order does not promise documents once the state approves, in English or Spanish', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Client Unresponsive')
    const en = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await screen.findByText('The order was cancelled: the state files no documents for it.')
    expect(en.container.textContent).not.toMatch(/once the state approves|Not yet available/)
    en.unmount()
    const spanish = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    await screen.findByText('El pedido se canceló: el estado no presentará documentos.')
    expect(spanish.container.textContent).not.toContain('cuando el estado apruebe')
  })

  it('a product at no charge reads “No charge” in the order summary, not “$0.00”, in English or Spanish', async () => {
    const h = createFormationHarness()
    const packages = await h.client.formation.getPackages({ entityType: 'LLC', state: 'Alabama' })
    const pkg = packages.packageCollection[0]!.productPackages[0]!
    const standard = pkg.productOptions.find((option) => option.productName === 'Standard Filing')!
    expect(standard.price ?? 0).toBe(0)
    const required = formationOrderInput(pkg).products ?? []
    const orderGuid = await h.createOrder({
      products: [...required, { productId: standard.productId!, quantity: '1' }],
    })
    const priceOf = async (name: string) => {
      const table = await screen.findByRole('table')
      const row = (await within(table).findByRole('cell', { name })).closest('tr')!
      return within(row).getAllByRole('cell')[1]!.textContent
    }
    const en = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    expect(await priceOf('Standard Filing')).toBe('No charge')
    expect(en.container.textContent).not.toContain('$0.00')
    en.unmount()
    const spanish = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    expect(await priceOf('Presentación estándar')).toBe('Sin cargo')
    expect(spanish.container.textContent).not.toMatch(/\$0[.,]00/)
  })

  it('in Spanish, the order summary and the filing speed are in Spanish, not the service’s English names', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS) // past Order Received: the service reports its filing type
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    const table = await screen.findByRole('table')
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    expect(names).toEqual(
      expect.arrayContaining(['Paquete Básico', 'Tasa de presentación del estado (Alabama)']),
    )
    await waitFor(() => expect(details(container)['Velocidad de presentación']).toBe('Presentación estándar'))
    expect(container.textContent).not.toMatch(/Limited Liability|State Filing Fee|Standard/)
  })
})

describe('FormationOrderTracker lists the order’s documents', () => {
  it('an uploaded document stays in the list with its state, after the confirmation and a new tracker; the filed certificate joins it', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const first = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    const input = await screen.findByLabelText('Add a document to this order')
    await userEvent.upload(
      input,
      new File(['%PDF-1.4\n%%EOF\n'], 'Operating Agreement.pdf', { type: 'application/pdf' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Upload the document' }))
    const list = await screen.findByRole('list', { name: 'Documents of this order' })
    await waitFor(() =>
      expect(within(list).getByRole('listitem').textContent).toBe('Operating Agreement.pdfUploaded'),
    )
    expect(await axeViolations(first.container)).toEqual([])
    first.unmount()

    // The passing confirmation is gone with that tracker; the list is not.
    const again = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    const items = () =>
      within(screen.getByRole('list', { name: 'Documents of this order' })).getAllByRole('listitem')
    await waitFor(() =>
      expect(items().map((item) => item.textContent)).toEqual(['Operating Agreement.pdfUploaded']),
    )
    expect(screen.queryByText(/was added to the order/)).toBeNull()
    // Past "Awaiting Docs": the state's documents are in (issue 34: not offered while awaited).
    act(() => h.sim.advance(PHASE_MS * 5))
    await waitFor(() => expect(root(again.container).getAttribute('data-phase')).toBe('Filing Approved'))
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(items()[0]!.textContent).toContain('Formation certificateFiled by the state')
    expect(within(items()[0]!).getByRole('button', { name: 'Download' })).toBeTruthy()
    expect(await axeViolations(again.container)).toEqual([])
  })
})

describe('FormationOrderTracker’s progress, laid out by the stylesheet', () => {
  const sheet = document.createElement('style')
  beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
  afterAll(() => sheet.remove())
  const box = (element: Element) => element.getBoundingClientRect()

  for (const [language, options, name] of [
    ['English', {}, 'Progress of the order'],
    ['Spanish', { messages: es, locale: 'es-US' }, 'Avance del pedido'],
  ] as const) {
    it(`${language}: the six steps share one row from 1280 px down to 576 px (36rem), none spilling over; below, one under another`, async () => {
      const h = createFormationHarness()
      const orderGuid = h.seededOrder('Complete Info Received')
      for (const width of [1280, 800, 576, 400]) {
        const view = h.render(
          <div style={{ width }}>
            <FormationOrderTracker orderGuid={orderGuid} poll={false} />
          </div>,
          options,
        )
        const list = await screen.findByRole('list', { name })
        const steps = within(list).getAllByRole('listitem')
        expect(steps).toHaveLength(6)
        const boxes = steps.map(box)
        for (const [index, step] of steps.entries()) {
          const label = step.querySelector('.fk-step-label')!
          expect(label.scrollWidth, `${width}px, step ${index + 1}`).toBeLessThanOrEqual(
            label.clientWidth + 1,
          )
          expect(boxes[index]!.right, `${width}px, step ${index + 1}`).toBeLessThanOrEqual(
            box(list).right + 0.5,
          )
          if (width >= 576)
            expect(Math.abs(boxes[index]!.top - boxes[0]!.top), `${width}px, step ${index + 1}`).toBeLessThan(
              1,
            )
          else if (index > 0)
            expect(boxes[index]!.top, `${width}px, step ${index + 1}`).toBeGreaterThanOrEqual(
              boxes[index - 1]!.bottom - 0.5,
            )
        }
        view.unmount()
      }
    })
  }
})
