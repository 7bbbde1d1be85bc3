import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { es, FormationOrderTracker } from '../../../components'
import { registerFormedCompany } from '../../../src/index'
import { axeViolations } from '../harness'
import { createFormationHarness, FAST_POLL, PHASE_MS } from '../formationHarness'

// Issue 34: the formed company is the owner's. Once its order completes, the company is registered
// for compliance tracking exactly once (CMP-3), with the order's id as its PCID.

type Harness = ReturnType<typeof createFormationHarness>
const root = (container: HTMLElement) => container.querySelector('[data-fk="FormationOrderTracker"]')!
const companiesOf = (h: Harness, orderGuid: string) =>
  [...h.sim.state.companies.values()].filter((company) => company.PCID === orderGuid)
const creates = (h: Harness) =>
  h.sent('/companies', 'POST').filter((request) => !request.path.includes('bulk'))

describe('FormationOrderTracker: the formed company joins the owner’s companies', () => {
  it('CMP-3: at Complete, the company is created once with its name, state, formation date and filing number, PCID the order’s id; said to the owner', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const { container, unmount } = h.render(<FormationOrderTracker orderGuid={orderGuid} poll={FAST_POLL} />)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Order Received'))
    expect(creates(h)).toHaveLength(0)
    h.sim.advance(PHASE_MS * 6)
    await waitFor(() => expect(root(container).getAttribute('data-phase')).toBe('Complete'))
    expect(
      await screen.findByText(
        'Analytical Engines LLC is in your companies now: its compliance deadlines are tracked.',
      ),
    ).toBeTruthy()
    const record = h.sim.state.formationOrders.get(orderGuid)!
    const [company, ...more] = companiesOf(h, orderGuid)
    expect(more).toHaveLength(0)
    expect(company).toMatchObject({
      name: 'Analytical Engines LLC',
      homeState: 'AL',
      type: 'LLC',
      formationDate: record.filedDate,
      filingnumber: record.formedEntityId,
      PCID: orderGuid,
    })
    expect(record.filedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await axeViolations(container)).toEqual([])
    unmount()
    // Opened again (another visit, or two trackers of it on one page): found by its PCID, not created again.
    h.render(
      <>
        <FormationOrderTracker orderGuid={orderGuid} poll={false} />
        <FormationOrderTracker orderGuid={orderGuid} poll={false} />
      </>,
      { messages: es, locale: 'es-US' },
    )
    await waitFor(() => expect(h.sent('/companies', 'GET').length).toBeGreaterThanOrEqual(2))
    await waitFor(() =>
      expect(screen.getAllByText(/Analytical Engines LLC ya está entre sus empresas/)).toHaveLength(2),
    )
    expect(creates(h)).toHaveLength(1)
    expect(companiesOf(h, orderGuid)).toHaveLength(1)
  })

  it('a seeded complete order’s company is the one registered when it was formed: none created again', async () => {
    const h = createFormationHarness()
    const orderGuid = h.seededOrder('Complete Info Received')
    expect(companiesOf(h, orderGuid)).toHaveLength(1)
    h.render(<FormationOrderTracker orderGuid={orderGuid} poll={false} />)
    await screen.findByText(/is in your companies now/)
    expect(creates(h)).toHaveLength(0)
  })

  it('registerFormedCompany, for partners not using the tracker: nothing before Complete, one company after, found again after that', async () => {
    const h = createFormationHarness()
    const orderGuid = await h.createOrder()
    const early = await h.client.formation.getOrder(orderGuid)
    expect(await registerFormedCompany(h.client, early, { orderGuid })).toBeNull()
    expect(creates(h)).toHaveLength(0)
    h.sim.advance(PHASE_MS * 6)
    const order = await h.client.formation.getOrder(orderGuid)
    expect(order.orderPhase).toBe('Complete')
    const [first, second] = await Promise.all([
      registerFormedCompany(h.client, order, { orderGuid }),
      registerFormedCompany(h.client, order, { orderGuid }),
    ])
    expect(first).toEqual({ companyId: expect.any(String), created: true })
    expect(second).toEqual(first)
    expect(await registerFormedCompany(h.client, order, { orderGuid })).toEqual({
      companyId: first!.companyId,
      created: false,
    })
    expect(companiesOf(h, orderGuid)).toHaveLength(1)
  })
})
