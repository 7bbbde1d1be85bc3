import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { FormationOrderForm, TaxRegistrationForm } from '../../../components'
import { createComponentHarness } from '../harness'
import { createFormationHarness } from '../formationHarness'

// The order forms load their checks (zod and the schemas) in a chunk of their own, from mount. When
// the network drops that chunk (played here at the loaders, the one seam a page's network has), the
// form fails closed: nothing moves on and nothing is sent unchecked, the owner is told and keeps what
// was typed, and "Try again" loads the checks and runs them.

const chunk = vi.hoisted(() => ({ failures: 0 }))
const dropped = () => {
  if (chunk.failures === 0) return false
  chunk.failures -= 1
  return true
}
vi.mock('../../../components/formation/loadFormationFormChecks', () => ({
  loadFormationFormChecks: async () => {
    if (dropped()) throw new TypeError('Failed to fetch dynamically imported module: formationFormChecks.js')
    return (await import('../../../components/formation/formationFormChecks')).formationFieldProblems
  },
}))
vi.mock('../../../components/taxRegistration/loadTaxFormChecks', () => ({
  loadTaxFormChecks: async () => {
    if (dropped()) throw new TypeError('Failed to fetch dynamically imported module: taxFormChecks.js')
    return (await import('../../../components/taxRegistration/taxFormChecks')).checkTaxRegistrationForm
  },
}))

const NETWORK = 'We could not reach the service. Check your connection, then try again.'

describe('an order form whose checks do not load', () => {
  it('FormationOrderForm stays on the step with what was chosen, says so, and checks on the next try', async () => {
    const h = createFormationHarness()
    // The load on mount and the one Continue asks for.
    chunk.failures = 2
    h.render(<FormationOrderForm />)
    const stepHeading = () => screen.getByRole('heading', { level: 3 })
    await userEvent.selectOptions(screen.getByLabelText(/^Type of business/), 'LLC')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(NETWORK)
    expect(chunk.failures).toBe(0)
    expect(stepHeading().textContent).toContain('Step 1 of 8')
    expect((screen.getByLabelText(/^Type of business/) as HTMLSelectElement).value).toBe('LLC')

    // The retry loads the checks and runs them: the state is missing, so it is marked and focused.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const state = screen.getByLabelText(/^State of formation/)
    await waitFor(() => expect(document.activeElement).toBe(state))
    expect(state.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText(NETWORK)).toBeNull()
    expect(stepHeading().textContent).toContain('Step 1 of 8')
    await userEvent.selectOptions(state, 'AL')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(stepHeading().textContent).toContain('Step 2 of 8'))
    expect(h.sent('/create-order')).toHaveLength(0)
  })

  it('TaxRegistrationForm sends nothing unchecked, keeps what was typed, and sends once the retry has checked it', async () => {
    const h = createComponentHarness()
    chunk.failures = 2
    h.render(<TaxRegistrationForm />)
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
    // A complete, valid order: without its checks it still must not go.
    await userEvent.fill(field(/^Legal business name/), 'Northwind Traders LLC')
    await userEvent.selectOptions(field(/^Entity type/), 'LLC')
    await userEvent.selectOptions(field(/^State( \*)?$/), 'CA')
    await userEvent.fill(field(/^First name/), 'Ada')
    await userEvent.fill(field(/^Last name/), 'Lovelace')
    await userEvent.selectOptions(field(/^Title/), 'Member')
    await userEvent.fill(field(/^Date of birth/), '1985-04-12')
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(NETWORK)
    expect(chunk.failures).toBe(0)
    expect(h.sent('tax-reg-50states')).toHaveLength(0)
    expect(field(/^Legal business name/).value).toBe('Northwind Traders LLC')
    expect(field(/^Date of birth/).value).toBe('1985-04-12')

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    // Checked at last, the review step (issue 34); nothing is sent before its own press.
    await userEvent.click(await screen.findByRole('button', { name: 'Register for payroll taxes' }))
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Your tax registration for Northwind Traders LLC is created/,
    )
    expect(screen.queryByText(NETWORK)).toBeNull()
  })
})
