import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceForm } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'
import { fileNow } from '../fileNow'

// Issue 21: the service publishes no schema, so "not-an-email", "-3" and "next tuesday" used to be
// sent and written back. What the fields' names and values say is now checked before sending.

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!
type Harness = ReturnType<typeof createComponentHarness>

/** An open alert of the harness's partner whose only definition holds `sections`. */
function alertWith(
  h: Harness,
  sections: AlertRecord['forms'][number]['formDefinitions'][number]['sections'],
) {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.open,
  )!
  alert.forms = [alert.forms[0]!]
  const definition = alert.forms[0]!.formDefinitions[0]!
  alert.forms[0]!.formDefinitions = [definition]
  definition.sections = sections
  definition.required = []
  return alert
}

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

/** The text of what describes a field (its help and its error). */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

async function expectRefused(field: HTMLElement, message: string) {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
  expect(description(field)).toContain(message)
}

describe('ComplianceForm checks what it can before sending', () => {
  it('an e-mail, a count, a state, a ZIP and an EIN that cannot be right are flagged on their fields and nothing is sent; fixed, they are sent', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, {
      Contact: {
        ContactEmail: 'owner@example.com',
        OfficerCount: '2',
        State: 'CA',
        Zip: '94105',
        EIN: '12-3456789',
        EffectiveDate: '',
      },
    })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    // A blank date field is a date input too, not a plain text box.
    expect((screen.getByLabelText(/^Effective date/) as HTMLInputElement).type).toBe('date')

    const email = screen.getByLabelText(/^Contact e-?mail/i)
    const count = screen.getByLabelText(/^(Officer count|Number of officers)/)
    const state = screen.getByLabelText(/^State/)
    const zip = screen.getByLabelText(/^Zip/i)
    const ein = screen.getByLabelText(/^(EIN|Employer Identification Number)/)
    await userEvent.fill(email, 'not-an-email')
    await userEvent.fill(count, '-3')
    await userEvent.fill(state, 'California')
    await userEvent.fill(zip, '9410')
    await userEvent.fill(ein, '123')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    await expectRefused(email, 'Enter an e-mail address')
    await expectRefused(count, 'Enter a whole number, 0 or more.')
    await expectRefused(state, 'two-letter state code')
    await expectRefused(zip, '5-digit ZIP code')
    await expectRefused(ein, '9-digit EIN')
    expect(document.activeElement).toBe(email)
    expect(h.sent('/orders', 'POST')).toHaveLength(0)

    await userEvent.fill(email, 'owner@prairie.example')
    await userEvent.fill(count, '3')
    await userEvent.fill(state, 'TX')
    await userEvent.fill(zip, '73301-0001')
    await userEvent.fill(ein, '98-7654321')
    // An effective date is required (issue 31's field dictionary).
    await userEvent.fill(screen.getByLabelText(/^Effective date/), '2026-01-15')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    const posts = h.sent('/orders', 'POST')
    expect(posts).toHaveLength(1)
    const body = JSON.parse(posts[0]!.body!) as {
      complianceForms: { formDefinitions: { sections: Record<string, Record<string, unknown>> }[] }[]
    }
    expect(body.complianceForms[0]!.formDefinitions[0]!.sections.Contact).toEqual({
      ContactEmail: 'owner@prairie.example',
      OfficerCount: '3',
      State: 'TX',
      Zip: '73301-0001',
      EIN: '98-7654321',
      EffectiveDate: '2026-01-15',
    })
  })

  it('a count the service sends as a JSON number refuses a negative or fractional one before sending', async () => {
    const h = createComponentHarness()
    const alert = alertWith(h, { BeneficialOwners: { OwnerCount: 2, Note: '' } })
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    const count = screen.getByLabelText(/^(Owner count|Number of owners)/)
    await userEvent.fill(count, '-3')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expectRefused(count, 'Enter a whole number, 0 or more.')
    await userEvent.fill(count, '2.5')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expectRefused(count, 'Enter a whole number, 0 or more.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
  })
})
