import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { SubscriptionList } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness } from '../harness'

const root = (container: HTMLElement) => container.querySelector('[data-fk="SubscriptionList"]')!

describe('SubscriptionList', () => {
  it('CMP-12: lists every plan with readable service names, states shown as badges, zero axe violations', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<SubscriptionList />)
    expect(root(container).getAttribute('data-state')).toBe('loading')
    const table = await screen.findByRole('table', { name: 'Subscription plans' })
    expect(root(container).getAttribute('data-state')).toBe('ready')
    expect(root(container).classList.contains('fk-root')).toBe(true)
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription plans' })).toBeTruthy()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(h.plans().length)
    expect(within(table).getAllByText('Registered Agent').length).toBeGreaterThan(0)
    expect(within(table).queryByText('RegisteredAgent')).toBeNull()
    expect(within(table).getAllByText('Cancelled').length).toBe(
      h.plans((plan) => plan.status === 'Cancelled').length,
    )
    for (const header of [
      'Service',
      'Company',
      'State',
      'Term',
      'Renewal',
      'Next auto-renewal',
      'Status',
      'Actions',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('a company-scoped list does not repeat the company in each row (the heading names it), en and es', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    const company = h.companyName(plan.entityId)
    const english = h.render(<SubscriptionList companyId={plan.entityId} />)
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Service' })).toBeTruthy()
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull()
    expect(within(table).queryByText(company)).toBeNull()
    english.unmount()

    const spanish = h.render(<SubscriptionList companyId={plan.entityId} />, { messages: es, locale: 'es' })
    const tabla = await screen.findByRole('table')
    expect(within(tabla).getByRole('columnheader', { name: 'Servicio' })).toBeTruthy()
    expect(within(tabla).queryByRole('columnheader', { name: 'Empresa' })).toBeNull()
    expect(within(tabla).queryByText(company)).toBeNull()
    expect(await axeViolations(spanish.container)).toEqual([])
  })

  it('CMP-12: filtered by company, the heading is the company name; none found is the empty state, not an error', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    const company = h.companyName(plan.entityId)
    const first = h.render(<SubscriptionList companyId={plan.entityId} />)
    expect(
      await screen.findByRole('heading', { level: 2, name: `${company}: subscription plans` }),
    ).toBeTruthy()
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(h.plans((candidate) => candidate.entityId === plan.entityId).length)
    first.unmount()

    for (const other of h.plans((candidate) => candidate.entityId === plan.entityId))
      h.sim.state.subscriptions.delete(other.id)
    const { container } = h.render(<SubscriptionList companyId={plan.entityId} />)
    await waitFor(() => expect(root(container).getAttribute('data-state')).toBe('empty'))
    expect(screen.getByText('There are no subscription plans yet.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it('takes the heading level that fits the host page', async () => {
    const h = createComponentHarness()
    h.render(<SubscriptionList headingLevel={3} />)
    expect(await screen.findByRole('heading', { level: 3, name: 'Subscription plans' })).toBeTruthy()
  })

  it('CMP-17: the next auto-renew date shows only for Auto Renewal plans, as the calendar day the service sent', async () => {
    const h = createComponentHarness()
    const [auto, manual] = [
      h.plans((plan) => plan.renewalType === 'Auto Renewal' && plan.status === 'Active')[0]!,
      h.plans((plan) => plan.renewalType === 'Manual' && plan.status === 'Active')[0]!,
    ]
    auto.autoRenewDate = '2099-01-01'
    h.render(<SubscriptionList />)
    await screen.findByRole('table')
    const rowOf = (id: string) => {
      const company = h.companyName(h.sim.state.subscriptions.get(id)!.entityId)
      return screen
        .getAllByRole('row')
        .find(
          (row) =>
            row.textContent?.includes(company) &&
            within(row).queryByRole('button', { name: new RegExp(`^Renewal settings: .* for ${company}`) }),
        )!
    }
    const autoCells = within(rowOf(auto.id)).getAllByRole('cell')
    expect(autoCells[4]!.textContent).toBe('Automatic')
    // Midnight UTC would be Dec 31 west of Greenwich: a calendar date never shifts.
    expect(autoCells[5]!.textContent).toBe('Jan 1, 2099')
    const manualCells = within(rowOf(manual.id)).getAllByRole('cell')
    expect(manualCells[4]!.textContent).toBe('Manual')
    expect(manualCells[5]!.textContent).toBe('—')
  })

  it.each([
    [
      'en',
      undefined,
      { renew: 'Renewal settings', cancel: 'Cancel', ended: '(ended)', inReview: 'Cancellation in review' },
    ],
    [
      'es',
      es,
      {
        renew: 'Renovación',
        cancel: 'Cancelar',
        ended: '(terminado)',
        inReview: 'Cancelación en revisión',
      },
    ],
  ] as const)(
    'offers only what a plan’s state allows and shows an ended term as ended (%s)',
    async (locale, messages, words) => {
      const h = createComponentHarness()
      const today = new Date().toISOString().slice(0, 10)
      const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
      const [review, lapsed] = h.plans((plan) => plan.status === 'Active')
      // A cancellation in review: no renewal, no second cancellation, no next auto-renewal.
      Object.assign(review!, {
        status: 'Ready for Review',
        renewalType: 'Auto Renewal',
        startDate: daysFrom(-100),
        endDate: daysFrom(265),
        autoRenewDate: daysFrom(265),
      })
      // A manual plan whose term ended 60 days ago: still renewable, but the term reads as ended.
      Object.assign(lapsed!, {
        renewalType: 'Manual',
        startDate: daysFrom(-425),
        endDate: daysFrom(-60),
        autoRenewDate: null,
      })
      expect(lapsed!.endDate < today).toBe(true)
      const { container } = h.render(<SubscriptionList />, { locale, ...(messages ? { messages } : {}) })
      await screen.findByRole('table')
      const rowWith = (status: string, plan: typeof review) =>
        screen
          .getAllByRole('row')
          .find(
            (row) =>
              row.textContent?.includes(h.companyName(plan!.entityId)) &&
              within(row).queryByText(status) !== null,
          )!
      const reviewRow = rowWith(words.inReview, review)
      expect(within(reviewRow).queryByRole('button', { name: new RegExp(`^${words.renew}`) })).toBeNull()
      expect(within(reviewRow).queryByRole('button', { name: new RegExp(`^${words.cancel}`) })).toBeNull()
      expect(within(reviewRow).getAllByRole('cell')[5]!.textContent).toBe('—')
      expect(within(reviewRow).getAllByRole('cell')[3]!.textContent).not.toContain(words.ended)

      const lapsedRow = screen
        .getAllByRole('row')
        .find(
          (row) =>
            row.textContent?.includes(words.ended) &&
            row.textContent.includes(h.companyName(lapsed!.entityId)),
        )
      expect(lapsedRow).toBeTruthy()
      expect(
        within(lapsedRow!).getAllByRole('button', { name: new RegExp(`^${words.renew}: `) }),
      ).toHaveLength(1)
      // The term's dash stays with its start date: the line may break only after it.
      expect(within(lapsedRow!).getAllByRole('cell')[3]!.textContent).toMatch(/\d\u00a0– \S/)
      expect(await axeViolations(container)).toEqual([])
    },
  )

  it.each([
    ['en', undefined, 'Renewal settings', 'Registered Agent', 'for'],
    ['es', es, 'Renovación', 'Agente registrado', 'de'],
  ] as const)(
    'issue 21: the button that opens the renewal settings says so, as the dialog’s title does (%s)',
    async (locale, messages, words, service, joiner) => {
      const h = createComponentHarness()
      const plan = h.plans(
        (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
      )[0]!
      const company = h.companyName(plan.entityId)
      h.render(<SubscriptionList companyId={plan.entityId} />, { locale, ...(messages ? { messages } : {}) })
      await screen.findByRole('table')
      const button = screen.getByRole('button', { name: `${words}: ${service} ${joiner} ${company}` })
      // What a sighted owner reads on the button is what the dialog is called.
      expect(button.textContent).toBe(words)
      await userEvent.click(button)
      const dialog = await screen.findByRole('dialog', { name: `${words}: ${service}` })
      expect(dialog).toBeTruthy()
    },
  )

  it('renders hostile service text as text: no element, no handler, no javascript: link', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Active')[0]!
    const hostile = '<img src=x onerror="window.__fkPwned=1">'
    h.sim.state.companies.get(plan.entityId)!.name = hostile
    plan.state = 'javascript:alert(1)'
    const { container } = h.render(<SubscriptionList />)
    await screen.findByRole('table')
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(0)
    expect(screen.getAllByText('javascript:alert(1)').length).toBeGreaterThan(0)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull()
    // No <img> was made, so no onerror can come later: nothing to wait for.
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()
  })

  it('shows a failure in plain words with a retry that works, and never the raw error', async () => {
    const h = createComponentHarness()
    h.failRead('compliance.listSubscriptions', 503)
    const { container } = h.render(<SubscriptionList />)
    const alert = await screen.findByRole('alert')
    expect(root(container).getAttribute('data-state')).toBe('error')
    expect(alert.textContent).toContain('The service had a problem. Try again in a moment.')
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
    expect(root(container).getAttribute('data-state')).toBe('ready')
  })

  it('an expired session reads as such (unauthorized), not as a technical error', async () => {
    const h = createComponentHarness()
    h.failRead('compliance.listSubscriptions', 401)
    h.render(<SubscriptionList />)
    expect((await screen.findByRole('alert')).textContent).toContain('Your session has expired.')
  })
})
