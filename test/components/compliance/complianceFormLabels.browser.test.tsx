import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComplianceForm, es } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { createComponentHarness } from '../harness'

// Issue 21: the form's labels were the service's identifiers humanised ("Is exempt entity",
// "Company applicant"), and stayed English in Spanish. Known fields now read as an owner would say
// them, in the provider's language; a partner's messages override them; unknown fields keep a label.

const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!
type Harness = ReturnType<typeof createComponentHarness>

/** An open BOI Report alert of the harness's partner, with one field the dictionary does not know. */
function boiReport(h: Harness): AlertRecord {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) =>
      candidate.partnerId === h.partnerId && candidate.open && candidate.alertType === 'BOI Report',
  )!
  const definition = alert.forms[0]!.formDefinitions[0]!
  definition.required = []
  definition.sections.root = { ...definition.sections.root, FavoriteColor: '' }
  return alert
}

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('ComplianceForm labels known fields in the owner’s words', () => {
  it('in English: plain labels and help for the fields it knows, numbered ones included; an unknown field keeps its derived label', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<ComplianceForm alertId={boiReport(h).id} />)
    await ready(container)
    const exempt = screen.getByLabelText('The company is exempt from this report')
    expect((exempt as HTMLInputElement).type).toBe('checkbox')
    expect(description(exempt)).toContain('banks and large operating companies')
    expect(screen.getByLabelText('Kind of report')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Person who filed to form the company' })).toBeTruthy()
    expect(screen.getByLabelText('Owner 1: full legal name *')).toBeTruthy()
    expect(screen.getByLabelText('Owner 2: share of ownership (%)')).toBeTruthy()
    expect(screen.getByLabelText('Favorite color')).toBeTruthy()
    expect(screen.queryByText('Is exempt entity')).toBeNull()
  })

  it('in Spanish: the same fields in Spanish; a partner’s messages override one; the unknown field keeps its label', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<ComplianceForm alertId={boiReport(h).id} />, {
      messages: { ...es, 'compliance.field.ReportType': 'Clase de declaración' },
      locale: 'es',
    })
    await ready(container)
    const exempt = screen.getByLabelText('La empresa está exenta de este informe')
    expect(description(exempt)).toContain('bancos')
    expect(screen.getByLabelText('Clase de declaración')).toBeTruthy()
    expect(
      screen.getByRole('group', { name: 'Persona que presentó la constitución de la empresa' }),
    ).toBeTruthy()
    expect(screen.getByLabelText('Beneficiario 1: nombre legal completo *')).toBeTruthy()
    expect(screen.getByLabelText('Número de Identificación del Empleador (EIN)')).toBeTruthy()
    expect(screen.getByLabelText('Favorite color')).toBeTruthy()
    expect(screen.queryByText('Report type')).toBeNull()
  })
})
