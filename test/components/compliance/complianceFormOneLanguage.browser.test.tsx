// Issue 34, "One language at a time", in the compliance form: on a Spanish page the alert's name, a
// form's title, the service's values (a status with the state, an entity type, a kind of report) and
// the products read in Spanish — in the form and in its review — while what is sent stays the
// service's own values. A value or title the catalog does not know is shown exactly as sent, as text.
// On an English page the service's words stand. Against the simulator through the real proxy.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterEach, describe, expect, it } from 'vitest'
import { ComplianceForm, es } from '../../../components'
import type { AlertRecord } from '../../../src/simulator'
import { axeViolations, createComponentHarness } from '../harness'

type Harness = ReturnType<typeof createComponentHarness>
type Sections = AlertRecord['forms'][number]['formDefinitions'][number]['sections']
const SPANISH = { messages: es, locale: 'es-US' } as const
const root = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceForm"]')!

/** The harness's first open BOI alert with one definition of these sections and this title. */
function boiAlert(h: Harness, sections: Sections, formTitle: string) {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) =>
      candidate.partnerId === h.partnerId && candidate.open && candidate.alertType === 'BOI Report',
  )!
  alert.forms = [alert.forms[0]!]
  const definition = alert.forms[0]!.formDefinitions[0]!
  alert.forms[0]!.formDefinitions = [definition]
  Object.assign(definition, { sections, required: [], formTitle, statePicklist: 'WA' })
  alert.products = [{ ...alert.products[0]!, productName: 'BOI Report Filing', price: 99, quantity: 1 }]
  return alert
}

const sections = (status: string): Sections => ({
  EntityState: { EntityName: 'Acme Holdings Corp.', EntityStatus: status, EntityType: 'C-Corp' },
  root: { ReportType: 'Initial Report' },
})

async function ready(container: HTMLElement) {
  await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('ready'), { timeout: 30_000 })
}

afterEach(() => sessionStorage.clear())

describe('ComplianceForm in one language (issue 34)', () => {
  it('Spanish: the alert’s name, the form’s title, the status, the entity type and the kind of report read in Spanish, in the form and its review; the service’s own values are sent', async () => {
    const h = createComponentHarness()
    const alert = boiAlert(h, sections('Active'), 'Washington BOI Report')
    const company = h.companyName(alert.companyId)
    const { container } = h.render(<ComplianceForm alertId={alert.id} />, SPANISH)
    await ready(container)
    screen.getByRole('heading', { level: 2, name: `Informe de beneficiarios finales 2026 - ${company}` })
    const form = screen.getByRole('region', { name: 'Informe de beneficiarios finales (Washington)' })
    const status = within(form).getByLabelText(/^Situación ante el estado/)
    expect(status).toBeDisabled()
    expect((status as HTMLInputElement).value).toBe('Activa')
    const type = within(form).getByRole('combobox', { name: /^Tipo de entidad/ })
    expect((type as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Corporación C')
    const kind = within(form).getByRole('combobox', { name: /^Tipo de informe/ })
    expect((kind as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Informe inicial')
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('heading', { name: 'Revise antes de presentar' })
    const review = container.querySelector('.fk-compliance-review')!
    for (const words of [
      'Activa',
      'Corporación C',
      'Informe inicial',
      'Presentación del informe de beneficiarios finales',
    ])
      expect(review.textContent).toContain(words)
    expect(container.textContent).not.toMatch(/Initial Report|\bActive\b|C-Corp|BOI Report|Entity type/)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Presentar ahora' }))
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('submitted'))
    const body = JSON.parse(h.sent('/orders', 'POST').at(-1)!.body!) as {
      complianceForms: { formDefinitions: { sections: Sections }[] }[]
    }
    const sent = body.complianceForms[0]!.formDefinitions[0]!.sections
    expect(sent.EntityState).toMatchObject({ EntityStatus: 'Active', EntityType: 'C-Corp' })
    expect(sent.root).toMatchObject({ ReportType: 'Initial Report' })
  })

  it('Spanish: a status and a title the catalog does not know are shown exactly as sent, as text, the title marked English', async () => {
    const h = createComponentHarness()
    const hostile = '<img src=x onerror="window.__owned=1"> Pending review'
    const alert = boiAlert(h, sections(hostile), 'Washington Sales Tax Permit')
    const { container } = h.render(<ComplianceForm alertId={alert.id} />, SPANISH)
    await ready(container)
    const form = screen.getByRole('region', { name: 'Washington Sales Tax Permit' })
    expect(form.querySelector('h3 [lang="en"]')?.textContent).toBe('Washington Sales Tax Permit')
    expect((within(form).getByLabelText(/^Situación ante el estado/) as HTMLInputElement).value).toBe(hostile)
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('heading', { name: 'Revise antes de presentar' })
    expect(container.querySelector('.fk-compliance-review')!.textContent).toContain(hostile)
    expect(container.querySelector('img')).toBeNull()
    expect((window as { __owned?: number }).__owned).toBeUndefined()
  })

  it('English: the service’s title and values stand as it wrote them', async () => {
    const h = createComponentHarness()
    const alert = boiAlert(h, sections('Active'), 'Washington BOI Report')
    const { container } = h.render(<ComplianceForm alertId={alert.id} />)
    await ready(container)
    screen.getByRole('heading', { level: 2, name: alert.name })
    const form = screen.getByRole('region', { name: 'Washington BOI Report' })
    expect((within(form).getByLabelText(/^Status with the state/) as HTMLInputElement).value).toBe('Active')
    expect(form.querySelector('[lang]')).toBeNull()
  })
})
