import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { isPartnerApiError } from '../../../src/index'
import { axeViolations } from '../harness'
import { createFormationHarness, FAST_POLL, PHASE_MS } from '../formationHarness'

// Issue 34: nothing irreversible once the state has acted. The service holds the filing through Order
// Received, Reviewing Information, Processing and On Hold; from Submitted to Agency the state has it.

const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderTracker"]')!

describe('FormationOrderTracker once the state has the filing', () => {
  for (const [status, phase] of [
    ['State - Awaiting Approval', 'Submitted to Agency'],
    ['Awaiting Docs', 'Filing Approved'],
  ] as const) {
    it(`at ${phase}, offers no cancel and says how to proceed (a dissolution), axe at zero`, async () => {
      const h = createFormationHarness()
      const orderGuid = h.seededOrder(status)
      const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
      await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe(phase))
      expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull()
      expect(await screen.findByText('This order can no longer be cancelled')).toBeTruthy()
      expect(container.textContent).toContain('a separate filing with the state (a dissolution)')
      expect(await axeViolations(container)).toEqual([])
    })
  }

  it('in Spanish, the same sentence whole', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Awaiting Docs')
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    expect(await screen.findByText('Este pedido ya no se puede cancelar')).toBeTruthy()
    expect(container.textContent).toContain('(una disolución)')
    expect(screen.queryByRole('button', { name: /Cancelar el pedido/ })).toBeNull()
  })

  it('the service refuses a cancel at Filing Approved: the entity number and the certificate stay', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Prepare for Completion')
    const refused = await h.client.formation.cancelOrder(orderGuid).catch((error: unknown) => error)
    expect(isPartnerApiError(refused, 'validation')).toBe(true)
    const order = await h.client.formation.getOrder(orderGuid)
    expect(order.orderPhase).toBe('Filing Approved')
    expect(order.formedEntityId).toMatch(/^[A-Z]{2}\d{10}$/)
    const certificate = await h.client.formation.downloadDocument(orderGuid)
    expect(new TextDecoder().decode(await certificate.slice(0, 5).arrayBuffer())).toBe('%PDF-')
  })

  it('while the service still holds it, cancel is offered; once it reaches the state, it goes', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await screen.findByRole('button', { name: 'Cancel the order' })
    h.sim.advance(PHASE_MS * 2) // Processing
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Processing'))
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeTruthy()
    h.sim.advance(PHASE_MS) // Submitted to Agency
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Submitted to Agency'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull())
    expect(screen.getByText('This order can no longer be cancelled')).toBeTruthy()
  })

  it('a cancel confirmed as the order reaches the state is refused in plain words, and nothing vanishes', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 2)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Processing'))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    h.sim.advance(PHASE_MS) // the state has it now; the page has not read it yet
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order for good' }))
    await within(dialog).findByRole('alert')
    expect(within(dialog).getByRole('alert').textContent).not.toMatch(/HTTP|400/)
    expect((await h.client.formation.getOrder(orderGuid)).orderPhase).toBe('Submitted to Agency')
  })
})
