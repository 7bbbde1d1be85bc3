import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { ComplianceCalendar } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

const rootOf = (container: HTMLElement) => container.querySelector('[data-fk="ComplianceCalendar"]')!
type Harness = ReturnType<typeof createComponentHarness>

/** One company with one alert due 2027-03-14, a plan ending 2027-03-31 and one auto-renewing 2027-03-01. */
function marchOf(h: Harness) {
  const alert = [...h.sim.state.alerts.values()].find(
    (candidate) => candidate.partnerId === h.partnerId && candidate.open,
  )!
  const companyId = alert.companyId
  for (const other of h.sim.state.alerts.values())
    if (other.companyId === companyId && other !== alert) other.open = false
  for (const plan of [...h.sim.state.subscriptions.values()])
    if (plan.entityId === companyId) h.sim.state.subscriptions.delete(plan.id)
  alert.closeDate = '2027-03-14'
  const [ending, renewing] = h
    .plans((plan) => plan.status === 'Active' && plan.entityId !== companyId)
    .slice(0, 2) as [
    NonNullable<ReturnType<Harness['plans']>[number]>,
    NonNullable<ReturnType<Harness['plans']>[number]>,
  ]
  Object.assign(ending, {
    entityId: companyId,
    renewalType: 'Manual',
    autoRenewDate: null,
    endDate: '2027-03-31',
    serviceCategory: 'AnnualReport',
  })
  Object.assign(renewing, {
    entityId: companyId,
    renewalType: 'Auto Renewal',
    autoRenewDate: '2027-03-01',
    endDate: '2027-06-30',
    serviceCategory: 'RegisteredAgent',
  })
  return { alert, companyId }
}

