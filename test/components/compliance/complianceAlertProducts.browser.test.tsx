import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComplianceAlertDetail, es } from '../../../components'
import { axeViolations, createComponentHarness } from '../harness'

// Issue 21 (screenshot review): the detail's products said the service's product families
// ("Compliance Service", "State Fee") in both languages. Known kinds read in the owner's words;
// an unknown one is shown as the service wrote it, as text.

type Harness = ReturnType<typeof createComponentHarness>
const openAlert = (h: Harness) =>
  [...h.sim.state.alerts.values()].find((alert) => alert.partnerId === h.partnerId && alert.open)!

/** The "kind" cell of each product row, in row order. */
const kindsOf = (table: HTMLElement, header: string) => {
  const headers = within(table).getAllByRole('columnheader')
  const column = headers.findIndex((cell) => cell.textContent === header)
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td, th')[column]!.textContent)
}

describe('ComplianceAlertDetail: product kinds in the owner’s words', () => {
  it('names known kinds in English and Spanish; an unknown kind is shown as text, never as markup', async () => {
    const h = createComponentHarness()
    const alert = openAlert(h)
    const product = (id: string, productFamily: string) => ({
      id,
      productName: `Item ${id}`,
      productFamily,
      price: 10,
      quantity: 1,
      productDisplayType: 'Service',
      formioId: null,
    })
    alert.products = [
      product('p1', 'Compliance Service'),
      product('p2', 'State Fee'),
      product('p3', 'Subscription'),
      product('p4', '<img src=x onerror=alert(1)>Mystery'),
    ]
    const english = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    const table = await screen.findByRole('table', { name: 'What is included' })
    expect(kindsOf(table, 'Kind')).toEqual([
      'Filing service',
      'State fee',
      'Subscription',
      '<img src=x onerror=alert(1)>Mystery',
    ])
    expect(table.querySelector('img')).toBeNull()
    expect(await axeViolations(english.container)).toEqual([])
    english.unmount()

    h.render(<ComplianceAlertDetail alertId={alert.id} />, { messages: es, locale: 'es' })
    const tabla = await screen.findByRole('table', { name: 'Qué incluye' })
    expect(kindsOf(tabla, 'Clase')).toEqual([
      'Servicio de trámite',
      'Tasa estatal',
      'Suscripción',
      '<img src=x onerror=alert(1)>Mystery',
    ])
    expect(tabla.textContent).not.toMatch(/Compliance Service|State Fee/)
  })
})
