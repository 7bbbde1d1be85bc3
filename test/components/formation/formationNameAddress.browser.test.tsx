import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { es, FormationOrderForm } from '../../../components'
import type { FormationFormDefaults } from '../../../src/index'
import { formationEntries } from '../../support/fixtures'
import { axeViolations } from '../harness'
import {
  alabamaBasicPackage,
  continueUntil,
  createFormationHarness,
  filledFormationDefaults,
} from '../formationHarness'

// Issue 34: names and addresses a state would refuse. An LLC named without "LLC" is warned about where
// it can be corrected; a PO Box as the principal office or the agent's address is refused before sending.

async function defaults(h: ReturnType<typeof createFormationHarness>): Promise<FormationFormDefaults> {
  // Named without its designator ("LLC"), its principal office a PO Box.
  return filledFormationDefaults(await alabamaBasicPackage(h), {
    companyInfo: { ...formationEntries.companyInfo, companyDesiredName: 'Analytical Engines' },
    businessAddress: { ...formationEntries.businessAddress, businessAddressAddress1: 'P.O. Box 1842' },
  })
}

describe('FormationOrderForm: names and addresses a state would refuse', () => {
  it('an LLC named without “LLC” gets a warning on its field that goes once corrected; a PO Box as the principal office is refused on its field', async () => {
    const h = createFormationHarness()
    const onCreated = vi.fn()
    const { container } = h.render(
      <FormationOrderForm defaultValues={await defaults(h)} onCreated={onCreated} draftStorage={false} />,
    )
    await continueUntil(/Company/)
    const name = screen.getByLabelText(/^Company name/)
    expect(name).toHaveAccessibleDescription(
      'LLC (limited liability company): the state usually wants the name to end with LLC, L.L.C., or Limited Liability Company. Add it now, or the name may be refused.',
    )
    expect(await axeViolations(container)).toEqual([])
    // A warning, not a stop: Continue goes on, and the review says it again.
    await continueUntil(/Business address/)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const street = screen.getByLabelText(/^Street address/)
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'))
    expect(street).toHaveAccessibleDescription(/A PO Box is not accepted here/)
    await userEvent.clear(street)
    await userEvent.type(street, '1 Main St')
    await continueUntil(/Review and place the order/)
    expect(
      within(screen.getByRole('region', { name: 'Company' })).getByText(
        /usually wants the name to end with LLC/,
      ),
    ).toBeTruthy()
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Company' })).getByRole('button', { name: /^Edit/ }),
    )
    const again = await screen.findByLabelText(/^Company name/)
    await userEvent.type(again, ' LLC')
    expect(again).not.toHaveAccessibleDescription(/usually wants the name/)
    await continueUntil(/Review and place the order/)
    expect(container.textContent).not.toMatch(/usually wants the name/)
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    const sent = JSON.parse(h.sent('/create-order', 'POST')[0]!.body!).partnerOrder
    expect(sent.companyInfo.companyDesiredName).toBe('Analytical Engines LLC')
    expect(sent.businessAddress.businessAddressAddress1).toBe('1 Main St')
  })

  it('another registered agent at a PO Box is refused; in Spanish too', async () => {
    const h = createFormationHarness()
    const base = await defaults(h)
    h.render(
      <FormationOrderForm
        defaultValues={{
          ...base,
          companyInfo: { ...base.companyInfo, companyDesiredName: 'Analytical Engines L.L.C.' },
          businessAddress: { ...base.businessAddress, businessAddressAddress1: '1 Main St' },
          registerAgent: {
            registeredAgentIsCorpnetAgent: false,
            registeredAgentFirstName: 'Grace',
            registeredAgentLastName: 'Hopper',
            registeredAgentAddress1: 'PO Box 77',
            registeredAgentCity: 'Montgomery',
            registeredAgentState: 'AL',
            registeredAgentZip: '36104',
          },
        }}
        draftStorage={false}
      />,
      { messages: es, locale: 'es-US' },
    )
    await continueUntil(/agente registrado/i)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    const street = await screen.findByLabelText(/apartado|Dirección|dirección/, {
      selector: 'input[aria-invalid="true"]',
    })
    expect(street).toHaveAccessibleDescription(/Aquí no se acepta un apartado postal/)
    expect(h.sent('/create-order')).toHaveLength(0)
  })
})
