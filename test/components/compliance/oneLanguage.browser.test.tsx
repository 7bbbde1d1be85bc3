// Issue 34, "One language at a time": a Spanish page says a known service value in Spanish, whole
// (alert names, product names, the alert's message), and shows an unknown one exactly as the service
// wrote it: never an English sentence with a Spanish date spliced in ("…to FinCEN by 11 abr 2027.").
// An English page keeps the service's own words. Against the simulator through the real proxy.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { ComplianceAlertDetail, ComplianceAlertList, ComplianceCalendar } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

type Harness = ReturnType<typeof createComponentHarness>
const SPANISH = { messages: es, locale: 'es-US' } as const
const alertsOf = (h: Harness, type: string) =>
  [...h.sim.state.alerts.values()]
    .filter((alert) => alert.partnerId === h.partnerId && alert.open && alert.alertType === type)
    .sort((a, b) => a.id.localeCompare(b.id))

function spanishDate(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}

describe('one language at a time (issue 34)', () => {
  it('a Spanish alert says its name, products and message in Spanish, whole, with no English sentence around a Spanish date', async () => {
    const h = createComponentHarness()
    const alert = alertsOf(h, 'BOI Report')[0]!
    const company = h.companyName(alert.companyId)
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} />, SPANISH)
    await screen.findByRole('heading', {
      level: 2,
      name: `Informe de beneficiarios finales 2026 - ${company}`,
    })
    const message = container.querySelector('.fk-compliance-message')!
    expect(message.textContent).toBe(
      `${company} debe informar a FinCEN de sus beneficiarios finales a más tardar el ${spanishDate(alert.alertActualDueDate)}.`,
    )
    const page = container.textContent!
    // Nothing of the service's English sentence, nor its product's English name.
    expect(page).not.toMatch(/must report|beneficial owners|BOI Report/)
    const table = screen.getByRole('table', { name: 'Qué incluye' })
    expect(within(table).getByText('Presentación del informe de beneficiarios finales')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('a state’s fee and a known product read in Spanish; a product the catalog does not know stays as the service wrote it', async () => {
    const h = createComponentHarness()
    const alert = alertsOf(h, 'Annual Report')[0]!
    alert.products.push({
      ...alert.products[0]!,
      id: 'extra-product',
      productName: 'Certificate of Good Standing',
    })
    h.render(<ComplianceAlertDetail alertId={alert.id} />, SPANISH)
    const table = await screen.findByRole('table', { name: 'Qué incluye' })
    expect(within(table).getByText('Presentación del informe anual')).toBeTruthy()
    expect(within(table).getByText(`Tasa estatal del informe anual (${alert.state})`)).toBeTruthy()
    expect(within(table).getByText('Certificate of Good Standing')).toBeTruthy()
    expect(table.textContent).not.toContain('Annual Report')
  })

  it('an alert of a type the catalog does not know: its message exactly as the service wrote it, marked English', async () => {
    const h = createComponentHarness()
    const alert = alertsOf(h, 'Annual Report')[0]!
    Object.assign(alert, {
      alertType: 'Sales Tax Permit',
      serviceCategory: 'Sales Tax Permit',
      name: 'Sales Tax Permit 2026',
      alertBody: `Renew the sales tax permit by ${alert.alertActualDueDate}.`,
    })
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} />, SPANISH)
    await screen.findByRole('heading', { level: 2, name: 'Sales Tax Permit 2026' })
    const message = container.querySelector('.fk-compliance-message')!
    expect(message.textContent).toBe(`Renew the sales tax permit by ${alert.alertActualDueDate}.`)
    expect(message.getAttribute('lang')).toBe('en')
  })

  it('in English, the service’s own name and message stand', async () => {
    const h = createComponentHarness()
    const alert = alertsOf(h, 'BOI Report')[0]!
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    await screen.findByRole('heading', { level: 2, name: alert.name })
    expect(container.querySelector('.fk-compliance-message')!.textContent).toMatch(
      /^.* must report its beneficial owners to FinCEN by [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    )
  })

  it('the Spanish list and calendar name alerts in Spanish', async () => {
    const h = createComponentHarness()
    const alert = alertsOf(h, 'Registered Agent')[0]!
    const company = h.companyName(alert.companyId)
    const list = h.render(<ComplianceAlertList today="2026-09-01" />, SPANISH)
    const listbox = await screen.findByRole('listbox')
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.querySelector('.fk-compliance-row-name')!.textContent)
    expect(names).toContain(`Agente registrado 2026 - ${company}`)
    expect(names.join('\n')).not.toMatch(/Registered Agent|BOI Report|Annual Report|Franchise Tax/)
    // Searched by the words the owner reads.
    await userEvent.type(screen.getByLabelText('Buscar'), 'agente registrado')
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .every((option) => option.textContent!.startsWith('Agente registrado 2026')),
      ).toBe(true),
    )
    list.unmount()

    h.render(
      <ComplianceCalendar view="agenda" month={alert.closeDate.slice(0, 7)} today="2026-09-01" />,
      SPANISH,
    )
    await screen.findByRole('button', {
      name: new RegExp(`^Presentar a más tardar: Agente registrado 2026 - ${company.replace(/\./g, '\\.')}`),
    })
  })
})
