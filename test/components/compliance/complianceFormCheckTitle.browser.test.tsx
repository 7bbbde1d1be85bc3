import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceForm, es } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'
import { fileNow } from '../fileNow'

// Issue 21: a check the form makes before sending failed under "Something went wrong" (once the
// service had refused a field). Nothing went wrong: it is headed for what it is, and its body adds what
// the heading does not say (it repeated "correct the highlighted fields").

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!
type Harness = ReturnType<typeof createComponentHarness>

/** An open Annual Report alert: the service refuses its blank filing reference (a field the form's dictionary does not know as required); a contact e-mail is checked here. */
function annualReport(h: Harness): AlertRecord {
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

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

describe('ComplianceForm heads a failed check before sending for what it is', () => {
  it('"Check the highlighted fields", also after the service refused a field; nothing is sent', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<ComplianceForm alertId={annualReport(h).id} />)
    await ready(container)
    const email = screen.getByLabelText(/^Contact e-?mail/i)
    await userEvent.fill(email, 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByRole('alert').textContent).toMatch(/^Check the highlighted fields/)
    // Its body does not say the heading again: it says what the heading does not (screenshot review).
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Check the highlighted fields\s*Nothing has been sent yet\. Correct them, then submit again\.$/,
    )
    expect(h.sent('/orders', 'POST')).toHaveLength(0)

    // Fixed, it is sent (confirmed from the review) and the service refuses the blank reference…
    await userEvent.fill(email, 'owner@prairie.example')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await fileNow()
    await waitFor(() => expect(h.sent('/orders', 'POST')).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByLabelText(/^Filing reference/).getAttribute('aria-invalid')).toBe('true'),
    )
    // …then a check here fails again: its own heading, not the service's refusal's.
    await userEvent.fill(email, 'again-not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent)
    expect(alerts).toEqual([expect.stringMatching(/^Check the highlighted fields/)])
    expect(alerts.join(' ')).not.toContain('Something went wrong')
    expect(h.sent('/orders', 'POST')).toHaveLength(1)
  })

  it('in Spanish', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<ComplianceForm alertId={annualReport(h).id} />, {
      messages: es,
      locale: 'es',
    })
    await ready(container)
    await userEvent.fill(screen.getByLabelText(/^Correo electrónico/), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Revise los campos marcados\s*Todavía no se ha enviado nada\. Corríjalos y vuelva a enviar\.$/,
      ),
    )
  })
})
