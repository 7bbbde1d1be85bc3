import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { TaxRegistrationTracker } from '../../../components'
import { createPartnerClient } from '../../../src/index'
import type { PartnerProxy } from '../../../src/proxy'
import { vouchSameOrigin } from '../../../src/proxy/checkRequestOrigin'
import { taxRegistrationInput } from '../../support/fixtures'
import { BASE, proxyOver } from '../../support/exactlyOnceRig'
import { axeViolations, createComponentHarness } from '../harness'

// Issue 32: the tax status answer carries no business details (TAX-2). On another device, or after a
// reload that lost the page's copy, the tracker shows "What you submitted" from the proxy's receipt of
// the create — for the owner who made it, and without the person's secrets.

describe('TaxRegistrationTracker from the receipt', () => {
  it('shows what was submitted, from the receipt, with no copy in the page: the business name, without the date of birth or the full EIN', async () => {
    // The portal's proxy, signed in as one owner, in front of the harness's simulator.
    // Made once the harness (and its simulator) exists; the harness's fetch reads it at request time.
    const own: { proxy?: PartnerProxy } = {}
    const h = createComponentHarness({ intercept: (request) => own.proxy?.(request) })
    const signedIn = proxyOver(h.sim, { authorize: () => ({ owner: 'owner-on-device-a' }) })
    own.proxy = signedIn
    // Device A registers; device B (this page) has nothing of it but the order id.
    const deviceA = createPartnerClient({
      baseUrl: BASE,
      partnerId: h.partnerId,
      // Device A is a page of the portal: its browser adds the `Origin` the proxy requires of a write
      // (issue 30), a header a page's script cannot set, so the request is vouched for as `viaProxy` does.
      fetch: (input, init) => signedIn(vouchSameOrigin(new Request(input, init))),
    })
    const order = await deviceA.taxRegistration.createOrder(taxRegistrationInput())

    const { container } = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} draftStorage={false} poll={false} />,
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC'),
    )
    const summary = screen.getByText('What you submitted (your copy)')
    summary.focus()
    await userEvent.keyboard('{Enter}')
    const details = within(summary.closest('details')!)
    expect(details.getByText('Ada')).toBeTruthy()
    expect(details.getByText('California')).toBeTruthy()
    expect(container.textContent).toContain('6789')
    expect(container.textContent).not.toMatch(/12-3456789|1985|Date of birth/i)
    expect(await axeViolations(container)).toEqual([])
  })
})
