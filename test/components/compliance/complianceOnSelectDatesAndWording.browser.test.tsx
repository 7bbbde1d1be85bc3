// Issue 21, as an owner meets the compliance components: the first click lands where it should, one
// meaning per date (design.md, "Dates"), and the owner's words rather than the service's CRM ("Words").
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { ComplianceAlertDetail, ComplianceAlertList, ComplianceCalendar } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

type Harness = ReturnType<typeof createComponentHarness>
const openAlerts = (h: Harness) =>
  [...h.sim.state.alerts.values()]
    .filter((alert) => alert.partnerId === h.partnerId && alert.open)
    .sort((a, b) => a.closeDate.localeCompare(b.closeDate) || a.name.localeCompare(b.name))

/** A calendar date as the components show it (medium style, never shifted by a time zone). */
function shown(date: string, locale = 'en-US') {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}
/** An alert's name as a Spanish page says it: its type in the catalog's words (issue 34). */
const inSpanish = (name: string) =>
  name.replace(
    /^(Annual Report|Registered Agent|BOI Report|Franchise Tax)(?= \d{4})/,
    (type) => es[`service.${type.replace(/ /g, '')}` as 'service.AnnualReport'],
  )
const optionOf = (name: string) =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .find((option) => option.querySelector('.fk-compliance-row-name')?.textContent === name)!
/** The detail's facts as `term → value`. */
const factsOf = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('.fk-compliance-fact')].map((fact) => [
      fact.querySelector('dt')!.textContent,
      fact.querySelector('dd')!.textContent,
    ]),
  )

