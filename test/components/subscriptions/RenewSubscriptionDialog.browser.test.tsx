import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { RenewSubscriptionDialog, SubscriptionList } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

/** A year safely ahead of today, whenever the suite runs: the dialog refuses dates in the past. */
const YEAR = new Date().getFullYear() + 3

/** Presses Tab until `matches(document.activeElement)`, as a keyboard user would; fails after `limit`. */
async function tabTo(matches: (element: Element) => boolean, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement && matches(document.activeElement))
      return document.activeElement as HTMLElement
    await userEvent.tab()
  }
  throw new Error(`Not reached by Tab: ${document.activeElement?.outerHTML.slice(0, 120)}`)
}
const named = (name: string | RegExp) => (element: Element) =>
  typeof name === 'string'
    ? element.getAttribute('aria-label') === name || element.textContent === name
    : name.test(element.getAttribute('aria-label') ?? element.textContent ?? '')
const fieldLabelled = (label: string) => (element: Element) =>
  element.id !== '' &&
  document.querySelector(`label[for="${element.id}"]`)?.textContent?.startsWith(label) === true

/** Picks the renewal type not chosen: saving without a change sends nothing (issue 31). */
async function changeHowItRenews(dialog: HTMLElement) {
  const auto = within(dialog).getByLabelText('Automatically') as HTMLInputElement
  await userEvent.click(auto.checked ? within(dialog).getByLabelText('Manually') : auto)
}

