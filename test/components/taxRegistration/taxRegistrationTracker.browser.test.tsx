import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { es, TaxRegistrationTracker } from '../../../components'
import { FilingKitProvider, filingKeys } from '../../../hooks'
import { taxRegistrationInput } from '../../support/fixtures'
import { axeViolations, createComponentHarness } from '../harness'

const HOUR = 3_600_000
const FAST = { initialIntervalMs: 25, factor: 1 }

type Harness = ReturnType<typeof createComponentHarness>

/** A seeded registration of the provider's partner at `status` (the standard lifecycle). */
function seededOrder(h: Harness, status: string) {
  const order = [...h.sim.state.taxOrders.values()].find(
    (candidate) =>
      candidate.partnerId === h.partnerId &&
      candidate.timeline.steps[candidate.timeline.index]?.status === status,
  )
  if (!order) throw new Error(`No seeded tax order at ${status}`)
  return order
}

/** The polling interval the tracker's query now runs at for `orderGuid` (`false`: not polled). */
function pollIntervalOf(h: Harness, orderGuid: string): number | false | undefined {
  const [query] = h.queryClient.getQueryCache().findAll({
    queryKey: filingKeys.taxRegistration.order(h.partnerId, orderGuid),
    exact: true,
  })
  const interval = query?.observers[0]?.options.refetchInterval
  return typeof interval === 'function' ? interval(query!) : interval
}

const rootOf = (container: HTMLElement) => container.querySelector('[data-fk="TaxRegistrationTracker"]')!

