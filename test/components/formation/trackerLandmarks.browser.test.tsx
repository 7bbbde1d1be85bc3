// Issue 34, "Focus and landmarks": a page that follows several orders at once (two formations, two
// tax registrations) keeps every landmark's name unique (axe `landmark-unique`), so a screen reader's
// list of regions tells one order's summary from another's. Against the simulator through the proxy.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormationOrderTracker, TaxRegistrationTracker } from '../../../components'
import { axeViolations } from '../harness'
import { createFormationHarness } from '../formationHarness'

describe('several trackers on one page (issue 34)', () => {
  it('keep unique landmark names: zero axe violations, landmark-unique included', async () => {
    const h = createFormationHarness()
    const named = (companyDesiredName: string) =>
      h.createOrder({
        companyInfo: {
          companyDesiredName,
          companyBusinessCategory: 'Technology',
          companyBusinessDescription: 'Software consulting',
        },
      })
    const first = await named('Whitfield Analytics LLC')
    const second = await named('Whitfield Books LLC')
    const taxOrders = [...h.sim.state.taxOrders.values()]
      .filter((order) => order.partnerId === h.partnerId)
      .slice(0, 2)
      .map((order) => order.orderGuid)
    const { container } = h.render(
      <>
        <FormationOrderTracker orderGuid={first} poll={false} />
        <FormationOrderTracker orderGuid={second} poll={false} />
        {taxOrders.map((orderGuid) => (
          <TaxRegistrationTracker key={orderGuid} orderGuid={orderGuid} poll={false} />
        ))}
      </>,
    )
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('.fk-root')].map((root) => root.getAttribute('data-state')),
      ).toEqual(['ready', 'ready', 'ready', 'ready']),
    )
    await waitFor(() =>
      expect(screen.getAllByRole('table', { name: 'Products in this order' })).toHaveLength(2),
    )
    const regions = screen.getAllByRole('region')
    expect(regions.length).toBeGreaterThan(0)
    expect(await axeViolations(container)).toEqual([])
  })
})