describe('RenewSubscriptionDialog', () => {
  it('CMP-14, CMP-17: renews by keyboard alone — Manual to Auto Renewal with a new end date — and the list updates without a reload', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.renewalType === 'Manual' && candidate.status === 'Active',
    )[0]!
    const company = h.companyName(plan.entityId)
    const onRenewed = vi.fn()
    const { container } = h.render(<SubscriptionList companyId={plan.entityId} onRenewed={onRenewed} />)
    await screen.findByRole('table')

    const trigger = await tabTo(named(new RegExp(`^Renewal settings: .* for ${company}$`)))
    // Several plans of one company: take the row of ours.
    const row = trigger.closest('tr')!
    // Scoped to one company, the list has no company column (issue 21): renewal is the fourth cell.
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('Manual')
    await userEvent.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog', { name: /^Renewal settings: / })
    const root = dialog.closest('[data-fk="RenewSubscriptionDialog"]')!
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'))
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(await axeViolations(container)).toEqual([])
    // No auto-renew date for a Manual plan (CMP-17).
    expect(within(dialog).queryByLabelText('Auto-renewal date')).toBeNull()

    // The checked radio takes focus; the arrow key moves the choice to "Automatically".
    await tabTo((element) => element instanceof HTMLInputElement && element.type === 'radio')
    await userEvent.keyboard('{ArrowUp}')
    expect((within(dialog).getByLabelText('Automatically') as HTMLInputElement).checked).toBe(true)
    const renewalDate = within(dialog).getByLabelText('Auto-renewal date') as HTMLInputElement

    await tabTo(fieldLabelled('End date'))
    // Chromium's date field keeps a part's digits until it is full, with no time limit between keys
    // (unlike a select's type-ahead): this held with 1.5 s between them.
    await userEvent.keyboard(`1231${YEAR}`)
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe(`${YEAR}-12-31`)
    await tabTo((element) => element === renewalDate)
    await userEvent.keyboard(`1201${YEAR}`)
    expect(renewalDate.value).toBe(`${YEAR}-12-01`)

    await tabTo(named('Save renewal'))
    await userEvent.keyboard('{Enter}')
    const status = await within(dialog).findByRole('status')
    expect(status.textContent).toMatch(/plan is renewed/)
    expect(root.getAttribute('data-state')).toBe('submitted')
    expect(await axeViolations(container)).toEqual([])

    const renewals = h.sent('/renew', 'POST')
    expect(renewals).toHaveLength(1)
    const [renewal] = renewals
    // The plan of the row whose button we pressed; the body's id must be the path's (CMP-14).
    const planId = /\/subscriptions\/([^/]+)\/renew/.exec(renewal!.path)![1]!
    expect(h.sim.state.subscriptions.get(planId)!.entityId).toBe(plan.entityId)
    expect(onRenewed).toHaveBeenCalledWith(planId)
    expect(JSON.parse(renewal!.body!)).toMatchObject({
      id: planId,
      renewalType: 'Auto Renewal',
      autoRenew: true,
      endDate: `${YEAR}-12-31`,
      renewalDate: `${YEAR}-12-01`,
    })
    expect(h.sim.state.subscriptions.get(planId)).toMatchObject({
      renewalType: 'Auto Renewal',
      endDate: `${YEAR}-12-31`,
      autoRenewDate: `${YEAR}-12-01`,
    })

    await tabTo(named('Done'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
    // Refreshed by invalidation: same elements, new values, no reload.
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('Automatic'))
    expect(within(row).getAllByRole('cell')[4]!.textContent).toBe(`Dec 1, ${YEAR}`)
  })

  it('refuses an end date before the start date on the field itself, focuses it, and sends nothing', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    h.render(<RenewSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    const end = (await within(dialog).findByLabelText('End date')) as HTMLInputElement
    await userEvent.fill(end, '2001-01-01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(end.getAttribute('aria-describedby')!.split(' ').at(-1)!)!
    expect(message.textContent).toBe('The end date must be after the start date.')
    expect(document.activeElement).toBe(end)
    expect(h.sent('/renew')).toHaveLength(0)
  })

  it('CMP-14: an unknown plan and another partner’s plan are refused in plain words', async () => {
    const h = createComponentHarness()
    const unknown = h.render(
      <RenewSubscriptionDialog subscriptionId="a0S000000000000AAA" open onOpenChange={() => {}} />,
    )
    const notFound = await within(await screen.findByRole('dialog')).findByRole('alert')
    expect(notFound.textContent).toContain('This plan no longer exists, so it cannot be renewed.')
    expect(notFound.textContent).not.toContain('No matching record')
    unknown.unmount()

    const theirs = [...h.sim.state.subscriptions.values()].find((plan) => plan.partnerId !== h.partnerId)!
    h.render(<RenewSubscriptionDialog subscriptionId={theirs.id} open onOpenChange={() => {}} />)
    const forbidden = await within(await screen.findByRole('dialog')).findByRole('alert')
    expect(forbidden.textContent).toContain('This plan belongs to another account')
  })

  it('CMP-14: a plan cancelled since the list loaded: the service refuses the renewal, shown in plain words', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    h.render(<RenewSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByLabelText('End date')
    h.sim.state.subscriptions.get(plan.id)!.status = 'Cancelled'
    await changeHowItRenews(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('This plan is cancelled and cannot be renewed.')
  })

  it.each([
    [
      'en',
      undefined,
      {
        title: 'Renewal settings: ',
        effect: 'Saving sets the term below and how the',
        keep: 'Leave unchanged',
        cancel: /^Cancel/,
        start: 'Start date',
        end: 'End date',
      },
    ],
    [
      'es',
      es,
      {
        title: 'Renovación: ',
        effect: 'Al guardar, se fijan el periodo de abajo y cómo se renueva el plan',
        keep: 'Dejar sin cambios',
        cancel: /^Cancelar/,
        start: 'Fecha de inicio',
        end: 'Fecha de fin',
      },
    ],
  ] as const)(
    'is named for what it does, says what saving does, proposes the next term for an ended one, and closes without “Cancel” (%s)',
    async (locale, messages, words) => {
      const h = createComponentHarness()
      const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
      // A manual plan: an auto-renewing one whose term ended rolls over to its next term on the
      // simulator's clock (issue 33), as the service is assumed to renew it.
      Object.assign(plan, {
        startDate: day(-500),
        endDate: day(-135),
        renewalType: 'Manual',
        autoRenewDate: null,
      })
      const onOpenChange = vi.fn()
      const { container } = h.render(
        <RenewSubscriptionDialog subscriptionId={plan.id} open onOpenChange={onOpenChange} />,
        { locale, ...(messages ? { messages } : {}) },
      )
      const dialog = await screen.findByRole('dialog', { name: new RegExp(`^${words.title}`) })
      const start = (await within(dialog).findByLabelText(words.start)) as HTMLInputElement
      const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!
      expect(description.textContent).toContain(words.effect)
      // The ended term is no default: the next one, from today, a year long.
      const today = start.value
      expect([day(-1), day(0), day(1)]).toContain(today)
      expect(plan.endDate < today).toBe(true)
      const end = (within(dialog).getByLabelText(words.end) as HTMLInputElement).value
      expect(Date.parse(end) - Date.parse(today)).toBe(365 * 86_400_000)
      // Nothing in the dialog reads "Cancel": that word belongs to the red plan action.
      expect(within(dialog).queryAllByRole('button', { name: words.cancel })).toHaveLength(0)
      expect(await axeViolations(container)).toEqual([])
      await userEvent.click(within(dialog).getByRole('button', { name: words.keep }))
      expect(onOpenChange).toHaveBeenCalledWith(false)
      expect(h.sent('/renew', 'POST')).toHaveLength(0)
    },
  )

  it('keeps a running term as it stands: the owner came to change how it renews', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    Object.assign(plan, { startDate: day(-100), endDate: day(265) })
    h.render(<RenewSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(((await within(dialog).findByLabelText('Start date')) as HTMLInputElement).value).toBe(
      plan.startDate,
    )
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe(plan.endDate)
  })

  it('Escape closes it when idle and is ignored while the renewal is in flight; focus returns to the opener', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    const company = h.companyName(plan.entityId)
    h.render(<SubscriptionList companyId={plan.entityId} />)
    await screen.findByRole('table')
    const opener = screen.getAllByRole('button', {
      name: new RegExp(`^Renewal settings: .* for ${company}$`),
    })[0]!
    await userEvent.click(opener)
    let dialog = await screen.findByRole('dialog')
    await within(dialog).findByLabelText('End date')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)

    await userEvent.click(opener)
    dialog = await screen.findByRole('dialog')
    await within(dialog).findByLabelText('End date')
    const release = h.hold('/renew')
    await changeHowItRenews(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save renewal' }))
    const root = dialog.closest('[data-fk]')!
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('submitting'))
    await userEvent.keyboard('{Escape}')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true)
    release()
    await within(dialog).findByRole('status')
    expect(h.sent('/renew', 'POST')).toHaveLength(1)
  })
})
