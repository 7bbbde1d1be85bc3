// Issue 34: once a formation completes, its company is registered for compliance tracking. When that
// registration fails, the owner is told — the company is formed, but its deadlines are not tracked —
// with a retry that adds it (once: the retry finds a company the failed try may have made by the
// order's id), in English and Spanish. Against the simulator through the real proxy.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { axeViolations } from '../harness'
import { createFormationHarness, PHASE_MS } from '../formationHarness'

type Harness = ReturnType<typeof createFormationHarness>
const companiesOf = (h: Harness, orderGuid: string) =>
  [...h.sim.state.companies.values()].filter((company) => company.PCID === orderGuid)

describe('FormationOrderTracker: a formed company that could not be registered (issue 34)', () => {
  it('says so with a retry; the retry adds the company once and says it is tracked', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 6)
    h.sim.failNext('compliance.createCompany', 500)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByText('Analytical Engines LLC could not be added to your companies'),
    ).toBeTruthy()
    expect(alert.textContent).toContain('its compliance deadlines are not tracked until it is added')
    expect(alert.textContent).not.toMatch(/500|HTTP|PCID|compliance\.createCompany/)
    expect(companiesOf(h, orderGuid)).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByText(
      'Analytical Engines LLC is in your companies now: its compliance deadlines are tracked.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(companiesOf(h, orderGuid)).toHaveLength(1)
  })

  it('in Spanish', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 6)
    h.sim.failNext('compliance.createCompany', 500)
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />, { messages: es, locale: 'es-US' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('No se pudo agregar Analytical Engines LLC a sus empresas')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    await screen.findByText(/Analytical Engines LLC ya está entre sus empresas/)
  })

  it('a partner without the compliance product is refused quietly: the order reads complete, nothing more', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    h.sim.advance(PHASE_MS * 6)
    h.sim.failNext('compliance.createCompany', 403)
    const { container } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await waitFor(() => expect(h.sent('/companies', 'POST').length).toBe(1))
    await waitFor(() =>
      expect(container.querySelector('[data-fk="FormationOrderTracker"]')!.getAttribute('data-phase')).toBe(
        'Complete',
      ),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
