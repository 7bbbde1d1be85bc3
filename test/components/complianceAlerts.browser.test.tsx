import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { ComplianceAlertDetail, ComplianceAlertList } from '../../components'
import { filingKeys, type Alert } from '../../hooks'
import { axeViolations, createComponentHarness } from './harness'

const rootOf = (container: HTMLElement, name: string) => container.querySelector(`[data-fk="${name}"]`)!
type Harness = ReturnType<typeof createComponentHarness>
const openAlerts = (h: Harness) =>
  [...h.sim.state.alerts.values()].filter((alert) => alert.partnerId === h.partnerId && alert.open)

/** What the list shows per option: the alert's name (first line). */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.querySelector('.fk-compliance-row-name')!.textContent)

function syntheticAlerts(count: number): Alert[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `a${index}`,
    name: `Annual Report ${index}`,
    serviceCategory: index % 2 ? 'Annual Report' : 'Franchise Tax',
    closeDate: `2027-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    amount: 99 + (index % 50),
    stageName: 'Prospecting',
    entityName: `Company ${index % 300}`,
    state: 'DE',
    entityId: `c${index % 300}`,
    complianceForms: [],
    opportunityProducts: [],
  }))
}

describe('ComplianceAlertList', () => {
  it('CMP-6: lists the open alerts sorted by due date, overdue and due-soon marked, as an accessible listbox', async () => {
    const h = createComponentHarness()
    const alerts = openAlerts(h)
    const sorted = [...alerts].sort(
      (a, b) => a.closeDate.localeCompare(b.closeDate) || a.name.localeCompare(b.name),
    )
    // Today between the first two due dates: the first is overdue, those within 30 days due soon.
    const today = sorted.find((alert) => alert.closeDate > sorted[0]!.closeDate)!.closeDate
    const { container } = h.render(<ComplianceAlertList today={today} maxHeight={4000} />)
    expect(rootOf(container, 'ComplianceAlertList').getAttribute('data-state')).toBe('loading')
    const listbox = await screen.findByRole('listbox', { name: 'Compliance alerts by date' })
    expect(rootOf(container, 'ComplianceAlertList').getAttribute('data-state')).toBe('ready')
    const options = within(listbox).getAllByRole('option')
    expect(options[0]!.getAttribute('aria-setsize')).toBe(String(alerts.length))
    expect(options[0]!.getAttribute('aria-posinset')).toBe('1')
    expect(optionNames()).toEqual(sorted.slice(0, options.length).map((alert) => alert.name))
    // The list view has only the target date (spec 2.5): its marks say so rather than "Overdue".
    expect(within(options[0]!).getByText('File-by date passed')).toBeTruthy()
    const firstNotOverdue = options[sorted.filter((alert) => alert.closeDate < today).length]!
    expect(within(firstNotOverdue).getByText('File within 30 days')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(`Alerts shown: ${alerts.length}`)
    expect(await axeViolations(container)).toEqual([])
  })

  it('CMP-6: filters by company, type and text as the user types; the service is asked for a given companyId and type', async () => {
    const h = createComponentHarness()
    const alerts = openAlerts(h)
    const target = alerts[0]!
    const company = h.companyName(target.companyId)
    h.render(<ComplianceAlertList maxHeight={4000} />)
    await screen.findByRole('listbox')
    await userEvent.selectOptions(screen.getByLabelText('Company'), company)
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Alerts shown: ${alerts.filter((alert) => alert.companyId === target.companyId).length}`,
      ),
    )
    await userEvent.selectOptions(screen.getByLabelText('Alert type'), target.serviceCategory)
    await userEvent.fill(screen.getByLabelText('Search'), 'no such alert anywhere')
    expect(await screen.findByText('No alerts match these filters.')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText('Search'))
    await waitFor(() => expect(optionNames()).toContain(target.name))

    const onlyOne = createComponentHarness()
    onlyOne.render(<ComplianceAlertList companyId={target.companyId} type="Annual Report" />)
    await waitFor(() => expect(onlyOne.sent('/alerts?')).toHaveLength(1))
    expect(onlyOne.sent('/alerts?')[0]!.path).toContain(`companyId=${target.companyId}`)
    expect(onlyOne.sent('/alerts?')[0]!.path).toMatch(/type=Annual(%20|\+)Report/)
  })

  it('opens an alert by keyboard (arrows, Enter) and by mouse', async () => {
    const h = createComponentHarness()
    const onSelect = vi.fn()
    h.render(<ComplianceAlertList onSelect={onSelect} />)
    const listbox = await screen.findByRole('listbox')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement).toBe(listbox)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    const second = within(listbox).getAllByRole('option')[1]!
    expect(listbox.getAttribute('aria-activedescendant')).toBe(second.id)
    expect(second.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Enter}')
    expect(onSelect.mock.lastCall?.[0]).toMatchObject({ name: optionNames()[1] })
    await userEvent.click(within(listbox).getAllByRole('option')[0]!)
    expect(onSelect.mock.lastCall?.[0]).toMatchObject({ name: optionNames()[0] })
  })

  it('5,000 alerts: only the rows in view are in the page; End reaches the last, still announced as 5,000', async () => {
    const h = createComponentHarness()
    h.hold('/alerts')
    h.queryClient.setQueryData(filingKeys.compliance.alertList(h.partnerId, {}), syntheticAlerts(5000))
    const { container } = h.render(<ComplianceAlertList maxHeight={400} />)
    const listbox = await screen.findByRole('listbox')
    const options = within(listbox).getAllByRole('option')
    expect(options.length).toBeLessThan(40)
    expect(options[0]!.getAttribute('aria-setsize')).toBe('5000')
    listbox.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => {
      const active = document.getElementById(listbox.getAttribute('aria-activedescendant')!)
      expect(active?.getAttribute('aria-posinset')).toBe('5000')
    })
    expect(within(listbox).getAllByRole('option').length).toBeLessThan(40)
    expect(await axeViolations(container)).toEqual([])
    // Scrolled back to the top by the wheel, the active option is still in the page for assistive tech.
    listbox.parentElement!.scrollTop = 0
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]!.getAttribute('aria-posinset')).toBe('1'),
    )
    expect(document.getElementById(listbox.getAttribute('aria-activedescendant')!)).not.toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('no open alerts is a friendly empty state; a failure has a retry that works', async () => {
    const h = createComponentHarness()
    for (const alert of openAlerts(h)) alert.open = false
    const empty = h.render(<ComplianceAlertList />)
    await waitFor(() =>
      expect(rootOf(empty.container, 'ComplianceAlertList').getAttribute('data-state')).toBe('empty'),
    )
    expect(screen.getByText('You are all caught up: there are no open compliance alerts.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    empty.unmount()

    const failing = createComponentHarness()
    failing.failRead('compliance.listAlerts', 503)
    const { container } = failing.render(<ComplianceAlertList />)
    const alert = await screen.findByRole('alert')
    expect(rootOf(container, 'ComplianceAlertList').getAttribute('data-state')).toBe('error')
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('listbox')
  })

  it('renders hostile text in every text field of an alert as text', async () => {
    const h = createComponentHarness()
    const hostile = '<img src=x onerror="window.__fkPwned=1">'
    const alert = openAlerts(h)[0]!
    alert.name = hostile
    alert.serviceCategory = `${hostile} category`
    alert.state = 'javascript:alert(1)'
    h.sim.state.companies.get(alert.companyId)!.name = `${hostile} company`
    const { container } = h.render(<ComplianceAlertList maxHeight={4000} />)
    await screen.findByRole('listbox')
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(0)
    expect(screen.getAllByText(`${hostile} company`, { exact: false }).length).toBeGreaterThan(0)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()
  })
})