describe('the first click: onSelect says where the alert lives', () => {
  it('the alert list hands the alert and its company id, by click and by Enter', async () => {
    const h = createComponentHarness()
    const [first, second] = openAlerts(h) as [
      ReturnType<typeof openAlerts>[number],
      ReturnType<typeof openAlerts>[number],
    ]
    const onSelect = vi.fn()
    const { container } = h.render(<ComplianceAlertList onSelect={onSelect} maxHeight={4000} />)
    await screen.findByRole('listbox')
    await userEvent.click(optionOf(second.name))
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: second.id }), {
      alertId: second.id,
      companyId: second.companyId,
    })
    screen.getByRole('listbox').focus()
    await userEvent.keyboard('{Home}{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: first.id }), {
      alertId: first.id,
      companyId: first.companyId,
    })
    expect(await axeViolations(container)).toEqual([])
  })

  it('the calendar hands every item kind its company id (and the alert or plan id)', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    const [ending, renewing] = h.plans((plan) => plan.status === 'Active').slice(0, 2) as [
      ReturnType<Harness['plans']>[number],
      ReturnType<Harness['plans']>[number],
    ]
    const month = alert.closeDate.slice(0, 7)
    Object.assign(ending, { renewalType: 'Manual', autoRenewDate: null, endDate: `${month}-27` })
    Object.assign(renewing, {
      renewalType: 'Auto Renewal',
      autoRenewDate: `${month}-28`,
      endDate: '2099-01-01',
    })
    const onSelect = vi.fn()
    const { container } = h.render(<ComplianceCalendar view="agenda" month={month} onSelect={onSelect} />)
    await screen.findByRole('list', { name: 'Legend' })
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^File by: ${alert.name}`) }))
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'alert', id: alert.id }), {
      companyId: alert.companyId,
      alertId: alert.id,
    })
    await userEvent.click(screen.getAllByRole('button', { name: /^Plan ends: / }).at(-1)!)
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'planEnd', id: ending.id }), {
      companyId: ending.entityId,
      subscriptionId: ending.id,
    })
    await userEvent.click(screen.getAllByRole('button', { name: /^Renews automatically: / }).at(-1)!)
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'autoRenew', id: renewing.id }),
      {
        companyId: renewing.entityId,
        subscriptionId: renewing.id,
      },
    )
    expect(await axeViolations(container)).toEqual([])
  })
})

describe('one meaning per date: "Due" is only the statutory date', () => {
  it('the list, which has only the target date, says "File by" and says so; its badges name that date', async () => {
    const h = createComponentHarness()
    const alerts = openAlerts(h)
    const first = alerts[0]!
    // Today between the first two target dates: the first target has passed, the next is near.
    const next = alerts.find((alert) => alert.closeDate > first.closeDate)!
    const { container } = h.render(<ComplianceAlertList today={next.closeDate} maxHeight={4000} />)
    await screen.findByRole('listbox', { name: 'Compliance alerts by date' })
    const row = optionOf(first.name)
    expect(row.textContent).toContain(`File by ${shown(first.closeDate)}`)
    expect(row.getAttribute('data-date')).toBe('fileBy')
    expect(within(row).getByText('File-by date passed')).toBeTruthy()
    expect(within(optionOf(next.name)).getByText('File within 30 days')).toBeTruthy()
    expect(container.textContent).not.toMatch(/Due |Overdue|Due within/)
    expect(
      screen.getByText(
        'Dates shown are file-by dates, ahead of the legal due date. Open an alert to see when it is due.',
      ),
    ).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('a list answer that carries the statutory date shows it as "Due", sorts and marks by it', async () => {
    const h = createComponentHarness()
    const alerts = openAlerts(h)
    const byId = new Map(alerts.map((alert) => [alert.id, alert]))
    // A service whose list view also carries alertActualDueDate (the detail's statutory date).
    h.rewrite('/alerts', (body) => ({
      opportunities: (body as { opportunities: { id: string }[] }).opportunities.map((alert) => ({
        ...alert,
        alertActualDueDate: byId.get(alert.id)?.alertActualDueDate,
      })),
    }))
    const first = alerts[0]!
    // The target date has passed, the statutory date has not: due soon, not overdue.
    const today = first.closeDate < first.alertActualDueDate ? shiftDay(first.closeDate, 1) : first.closeDate
    const { container } = h.render(<ComplianceAlertList today={today} maxHeight={4000} />)
    await screen.findByRole('listbox')
    const row = optionOf(first.name)
    expect(row.textContent).toContain(`Due ${shown(first.alertActualDueDate)}`)
    expect(row.getAttribute('data-date')).toBe('due')
    expect(within(row).getByText('Due within 30 days')).toBeTruthy()
    expect(within(row).queryByText('Overdue')).toBeNull()
    expect(screen.queryByText(/Dates shown are file-by dates/)).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('the detail names the statutory date "Due date" and the target "File by", in English and Spanish', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    const { container, unmount } = h.render(<ComplianceAlertDetail alertId={alert.id} today="2020-01-01" />)
    await screen.findByRole('heading', { level: 2, name: alert.name })
    expect(factsOf(container)).toMatchObject({
      'Due date': shown(alert.alertActualDueDate),
      'File by': shown(alert.closeDate),
    })
    expect(container.textContent).not.toContain('Target date')
    expect(await axeViolations(container)).toEqual([])
    unmount()

    const spanish = h.render(<ComplianceAlertDetail alertId={alert.id} today="2020-01-01" />, {
      messages: es,
      locale: 'es',
    })
    await screen.findByRole('heading', { level: 2, name: inSpanish(alert.name) })
    expect(factsOf(spanish.container)).toMatchObject({
      'Fecha de vencimiento': shown(alert.alertActualDueDate, 'es'),
      'Presentar a más tardar': shown(alert.closeDate, 'es'),
    })
  })

  it('the service’s message writes its dates as the facts under it do, not “2027-02-25” (screenshot review)', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    alert.alertBody = `File the annual report by ${alert.alertActualDueDate} to stay in good standing.`
    const { unmount } = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    await screen.findByText(
      `File the annual report by ${shown(alert.alertActualDueDate)} to stay in good standing.`,
    )
    expect(screen.queryByText(new RegExp(alert.alertActualDueDate))).toBeNull()
    unmount()

    // In Spanish, not the service's English sentence with a Spanish date spliced in (issue 34):
    // test/components/compliance/oneLanguage.browser.test.tsx.
  })

  it('the calendar places a list alert on its file-by date and calls it that, in English and Spanish', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    const month = alert.closeDate.slice(0, 7)
    const { container, unmount } = h.render(<ComplianceCalendar view="agenda" month={month} />)
    const legend = await screen.findByRole('list', { name: 'Legend' })
    expect(within(legend).getAllByRole('listitem')[0]!.textContent).toBe('○ File by')
    expect(legend.textContent).not.toContain('Filing due')
    expect(screen.getByRole('button', { name: new RegExp(`^File by: ${alert.name}`) })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    unmount()

    h.render(<ComplianceCalendar view="agenda" month={month} />, { messages: es, locale: 'es' })
    const leyenda = await screen.findByRole('list', { name: es['compliance.calendar.legend'] })
    expect(within(leyenda).getAllByRole('listitem')[0]!.textContent).toBe('○ Presentar a más tardar')
    expect(
      screen.getByRole('button', { name: new RegExp(`^Presentar a más tardar: ${inSpanish(alert.name)}`) }),
    ).toBeTruthy()
  })

  it('the list in Spanish says "Presentar a más tardar el …", never "Vence" for a target date', async () => {
    const h = createComponentHarness()
    const first = openAlerts(h)[0]!
    const { container } = h.render(<ComplianceAlertList today="2020-01-01" maxHeight={4000} />, {
      messages: es,
      locale: 'es',
    })
    await screen.findByRole('listbox')
    expect(optionOf(inSpanish(first.name)).textContent).toContain(
      `Presentar a más tardar el ${shown(first.closeDate, 'es')}`,
    )
    expect(container.querySelector('[role="listbox"]')!.textContent).not.toContain('Vence')
  })
})

describe('the owner’s words, not the service’s CRM', () => {
  it.each([
    ['Prospecting', 'Not filed yet', 'Sin presentar'],
    ['Closed Won', 'Filed', 'Presentado'],
    ['Closed Lost', 'Closed without filing', 'Cerrado sin presentar'],
    ['Qualification', 'Open', 'Abierto'],
    ['Closed Duplicate', 'Closed', 'Cerrado'],
  ])('the stage %s reads "%s" ("%s" in Spanish)', async (stage, english, spanish) => {
    const h = createComponentHarness()
    const alert = openAlerts(h)[0]!
    h.sim.state.alerts.get(alert.id)!.stageName = stage
    const first = h.render(<ComplianceAlertDetail alertId={alert.id} />)
    await screen.findByRole('heading', { level: 2, name: alert.name })
    expect(factsOf(first.container)['Status']).toBe(english)
    expect(first.container.textContent).not.toContain(stage)
    first.unmount()
    const second = h.render(<ComplianceAlertDetail alertId={alert.id} />, { messages: es, locale: 'es' })
    await screen.findByRole('heading', { level: 2, name: inSpanish(alert.name) })
    expect(factsOf(second.container)['Situación']).toBe(spanish)
    expect(second.container.textContent).not.toContain(stage)
  })

  it('alert types read in the owner’s language, in the detail and the list’s type filter', async () => {
    const h = createComponentHarness()
    const alert = openAlerts(h).find((candidate) => candidate.serviceCategory === 'Annual Report')!
    const detail = h.render(<ComplianceAlertDetail alertId={alert.id} />, { messages: es, locale: 'es' })
    await screen.findByRole('heading', { level: 2, name: inSpanish(alert.name) })
    expect(factsOf(detail.container)['Tipo']).toBe('Informe anual')
    detail.unmount()
    h.render(<ComplianceAlertList />, { messages: es, locale: 'es' })
    await screen.findByRole('listbox')
    const filter = screen.getByLabelText('Tipo de alerta')
    expect(within(filter).getByRole('option', { name: 'Informe anual' })).toBeTruthy()
    await userEvent.selectOptions(filter, 'Informe anual')
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Alertas mostradas: ${openAlerts(h).filter((candidate) => candidate.serviceCategory === 'Annual Report').length}`,
      ),
    )
  })
})

function shiftDay(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