describe('ComplianceCalendar', () => {
  it('shows due dates, plan ends and auto-renewals on the month grid, with a legend, today marked, zero axe violations', async () => {
    const h = createComponentHarness()
    const { alert, companyId } = marchOf(h)
    const { container } = h.render(
      <ComplianceCalendar companyId={companyId} month="2027-03" today="2027-03-10" />,
    )
    expect(rootOf(container).getAttribute('data-state')).toBe('loading')
    const grid = await screen.findByRole('grid', { name: 'March 2027' })
    expect(rootOf(container).getAttribute('data-state')).toBe('ready')
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    // Calendar dates land on their own day, wherever the viewer is.
    expect(
      within(grid).getByRole('button', { name: 'Sunday, March 14, 2027, 1 on the calendar' }),
    ).toBeTruthy()
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, March 31, 2027, 1 on the calendar' }),
    ).toBeTruthy()
    expect(
      within(grid).getByRole('button', { name: 'Monday, March 1, 2027, 1 on the calendar' }),
    ).toBeTruthy()
    expect(within(grid).getByRole('button', { name: 'Wednesday, March 10, 2027, today' })).toBeTruthy()
    const legend = screen.getByRole('list', { name: 'Legend' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['○ File by', '■ Plan ends', '▲ Renews automatically'])
    expect(grid.textContent).toContain(alert.name)
    expect(await axeViolations(container)).toEqual([])
  })

  it('is keyboard-navigable: arrows between days and months, Enter opens a day, Enter on an item selects it', async () => {
    const h = createComponentHarness()
    const { alert, companyId } = marchOf(h)
    const onSelect = vi.fn()
    h.render(
      <ComplianceCalendar companyId={companyId} month="2027-03" today="2027-03-10" onSelect={onSelect} />,
    )
    const grid = await screen.findByRole('grid')
    const today = within(grid).getByRole('button', { name: /March 10, 2027/ })
    expect(today.tabIndex).toBe(0)
    today.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Sunday, March 14, 2027, 1 on the calendar',
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        // The seeded alert's name ends in its company's: named once (issue 21).
        `File by: ${alert.name}`,
      ),
    )
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'alert', id: alert.id, date: '2027-03-14' }),
      { companyId, alertId: alert.id },
    )

    within(grid)
      .getByRole('button', { name: /March 14, 2027/ })
      .focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(await screen.findByRole('grid', { name: 'April 2027' })).toBeTruthy()
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday, April 4, 2027/)
    await userEvent.keyboard('{PageUp}')
    expect(await screen.findByRole('grid', { name: 'March 2027' })).toBeTruthy()
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Thursday, March 4, 2027/)
  })

  it('the agenda lists the month’s items by day; a month with none says so; the view and month follow their props', async () => {
    const h = createComponentHarness()
    const { companyId } = marchOf(h)
    const onSelect = vi.fn()
    // The host changes the props later (e.g. its own month picker).
    function Host() {
      const [january, setJanuary] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setJanuary(true)}>
            Show January
          </button>
          <ComplianceCalendar
            companyId={companyId}
            month={january ? '2027-01' : '2027-03'}
            view={january ? 'month' : 'agenda'}
            onSelect={onSelect}
            today="2027-03-10"
          />
        </>
      )
    }
    const { container } = h.render(<Host />)
    await screen.findByRole('heading', { level: 3, name: 'March 2027' })
    const days = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
    expect(days).toEqual(['Monday, March 1, 2027', 'Sunday, March 14, 2027', 'Wednesday, March 31, 2027'])
    await userEvent.click(screen.getByRole('button', { name: /^Renews automatically: Registered Agent/ }))
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'autoRenew', date: '2027-03-01' }),
      expect.objectContaining({ companyId }),
    )
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByText('Nothing is due in April 2027.')).toBeTruthy()
    expect(screen.queryByRole('grid')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show January' }))
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeTruthy()
  })

  it('names each item once: no company the title already names, one entry for a plan renewing the day its term ends', async () => {
    const h = createComponentHarness()
    const { alert, companyId } = marchOf(h)
    const company = h.sim.state.companies.get(companyId)!.name
    // The service's alert names end in the company's.
    alert.name = `Annual Report 2027 - ${company}`
    const renewing = h.plans((plan) => plan.entityId === companyId && plan.renewalType === 'Auto Renewal')[0]!
    renewing.endDate = renewing.autoRenewDate!
    const { container } = h.render(
      <ComplianceCalendar companyId={companyId} month="2027-03" view="agenda" today="2027-03-10" />,
    )
    await screen.findByRole('heading', { level: 3, name: 'March 2027' })
    const filing = screen.getByRole('button', { name: /^File by: / })
    expect(filing.getAttribute('aria-label')).toBe(`File by: Annual Report 2027 - ${company}`)
    expect(filing.textContent!.split(company)).toHaveLength(2)
    // March 1: the plan renews; it does not also "end" there.
    const march1 = screen.getByRole('heading', { level: 4, name: 'Monday, March 1, 2027' })
    const onMarch1 = within(march1.parentElement!).getAllByRole('button')
    expect(onMarch1.map((item) => item.getAttribute('aria-label'))).toEqual([
      `Renews automatically: Registered Agent, ${company}`,
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it('shows a failure with a retry that works', async () => {
    const h = createComponentHarness()
    h.failRead('compliance.listSubscriptions', 503)
    const { container } = h.render(<ComplianceCalendar month="2027-03" />)
    const failure = await screen.findByRole('alert')
    expect(rootOf(container).getAttribute('data-state')).toBe('error')
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('grid')).toBeTruthy()
  })

  it('lists open alerts whose date has passed in the month it opens on, reachable by Tab, in English and Spanish', async () => {
    const h = createComponentHarness()
    const { alert, companyId } = marchOf(h)
    alert.closeDate = '2027-01-20' // past, in a month the calendar does not open on
    const onSelect = vi.fn()
    const view = h.render(<ComplianceCalendar companyId={companyId} today="2027-03-10" onSelect={onSelect} />)
    await screen.findByRole('grid', { name: 'March 2027' })
    const overdue = screen.getByRole('region', { name: 'Still open after their date: 1' })
    const item = within(overdue).getByRole('button', { name: `File by: ${alert.name}` })
    expect(overdue.textContent).toContain('Jan 20, 2027')
    // Reached from the toolbar by Tab, before the grid; Enter opens it.
    screen.getByRole('button', { name: 'Today' }).focus()
    for (let tabs = 0; tabs < 6 && document.activeElement !== item; tabs += 1) await userEvent.tab()
    expect(document.activeElement).toBe(item)
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'alert', id: alert.id }), {
      companyId,
      alertId: alert.id,
    })
    expect(await axeViolations(view.container)).toEqual([])
    // Other months show their own dates only.
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }))
    await screen.findByRole('grid', { name: 'April 2027' })
    expect(screen.queryByRole('region', { name: /Still open/ })).toBeNull()
    view.unmount()

    h.render(<ComplianceCalendar companyId={companyId} today="2027-03-10" />, { messages: es, locale: 'es' })
    expect(await screen.findByRole('region', { name: 'Aún pendientes pasada su fecha: 1' })).toBeTruthy()
  })

  it('lists them too when the host opens it on a later month (the portal opens on the next month with something due)', async () => {
    const h = createComponentHarness()
    const { alert, companyId } = marchOf(h)
    alert.closeDate = '2027-01-20'
    h.render(<ComplianceCalendar companyId={companyId} today="2027-02-10" month="2027-03" view="agenda" />)
    const overdue = await screen.findByRole('region', { name: 'Still open after their date: 1' })
    expect(within(overdue).getByRole('button', { name: `File by: ${alert.name}` })).toBeTruthy()
  })
})
