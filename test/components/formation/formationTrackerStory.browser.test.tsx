import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { createFormationHarness, FAST_POLL, PHASE_MS } from '../formationHarness'

// Issue 34: the tracker tells one consistent story — the filed date once the service has it, kept
// after; no "waiting for the state's documents" beside a document to download.

const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderTracker"]')!
const details = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('dl .fk-details-row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  )

describe('FormationOrderTracker tells one story', () => {
  it('an order whose signature request was answered has its filed date at Filing Approved, and keeps it at Complete', async () => {
    const h = createFormationHarness({ rfi: true })
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 3)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the request' }))
    await userEvent.type(await screen.findByLabelText(/^Your full name, as your signature/), 'Ada Lovelace')
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }))
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Submitted to Agency'))
    h.sim.advance(PHASE_MS)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Filing Approved'))
    const filedOn = details(container)['Filed on']
    expect(filedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    h.sim.advance(PHASE_MS * 2)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Complete'))
    expect(details(container)['Filed on']).toBe(filedOn)
  })

  it('while the state’s documents are awaited, nothing to download and no promise “once approved”; once in, the download and no waiting', async () => {
    const h = createFormationHarness()
    const awaiting = h.render(
      <FormationOrderTracker orderGuid={h.seededOrder('Awaiting Docs')} poll={false} />,
    )
    await screen.findByText('Waiting for the state’s documents.')
    // A group, not a region, since issue 34's landmarks: one region per order on a page of several.
    const documents = within(screen.getByRole('group', { name: 'Documents' }))
    expect(documents.queryByRole('button', { name: 'Download' })).toBeNull()
    expect(
      documents.getByText(
        'The state approved the filing: its documents can be downloaded here as soon as they arrive.',
      ),
    ).toBeTruthy()
    awaiting.unmount()

    const ready = h.render(
      <FormationOrderTracker orderGuid={h.seededOrder('Prepare for Completion')} poll={false} />,
    )
    await screen.findByRole('button', { name: 'Download' })
    expect(ready.container.textContent).not.toMatch(
      /Waiting for the state’s documents|once the state approves/,
    )
  })

  it('in Spanish too', async () => {
    const h = createFormationHarness()
    h.render(<FormationOrderTracker orderGuid={h.seededOrder('Awaiting Docs')} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    expect(
      await screen.findByText(
        'El estado aprobó la presentación: sus documentos se podrán descargar aquí en cuanto lleguen.',
      ),
    ).toBeTruthy()
  })
})

describe('FormationOrderTracker keeps names as chosen', () => {
  it('the filing speed the service calls “Standard” reads “Standard Filing”, as the owner chose it, in English and Spanish', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Prepare for Completion')
    h.sim.state.formationOrders.get(orderGuid)!.filingType = 'Standard'
    const en = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await waitFor(() => expect(details(en.container)['Filing speed']).toBe('Standard Filing'))
    en.unmount()
    const spanish = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    await waitFor(() =>
      expect(details(spanish.container)['Velocidad de presentación']).toBe('Presentación estándar'),
    )
  })
})
