import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { CompanyForm, ComplianceForm, es } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

// Issue 21: when the service refused some answers (its field errors, put on their fields), the
// forms headed it "Something went wrong". Nothing broke: the service said no to answers the owner
// can fix. Every form heads it the same way (the base's error view), in en and es.

type Harness = ReturnType<typeof createComponentHarness>

/** An open alert with one form whose blank filing reference (a field the form does not know) the service refuses. */
function refusedAlert(h: Harness): AlertRecord {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) =>
      candidate.partnerId === h.partnerId && candidate.open && candidate.alertType === 'Annual Report',
  )!
  alert.forms = [alert.forms[0]!]
  const definition = alert.forms[0]!.formDefinitions[0]!
  alert.forms[0]!.formDefinitions = [definition]
  definition.sections = { EntityState: { FilingReference: '', ContactEmail: 'owner@example.com' } }
  definition.required = ['EntityState.FilingReference']
  return alert
}

describe('a refusal of some answers by the service is headed for what it is', () => {
  it.each([
    ['en', undefined, 'Submit', 'File now', /^Filing reference/, 'The service did not accept some answers'],
    ['es', es, 'Enviar', 'Presentar ahora', /^Filing reference/, 'El servicio no aceptó algunas respuestas'],
  ] as const)('ComplianceForm (%s)', async (locale, messages, submit, fileNow, label, title) => {
    const h = createComponentHarness()
    const { container } = h.render(<ComplianceForm alertId={refusedAlert(h).id} />, {
      locale,
      ...(messages ? { messages } : {}),
    })
    await waitFor(() =>
      expect(container.querySelector('[data-fk="ComplianceForm"]')!.getAttribute('data-state')).toBe('ready'),
    )
    await userEvent.click(screen.getByRole('button', { name: submit }))
    await userEvent.click(await screen.findByRole('button', { name: fileNow }))
    await waitFor(() => expect(h.sent('/orders', 'POST')).toHaveLength(1))
    // The refused answer is on its field…
    await waitFor(() => expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true'))
    // …and the alert above the form says the service did not accept it, not that something broke.
    const alert = screen.getByRole('alert')
    expect(alert.querySelector('.fk-alert-title')?.textContent).toBe(title)
    expect(alert.textContent).not.toMatch(/Something went wrong|Algo salió mal/)
  })

  it('CompanyForm, through the same error view', async () => {
    const h = createCompaniesHarness()
    h.refuseNewCompanies()
    const { container } = h.render(<CompanyForm />)
    await userEvent.fill(screen.getByLabelText(/Company legal name/), 'Acme Widgets LLC')
    await userEvent.fill(screen.getByLabelText(/^EIN/), '12-3456789')
    await userEvent.click(screen.getByRole('button', { name: 'Add company' }))
    await waitFor(() => expect(screen.getByLabelText(/^EIN/).getAttribute('aria-invalid')).toBe('true'))
    const alert = within(container).getByRole('alert')
    expect(alert.querySelector('.fk-alert-title')?.textContent).toBe(
      'The service did not accept some answers',
    )
  })
})
