import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import styles from '../../../components/styles.css?inline'
import { ComplianceAlertDetail, ComplianceAlertList } from '../../../components'
import { filingKeys } from '../../../hooks'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'
import { syntheticAlerts } from '../syntheticAlerts'

const rootOf = (container: HTMLElement, name: string) => container.querySelector(`[data-fk="${name}"]`)!
type Harness = ReturnType<typeof createComponentHarness>
const openAlerts = (h: Harness) =>
  [...h.sim.state.alerts.values()].filter((alert) => alert.partnerId === h.partnerId && alert.open)

/** What the list shows per option: the alert's name (first line). */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.querySelector('.fk-compliance-row-name')!.textContent)

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
    // A calendar date, never shifted by the viewer's time zone.
    const medium = (iso: string) => {
      const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
      return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, day)),
      )
    }
    // The service's message as text, its dates written as the page writes them.
    expect(screen.getByText(alert.alertBody.replace(/\b\d{4}-\d{2}-\d{2}\b/g, medium))).toBeTruthy()
    expect(screen.getByText(h.companyName(alert.companyId))).toBeTruthy()
    const table = screen.getByRole('table', { name: 'What is included' })
    expect(within(table).getAllByRole('row')).toHaveLength(alert.products.length + 1)
    const total = alert.products.reduce((sum, product) => sum + product.price * product.quantity, 0)
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total)
    expect(container.querySelector('.fk-compliance-total')!.textContent).toContain(money)
    expect(screen.getByText(medium(alert.alertActualDueDate))).toBeTruthy()
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