describe('ComplianceAlertDetail', () => {
  it('CMP-7: shows the alert, its message as text, products with prices and the total through Intl, and a call to action', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h).find((candidate) => candidate.products.length > 1)!
    const onStart = vi.fn()
    const { container } = h.render(
      <ComplianceAlertDetail alertId={alert.id} onStart={onStart} today="2026-01-01" />,
    )
    expect(rootOf(container, 'ComplianceAlertDetail').getAttribute('data-state')).toBe('loading')
    expect(await screen.findByRole('heading', { level: 2, name: alert.name })).toBeTruthy()
    expect(rootOf(container, 'ComplianceAlertDetail').getAttribute('data-state')).toBe('ready')
    expect(screen.getByText(alert.alertBody)).toBeTruthy()
    expect(screen.getByText(h.companyName(alert.companyId))).toBeTruthy()
    const table = screen.getByRole('table', { name: 'What is included' })
    expect(within(table).getAllByRole('row')).toHaveLength(alert.products.length + 1)
    const total = alert.products.reduce((sum, product) => sum + product.price * product.quantity, 0)
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total)
    expect(container.querySelector('.fk-compliance-total')!.textContent).toContain(money)
    // A calendar date, never shifted by the viewer's time zone.
    const [year, month, day] = alert.alertActualDueDate.split('-').map(Number) as [number, number, number]
    const due = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    )
    expect(screen.getByText(due)).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: `Start filing: ${alert.name}` }))
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: alert.id }))
  })

  it('CMP-9: an alert already filed (its stage closed) offers no second filing and says why', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    h.sim.state.alerts.get(alert.id)!.stageName = 'Closed Won' // what the service records once forms are in
    const onStart = vi.fn()
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} onStart={onStart} />)
    await screen.findByRole('heading', { level: 2, name: alert.name })
    expect(screen.getByText('This alert is closed: its filing has been submitted.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Start filing/ })).toBeNull()
    expect(screen.queryByText('Overdue')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('renders hostile service text as text, and an unknown alert in plain words', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    const hostile = '<script>window.__fkPwned=1</script><img src=x onerror="window.__fkPwned=1">'
    alert.alertBody = hostile
    alert.name = hostile
    alert.products[0]!.productName = hostile
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    await screen.findByRole('heading', { level: 2, name: hostile })
    expect(screen.getAllByText(hostile).length).toBe(3)
    expect(container.querySelector('img, script')).toBeNull()
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()

    const unknown = h.render(<ComplianceAlertDetail alertId="no-such-alert" />)
    const failure = await within(unknown.container).findByRole('alert')
    expect(failure.textContent).toContain('This alert is closed or no longer exists.')
    expect(rootOf(unknown.container, 'ComplianceAlertDetail').getAttribute('data-state')).toBe('error')
  })
})
