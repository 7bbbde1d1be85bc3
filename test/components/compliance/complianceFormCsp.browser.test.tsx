import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceForm } from '../../../components'
import { filingKeys } from '../../../hooks'
import { createPartnerClient } from '../../../src'
import { TEST_BASE_URL } from '../../support/fixtures'
import { createComponentHarness } from '../harness'

// A page whose Content-Security-Policy forbids eval (no 'unsafe-eval'): ajv could not compile there;
// the form's validator (@cfworker/json-schema, in the form's chunk, loaded after the policy) compiles
// nothing, so required fields and the formats the form derives are checked all the same. A <meta>
// policy applies from the moment it is inserted (this file runs in a page of its own), but zod decided
// at import time that it may compile its parsers, so the alert is read before the policy arrives.
// (On a page served with the policy, zod finds out by itself; `z.config({ jitless: true })` spares
// the probe's violation report.)
/** The text of what describes a field (its help and its error). */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('ComplianceForm under a CSP without unsafe-eval', () => {
  it('the page refuses eval; the form still flags a required field and a malformed ZIP before anything is sent', async () => {
    const h = createComponentHarness()
    const alert = [...h.sim.state.alerts.values()].find(
      (candidate) =>
        candidate.partnerId === h.partnerId && candidate.open && candidate.alertType === 'Annual Report',
    )!
    const definition = alert.forms[0]!.formDefinitions[0]!
    definition.sections.EntityState!.EntityNumber = ''
    const client = createPartnerClient({
      baseUrl: TEST_BASE_URL,
      partnerId: h.partnerId,
      fetch: h.sim.viaProxy(),
    })
    h.queryClient.setQueryData(
      filingKeys.compliance.alert(h.partnerId, alert.id),
      await client.compliance.getAlert(alert.id),
    )
    h.hold(`/alerts/${alert.id}`)

    const meta = document.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = "script-src 'self' 'unsafe-inline' blob: http: https:"
    document.head.append(meta)
    expect(() => new Function('return 1')()).toThrow(EvalError)

    const { container } = h.render(
      <ComplianceForm
        alertId={alert.id}
        schemaOverrides={{
          [definition.formDefinitionId]: {
            fields: {
              'EntityState.EntityNumber': { required: true },
              'PrincipalAddress.Zip': { required: true },
            },
          },
        }}
      />,
    )
    const root = () => container.querySelector('[data-fk="ComplianceForm"]')!
    await waitFor(() => expect(root().getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
    const zip = screen.getByLabelText(/^Zip/i)
    await userEvent.fill(zip, '9410')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const field = screen.getByLabelText('Entity number', { exact: false })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(field)
    expect(zip.getAttribute('aria-invalid')).toBe('true')
    expect(description(zip)).toContain('Enter a 5-digit ZIP code')
    expect(screen.getByRole('alert').textContent).toContain('Nothing has been sent yet.')
    expect(h.sent('/orders', 'POST')).toHaveLength(0)
    // Filled, the errors go on the next check.
    await userEvent.type(field, 'DE-1')
    await userEvent.fill(zip, '94105')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull())
    expect(zip.getAttribute('aria-invalid')).toBeNull()
  })
})