describe('ComplianceAlertList rows, as a person sees them', () => {
  // Laid out by the library's own stylesheet, as a host that imports filing-kit/styles.css sees it.
  const sheet = document.createElement('style')
  beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
  afterAll(() => sheet.remove())
  /** Seven alerts of one company, the first two marked (passed, within 30 days of 2026-02-01), the rest not. */
  function oneCompany(h: Harness) {
    const alerts = openAlerts(h).slice(0, 7)
    const companyId = alerts[0]!.companyId
    const company = h.companyName(companyId)
    for (const alert of openAlerts(h)) if (alert.companyId === companyId) alert.open = false
    const dates = [
      '2026-01-05',
      '2026-02-10',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
    ]
    for (const [index, alert] of alerts.entries())
      Object.assign(alert, {
        open: true,
        companyId,
        name: `${alert.alertType} 2026 - ${company}`,
        closeDate: dates[index],
      })
    return { companyId, company }
  }
  const times = (text: string, part: string) => text.split(part).length - 1
  const box = (element: Element) => element.getBoundingClientRect()

  it('every row has one layout: the date on the right of the first line, the price under it, marked or not', async () => {
    const h = createComponentHarness()
    const { companyId } = oneCompany(h)
    h.render(
      <div style={{ width: 600 }}>
        <ComplianceAlertList companyId={companyId} today="2026-02-01" maxHeight={4000} />
      </div>,
    )
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options).toHaveLength(7)
    const marked = options.filter((option) => option.getAttribute('data-urgency'))
    expect(marked.length).toBe(2)
    const parts = options.map((option) => ({
      name: box(option.querySelector('.fk-compliance-row-name')!),
      date: box(option.querySelector('.fk-compliance-row-date')!),
      price: box(within(option).getByText(/^\$\d/)),
    }))
    for (const [index, { name, date, price }] of parts.entries()) {
      // The date shares the name's line and the right edge of every other row's date and price.
      expect(Math.abs(date.top - name.top), `row ${index + 1}`).toBeLessThan(2)
      expect(Math.abs(date.right - parts[0]!.date.right), `row ${index + 1}`).toBeLessThan(1)
      expect(Math.abs(price.right - parts[0]!.date.right), `row ${index + 1}`).toBeLessThan(1)
      expect(price.top, `row ${index + 1}`).toBeGreaterThanOrEqual(date.bottom - 1)
    }
  })

  it('on a phone the name keeps the row’s width: the date and price go under it, nothing broken mid-word', async () => {
    const h = createComponentHarness()
    oneCompany(h)
    h.render(
      <div style={{ width: 340 }}>
        <ComplianceAlertList today="2026-02-01" maxHeight={4000} />
      </div>,
    )
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    for (const [index, option] of options.entries()) {
      const name = box(option.querySelector('.fk-compliance-row-name')!)
      const date = box(option.querySelector('.fk-compliance-row-date')!)
      // At 340 px the right column left the name a sliver ("Regis/tered/Agent"): now it spans the row.
      expect(name.width, `row ${index + 1}`).toBeGreaterThan(box(option).width * 0.7)
      expect(date.top, `row ${index + 1}`).toBeGreaterThanOrEqual(name.bottom - 1)
    }
  })

  it('says the company once per row in a list of many, not at all in a list of its own alerts', async () => {
    const h = createComponentHarness()
    const { companyId, company } = oneCompany(h)
    const scoped = h.render(<ComplianceAlertList companyId={companyId} today="2026-02-01" maxHeight={4000} />)
    const own = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(own.map((option) => times(option.textContent!, company))).toEqual(own.map(() => 0))
    // What the row is stays: its type and year.
    expect(own[0]!.textContent).toMatch(/^[A-Za-z ]+ 2026/)
    scoped.unmount()

    h.render(<ComplianceAlertList today="2026-02-01" maxHeight={4000} />)
    const all = within(await screen.findByRole('listbox')).getAllByRole('option')
    const theirs = all.filter((option) => option.textContent!.includes(company))
    expect(theirs).toHaveLength(7)
    expect(theirs.map((option) => times(option.textContent!, company))).toEqual(theirs.map(() => 1))
  })

  it('grows to its rows and, past its limit, stops at the end of a whole row: none is cut mid-text', async () => {
    const h = createComponentHarness()
    const { companyId } = oneCompany(h)
    const { container } = h.render(
      <div style={{ width: 600 }}>
        <ComplianceAlertList companyId={companyId} today="2026-02-01" maxHeight={400} />
      </div>,
    )
    const listbox = await screen.findByRole('listbox')
    const scroller = listbox.parentElement!
    await waitFor(() => {
      const view = box(scroller)
      const bottom = view.top + scroller.clientTop + scroller.clientHeight
      const options = within(listbox).getAllByRole('option')
      expect(view.height).toBeLessThanOrEqual(402)
      // Something is below the fold (it scrolls), and no row straddles the fold.
      expect(options.some((option) => box(option).top >= bottom - 1)).toBe(true)
      for (const option of options) {
        const row = box(option)
        expect(row.bottom <= bottom + 1 || row.top >= bottom - 1, option.textContent!).toBe(true)
      }
    })
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('a refusal, as the owner reads it', () => {
  it('another customer’s alert opened by link: the heading names an alert, the message says what was refused, no retry', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    h.failRead('compliance.getAlert', 403)
    const { container } = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    const refusal = await screen.findByRole('alert')
    expect(rootOf(container, 'ComplianceAlertDetail').getAttribute('data-state')).toBe('error')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Compliance alert')
    expect(refusal.textContent).toContain('Your account is not allowed to open this compliance alert.')
    // Headed as a refusal: nothing went wrong (screenshot review).
    expect(refusal.textContent).toMatch(/^Not available here/)
    expect(refusal.textContent).not.toContain('Something went wrong')
    // Asking again would be refused again: nothing offers to.
    expect(screen.queryByRole('button')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('in Spanish too; and any component’s refusal or missing record offers no retry, while a failure still does', async () => {
    const h = createComponentHarness()
    h.failRead('compliance.getAlert', 403)
    const detail = h.render(<ComplianceAlertDetail alertId={openAlerts(h)[0]!.id} />, {
      messages: es,
      locale: 'es',
    })
    const refusal = await within(detail.container).findByRole('alert')
    expect(within(detail.container).getByRole('heading', { level: 2 }).textContent).toBe(
      'Alerta de cumplimiento',
    )
    expect(refusal.textContent).toContain(
      'Su cuenta no tiene permiso para abrir esta alerta de cumplimiento.',
    )
    expect(refusal.textContent).toMatch(/^No disponible aquí/)
    expect(within(detail.container).queryByRole('button')).toBeNull()
    detail.unmount()

    for (const status of [403, 404, 503]) {
      const list = createComponentHarness()
      list.failRead('compliance.listAlerts', status)
      const view = list.render(<ComplianceAlertList />)
      await within(view.container).findByRole('alert')
      const retry = within(view.container).queryByRole('button', { name: 'Try again' })
      expect(retry === null, String(status)).toBe(status !== 503)
      // A failure is one; a refusal or a missing record is not.
      const title = status === 503 ? 'Something went wrong' : 'Not available here'
      expect(within(view.container).getByRole('alert').textContent, String(status)).toMatch(
        new RegExp(`^${title}`),
      )
      view.unmount()
    }
  })
})