/** Renders the tracker with a service that answers every read with `partnerOrder` (shapes the spec does not give). */
function renderAnswering(partnerOrder: Record<string, unknown>) {
  const fetch: typeof globalThis.fetch = async () =>
    new Response(JSON.stringify({ statusCode: 200, message: 'OK', data: { partnerOrder } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <FilingKitProvider fetch={fetch} baseUrl="/api/partner" partnerId="P123456" queryClient={queryClient}>
      <TaxRegistrationTracker orderGuid="801000000000000ABC" poll={false} />
    </FilingKitProvider>,
  )
}

describe('TaxRegistrationTracker', () => {
  it('TAX-2: a complete registration: phase and status in plain words, account numbers, rates and agency accounts per state as tables, and no submitted details', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Complete Info Received')
    const { container } = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />)
    const accounts = await screen.findByRole('table', { name: 'Account numbers' })
    const root = rootOf(container)
    expect(root.getAttribute('data-state')).toBe('ready')
    expect(root.getAttribute('data-phase')).toBe('Complete')
    expect(within(root as HTMLElement).getByRole('status').textContent).toBe(
      'Every account number and rate is in.',
    )
    // Every step done; none current.
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.getAttribute('data-step'))).toEqual(Array(5).fill('done'))

    const first = order.accounts[0]!
    const row = within(accounts)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(first.accountNumber))!
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual([
      first.state === 'CA' ? 'California' : expect.any(String),
      first.accountType,
      first.accountNumber,
    ])
    expect(
      within(accounts)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['State', 'Account', 'Account number'])
    const rates = screen.getByRole('table', { name: 'Tax rates' })
    // Rates arrive in percent (the simulator's invented shape) and read as percentages.
    expect(within(rates).getAllByRole('row')[1]!.textContent).toContain(
      new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 }).format(first.rate / 100),
    )
    const agencies = screen.getByRole('table', { name: 'Agency accounts' })
    expect(within(agencies).getAllByRole('row')).toHaveLength(order.accounts.length + 1)
    expect(within(agencies).getAllByText(first.agencyName).length).toBeGreaterThan(0)

    // TAX-2: the service never returns the submitted details: none shown, and no talk of the service's limits.
    expect(root.textContent).not.toContain('The service does not send back the details you submitted')
    expect(screen.queryByText('What you submitted (your copy)')).toBeNull()
    expect(root.textContent).not.toMatch(/null|undefined|\[object Object\]/)
    expect(await axeViolations(container)).toEqual([])
  })

  it('TAX-2: shows the partner’s own copy of what was submitted when given, behind a disclosure reachable by keyboard, in the form’s words, without the partner’s reference', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Ready for Processing')
    const pcid = '5f0c8a0e2b7d4c1e9a3f6b8d0e2c4a61'
    const submitted = { ...taxRegistrationInput(), pcid }
    const { container } = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} submitted={submitted} poll={false} />,
    )
    await waitFor(() => expect(rootOf(container).getAttribute('data-state')).toBe('ready'))
    // Nothing issued yet: a sentence, not an empty table.
    expect(screen.queryByRole('table')).toBeNull()
    expect(container.textContent).toContain('No account numbers yet.')
    const current = screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')!
    expect(current.textContent).toContain('Processing')

    const summary = screen.getByText('What you submitted (your copy)')
    const details = summary.closest('details')!
    expect(details.open).toBe(false)
    while (document.activeElement !== summary) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(details.open).toBe(true)
    const copy = within(details)
    expect(copy.getByText('Northwind Traders LLC')).toBeTruthy()
    expect(copy.getByText('12-3456789')).toBeTruthy()
    // In the form's words, group by group (issue 34); the partner's reference is not the owner's to read.
    expect(copy.getByText('Legal business name')).toBeTruthy()
    expect(copy.getByText('Responsible party 1')).toBeTruthy()
    expect(details.textContent).not.toMatch(/\bpcid\b|Your reference|Business details/i)
    expect(details.textContent).not.toContain(pcid)
    expect(await axeViolations(container)).toEqual([])
  })

  it('reads in Spanish with the Spanish catalog and locale: words, numbers and dates', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Complete Info Received')
    const { container } = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    const accounts = await screen.findByRole('table', { name: 'Números de cuenta' })
    expect(screen.getByRole('heading', { name: 'Su registro como empleador' })).toBeTruthy()
    expect(within(accounts).getAllByRole('columnheader')[2]!.textContent).toBe('Número de cuenta')
    expect(container.textContent).toContain('Están todos los números de cuenta y las tasas.')
    const rates = screen.getByRole('table', { name: 'Tasas de impuestos' })
    expect(within(rates).getAllByRole('row')[1]!.textContent).toContain(
      new Intl.NumberFormat('es-US', { style: 'percent', maximumFractionDigits: 4 }).format(
        order.accounts[0]!.rate / 100,
      ),
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('TAX-8: an unknown order is a clear not-found state, asked once, not polled', async () => {
    const h = createComponentHarness()
    const { container } = h.render(<TaxRegistrationTracker orderGuid="801000000000000ZZZ" poll={FAST} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Tax registration not found')
    expect(alert.textContent).not.toMatch(/valid|null/i)
    const root = rootOf(container)
    expect(root.getAttribute('data-state')).toBe('error')
    expect(root.hasAttribute('data-phase')).toBe(false)
    expect(screen.queryByRole('progressbar')).toBeNull()
    // Not polled: the query's interval for this answer is off, and after axe's pass over the page
    // (many turns of the event loop, each far longer than FAST's 25 ms) it was still asked once.
    expect(pollIntervalOf(h, '801000000000000ZZZ')).toBe(false)
    expect(await axeViolations(container)).toEqual([])
    expect(h.sent('801000000000000ZZZ')).toHaveLength(1)
    // The user may check again: one more request, same clear state.
    await userEvent.click(within(alert).getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(h.sent('801000000000000ZZZ')).toHaveLength(2))
    expect((await screen.findByRole('alert')).textContent).toContain('Tax registration not found')
    expect(await axeViolations(container)).toEqual([])
  })

  it('GEN-5: follows the order as the simulator’s clock moves: account numbers appear once the filing is approved; two trackers share one poll', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'State - Awaiting Approval')
    const onPhaseChange = vi.fn()
    const { container } = h.render(
      <>
        <TaxRegistrationTracker orderGuid={order.orderGuid} poll={FAST} onPhaseChange={onPhaseChange} />
        <TaxRegistrationTracker orderGuid={order.orderGuid} poll={FAST} />
      </>,
    )
    await waitFor(() =>
      expect(onPhaseChange).toHaveBeenCalledWith('Submitted to Agency', 'State - Awaiting Approval'),
    )
    const roots = [...container.querySelectorAll('[data-fk="TaxRegistrationTracker"]')]
    expect(roots.map((root) => root.getAttribute('data-phase'))).toEqual([
      'Submitted to Agency',
      'Submitted to Agency',
    ])
    expect(screen.queryByRole('table')).toBeNull()

    h.sim.advance(HOUR)
    await waitFor(() => expect(roots[0]!.getAttribute('data-phase')).toBe('Filing Approved'))
    const tables = await screen.findAllByRole('table', { name: 'Account numbers' })
    expect(tables).toHaveLength(2)
    expect(tables[0]!.textContent).toContain(order.accounts[0]!.accountNumber)
    expect(onPhaseChange).toHaveBeenLastCalledWith('Filing Approved', 'Awaiting Docs')
    // Two trackers, one query: the reads come one per poll, not two. Counted by what exists (one
    // query, two observers), not by how many reads a stretch of real time held.
    const queries = h.queryClient.getQueryCache().findAll({
      queryKey: filingKeys.taxRegistration.order(h.partnerId, order.orderGuid),
      exact: true,
    })
    expect(queries).toHaveLength(1)
    expect(queries[0]!.getObserversCount()).toBe(2)

    // The seeded lifecycle has a second Filing Approved step (Prepare for Completion) before Complete.
    h.sim.advance(2 * HOUR)
    await waitFor(() => expect(roots[0]!.getAttribute('data-phase')).toBe('Complete'))
    // Terminal: polling stops.
    const settled = h.sent(order.orderGuid).length
    expect(pollIntervalOf(h, order.orderGuid)).toBe(false)
    expect(await axeViolations(container)).toEqual([])
    expect(h.sent(order.orderGuid).length).toBe(settled)
  })

  it('renders shapes the spec does not give generically, never crashing, never [object Object] or null, service text as text and only http(s) links', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">'
    const { container } = renderAnswering({
      orderGuid: '801000000000000ABC',
      orderPhase: 'Filing Approved',
      orderStatus: hostile,
      accountNumbers: {
        CA: { number: '123-4567-8', issuedBy: { agency: 'EDD', website: 'https://edd.ca.gov/' } },
        NY: null,
      },
      taxRates: [{ state: 'NY', filingFrequency: 'QUARTERLY', rate: 4.1 }],
      agencyAccounts: [
        {
          state: 'CA',
          portal: 'javascript:alert(1)',
          note: hostile,
          login: { user: 'payroll', pins: [1, 2] },
        },
      ],
      filingNotes: {
        remark: '<script>window.__pwned=1</script>',
        codes: [3.4, '1.2%', null, true],
        empty: {},
        none: [],
      },
    })
    const root = rootOf(container)
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('ready'))
    expect(root.getAttribute('data-phase')).toBe('Filing Approved')
    // An unknown status is shown as the service wrote it — as text.
    expect(within(root as HTMLElement).getByRole('status').textContent).toBe(hostile)
    expect(root.textContent).toContain(hostile)
    expect(root.textContent).toContain('<script>window.__pwned=1</script>')
    expect(root.querySelector('img, script')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    const links = [...root.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://edd.ca.gov/'])
    expect(root.textContent).toContain('javascript:alert(1)')
    // Nested objects as nested lists, keys in words, arrays as lists.
    const accounts = screen.getByRole('heading', { name: 'Account numbers' }).parentElement!
    expect(accounts.querySelector('dl dl')).not.toBeNull()
    expect(within(accounts).getByText('Issued by')).toBeTruthy()
    expect(within(accounts).getByText('123-4567-8')).toBeTruthy()
    // A list of flat records is a table, whatever its members: unknown ones are named in words.
    const rates = screen.getByRole('table', { name: 'Tax rates' })
    expect(
      within(rates)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['State', 'Filing frequency', 'Rate'])
    expect(
      within(rates)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['New York', 'QUARTERLY', '4.1%'])
    const notes = screen.getByRole('heading', { name: 'More from the service' }).parentElement!
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3.4', '1.2%', 'Not yet available', 'Yes'])
    expect(screen.getByRole('heading', { name: 'More from the service' })).toBeTruthy()
    expect(root.textContent).not.toMatch(/\bnull\b|undefined|\[object Object\]/)
    expect(await axeViolations(container)).toEqual([])
  })
})
