import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { es, TaxRegistrationTracker, type ComplianceDraftStorage } from '../../../components'
import { taxRegistrationInput } from '../../support/fixtures'
import { axeViolations, createComponentHarness } from '../harness'

// Issue 22: the tracker speaks to the business owner. It is headed with the business's name, keeps
// what was submitted with the draft store so a reload still shows it (secrets left out), says nothing
// about the service's limitation, and words account types and statuses in the reader's language.

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

/** A Storage-like object in memory, so each test starts empty and can look at what was written. */
function memoryStorage() {
  const entries = new Map<string, string>()
  const storage: ComplianceDraftStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  }
  return { storage, entries }
}

const rootOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-fk="TaxRegistrationTracker"]')!
const ready = (container: HTMLElement) =>
  waitFor(() => expect(rootOf(container).getAttribute('data-state')).toBe('ready'))

/** A submission with a person's secrets in it, as a partner's own form might send. */
const submission = () =>
  taxRegistrationInput({
    responsibleParties: [
      {
        type: 'INDIVIDUAL',
        dateOfBirth: '1985-04-12',
        title: 'Member',
        firstName: 'Ada',
        lastName: 'Lovelace',
        ssn: '123-45-6789',
      },
    ],
  })

describe('TaxRegistrationTracker for the owner', () => {
  it('is headed with the business name, says nothing of the service’s limits, and after a reload still shows what was submitted — without the SSN, the date of birth or the full EIN', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Ready for Processing')
    const { storage, entries } = memoryStorage()
    const first = h.render(
      <TaxRegistrationTracker
        orderGuid={order.orderGuid}
        submitted={submission()}
        draftStorage={storage}
        poll={false}
      />,
    )
    await ready(first.container)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC')
    expect(first.container.textContent).not.toMatch(/does not send back|keep your own copy/)
    // What was kept holds no secret.
    await waitFor(() => expect(entries.size).toBe(1))
    const kept = [...entries.values()].join()
    expect(kept).toContain('Northwind Traders LLC')
    expect(kept).not.toMatch(/123-45-6789|12-3456789|1985-04-12/)
    first.unmount()

    // The reload: the page no longer has its copy.
    const { container } = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} draftStorage={storage} poll={false} />,
    )
    await ready(container)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC')
    const summary = screen.getByText('What you submitted (your copy)')
    await userEvent.click(summary)
    const details = within(summary.closest('details')!)
    expect(details.getByText('Ada Lovelace')).toBeTruthy()
    expect(details.getByText('California')).toBeTruthy()
    expect(details.getByText('••-•••6789')).toBeTruthy()
    expect(container.textContent).not.toMatch(/123-45-6789|12-3456789|1985|Date of birth|Ssn/i)
    expect(await axeViolations(container)).toEqual([])
  })

  it('keeps the copy in sessionStorage by default, and a reload reads it there', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Third Party Received')
    const before = sessionStorage.length
    const first = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} submitted={submission()} poll={false} />,
    )
    await ready(first.container)
    await waitFor(() => expect(sessionStorage.length).toBe(before + 1))
    first.unmount()
    const { container } = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />)
    await ready(container)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC')
    expect(screen.getByText('What you submitted (your copy)')).toBeTruthy()
    sessionStorage.clear()
  })

  it('with nothing kept (or draftStorage false) is headed in the owner’s words, never with the raw order id', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Complete Info Received')
    const first = h.render(
      <TaxRegistrationTracker
        orderGuid={order.orderGuid}
        submitted={submission()}
        draftStorage={false}
        poll={false}
      />,
    )
    await ready(first.container)
    // The page's copy shows while it has it; with storage off, nothing is written anywhere.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC')
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index))
    expect(keys.filter((key) => key?.includes(order.orderGuid))).toEqual([])
    first.unmount()
    const again = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />)
    await ready(again.container)
    const heading = within(again.container).getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe('Your employer registration')
    expect(again.container.textContent).not.toMatch(/does not send back|keep your own copy/)
    expect(within(again.container).queryByText('What you submitted (your copy)')).toBeNull()
  })

  it('ignores a corrupt or planted stored copy: no crash, no markup, no secret, the neutral heading when it is not a submission', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Ready for Processing')
    const { storage, entries } = memoryStorage()
    const first = h.render(
      <TaxRegistrationTracker
        orderGuid={order.orderGuid}
        submitted={submission()}
        draftStorage={storage}
        poll={false}
      />,
    )
    await waitFor(() => expect(entries.size).toBe(1))
    first.unmount()
    const [key] = [...entries.keys()]

    const headingAfter = async (stored: string) => {
      entries.set(key!, stored)
      const view = h.render(
        <TaxRegistrationTracker orderGuid={order.orderGuid} draftStorage={storage} poll={false} />,
      )
      await ready(view.container)
      const text = within(view.container).getByRole('heading', { level: 2 }).textContent
      const root = rootOf(view.container)
      expect(root.querySelector('img, script')).toBeNull()
      expect(root.textContent).not.toMatch(/\[object Object\]|123-45-6789|98-7654321|1970-01-01/)
      view.unmount()
      return text
    }

    for (const corrupt of [
      '{not json',
      'null',
      '[]',
      '"Northwind"',
      '{"v":2,"submitted":{"businessDetails":{"legalName":"Old format"}}}',
      '{"v":1,"submitted":"Northwind"}',
      '{"v":1,"submitted":{"businessDetails":"Northwind"}}',
      `{"v":1,"submitted":{"businessDetails":{"legalName":"${'x'.repeat(5000)}"}}}`,
    ])
      expect(await headingAfter(corrupt)).toBe('Your employer registration')

    // A planted entry shaped like a copy: its text is text, its secrets are dropped, its EIN masked.
    const planted = JSON.stringify({
      v: 1,
      submitted: {
        businessDetails: { legalName: '<img src=x onerror="window.__pwned=1">', EIN: '98-7654321' },
        responsibleParties: [{ firstName: 'Eve', SSN: '123-45-6789', date_of_birth: '1970-01-01' }],
      },
    }).replace('"v":1', '"__proto__":{"polluted":true},"v":1')
    expect(await headingAfter(planted)).toBe('<img src=x onerror="window.__pwned=1">')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })

  it('words account types and statuses in Spanish, and one the catalog does not know as the service wrote it', async () => {
    const h = createComponentHarness()
    const order = seededOrder(h, 'Complete Info Received')
    // An account type the catalog has no words for.
    order.accounts.push({ ...order.accounts[0]!, accountType: 'Paid Family Leave' })
    const { container } = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />, {
      messages: es,
      locale: 'es-US',
    })
    const accounts = await screen.findByRole('table', { name: 'Números de cuenta' })
    const cellsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    const types = new Set(order.accounts.map((account) => account.accountType))
    expect(types.has('Unemployment Insurance')).toBe(true)
    expect(cellsOf(accounts)).toContain('Seguro de desempleo')
    if (types.has('Withholding')) expect(cellsOf(accounts)).toContain('Retenciones')
    expect(cellsOf(accounts)).toContain('Paid Family Leave')
    const agencies = screen.getByRole('table', { name: 'Cuentas en las agencias' })
    expect(cellsOf(agencies)).toContain('Registrada')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Su registro como empleador')
    for (const table of screen.getAllByRole('table'))
      expect(cellsOf(table).join('|')).not.toMatch(/Unemployment Insurance|Withholding|Registered/)
    expect(await axeViolations(container)).toEqual([])
  })
})
