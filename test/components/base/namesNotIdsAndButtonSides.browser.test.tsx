// What a screenshot review of issue 22's screens still found (part b): raw ids in the owner's text,
// an "Import 0 companies" button to press, resolved rows still drawn in error, sentences that repeat
// the badge beside them, and submit buttons on different sides of different forms.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BulkCompanyImport,
  es,
  FormationOrderForm,
  TaxRegistrationForm,
  TaxRegistrationTracker,
} from '../../../components'
import styles from '../../../components/styles.css?inline'
import { taxRegistrationInput } from '../../support/fixtures'
import { createComponentHarness } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'
import { createFormationHarness } from '../formationHarness'

// Laid out by the library's own stylesheet, as a host that imports filing-kit/styles.css sees it.
const sheet = document.createElement('style')
beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
afterAll(() => sheet.remove())

const csvFile = (text: string) => new File([text], 'companies.csv', { type: 'text/csv' })
const fileInput = () => screen.getByLabelText(/Companies file|Archivo de empresas/) as HTMLInputElement
const trackerRoot = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-fk="TaxRegistrationTracker"]')!

describe('TaxRegistrationTracker names the registration in the owner’s words', () => {
  it('shows the business and its states, never the order id, in en and es', async () => {
    const h = createComponentHarness()
    const order = [...h.sim.state.taxOrders.values()].find(
      (candidate) => candidate.partnerId === h.partnerId,
    )!
    const submitted = taxRegistrationInput({
      stateInfo: [{ state: 'CA' }, { state: 'NY' }],
    })
    const first = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} submitted={submitted} poll={false} />,
    )
    await waitFor(() => expect(trackerRoot(first.container).getAttribute('data-state')).toBe('ready'))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Northwind Traders LLC')
    expect(screen.getByText('Employer registration in California and New York')).toBeTruthy()
    expect(first.container.textContent).not.toContain(order.orderGuid)
    first.unmount()

    const { container } = h.render(
      <TaxRegistrationTracker orderGuid={order.orderGuid} submitted={submitted} poll={false} />,
      { locale: 'es', messages: es },
    )
    await waitFor(() => expect(trackerRoot(container).getAttribute('data-state')).toBe('ready'))
    expect(screen.getByText('Registro como empleador en California y New York')).toBeTruthy()
    expect(container.textContent).not.toContain(order.orderGuid)
  })

  it('without a copy of what was submitted, it still shows no order id', async () => {
    const h = createComponentHarness()
    const order = [...h.sim.state.taxOrders.values()].find(
      (candidate) => candidate.partnerId === h.partnerId,
    )!
    const { container } = h.render(<TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />)
    await waitFor(() => expect(trackerRoot(container).getAttribute('data-state')).toBe('ready'))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your employer registration')
    expect(container.textContent).not.toContain(order.orderGuid)
  })

  it('says each thing once: the status sentence does not repeat the phase badge before it', async () => {
    const h = createComponentHarness()
    const orders = [...h.sim.state.taxOrders.values()].filter(
      (candidate) => candidate.partnerId === h.partnerId,
    )
    for (const order of orders) {
      const { container, unmount } = h.render(
        <TaxRegistrationTracker orderGuid={order.orderGuid} poll={false} />,
      )
      await waitFor(() => expect(trackerRoot(container).getAttribute('data-state')).toBe('ready'))
      const status = within(trackerRoot(container)).getByRole('status').textContent ?? ''
      const phase = order.timeline.steps[order.timeline.index]!.phase
      // The badge's word ("Complete", "Cancelled") is not said again at the start of the sentence.
      const badge = { Complete: 'Complete', Cancelled: 'Cancelled', 'Filing Approved': 'Approved' }[
        phase as string
      ]
      if (badge) expect(status, `${phase}: ${status}`).not.toMatch(new RegExp(`^${badge}`))
      unmount()
    }
  })
})

describe('BulkCompanyImport shows the owner names, not ids, and only what can be done', () => {
  it('names a company already there by its name and state, and lists results without company ids', async () => {
    const h = createCompaniesHarness()
    const existing = [...h.sim.state.companies.values()].find(
      (company) => company.partnerId === h.partnerId && company.homeState,
    )!
    const lines = [
      'Company Name,EIN,State',
      'India Imports LLC,44-4444444,CA', // row 2
      `${existing.name},45-6789012,${existing.homeState}`, // row 3: already there
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    const group = await screen.findByRole('group', { name: new RegExp(`^Row 3: `) })
    expect(
      within(group).getByText(`Already in your companies: ${existing.name}, ${existing.homeState}.`),
    ).toBeTruthy()
    expect(document.body.textContent).not.toContain(existing.id)

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 company' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    const table = screen.getByRole('table', { name: 'Each row and its result' })
    const created = h.created()[0]!
    expect(within(table).getByText('India Imports LLC')).toBeTruthy()
    expect(table.textContent).not.toContain(created.id)
    expect(table.textContent).not.toContain(existing.id)
    expect(within(table).queryByRole('columnheader', { name: /id/i })).toBeNull()
  })

  it('offers no “Import 0 companies”: with nothing ready the button says so and cannot be pressed', async () => {
    const h = createCompaniesHarness()
    const lines = ['Company Name,EIN,State', 'Juliet Joinery LLC,12-34,NY'] // row 2: a bad EIN
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await screen.findByRole('group', { name: /^Row 2: Juliet Joinery LLC/ })
    expect(screen.queryByRole('button', { name: /Import 0/ })).toBeNull()
    // A row left to fix: the button says so, and takes the owner to it (issue 34).
    expect(screen.getByRole('button', { name: 'Fix 1 row to import' })).toBeEnabled()

    // Skipped, nothing to import.
    await userEvent.click(screen.getByLabelText('Skip this row'))
    expect(screen.getByRole('button', { name: 'Nothing to import yet' })).toBeDisabled()

    // Kept and fixed: one company to import.
    await userEvent.click(screen.getByLabelText('Skip this row'))
    const ein = screen.getByLabelText(/^EIN/) as HTMLInputElement
    await userEvent.clear(ein)
    await userEvent.type(ein, '12-3456789')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 1 company' })).toBeEnabled())
    expect(h.bulkBodies).toHaveLength(0)
  })

  it('draws a row in error only while it needs a fix: skipped or fixed, its error mark goes', async () => {
    const h = createCompaniesHarness()
    const lines = [
      'Company Name,EIN,State',
      'Kilo Kitchens LLC,12-34,NY', // row 2: to skip
      'Lima Lights LLC,98-76,TX', // row 3: to fix
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    const rowOf = async (name: RegExp) => (await screen.findByRole('group', { name })).closest('li')!
    const mark = (row: Element) => getComputedStyle(row).borderLeftColor
    const skipped = await rowOf(/^Row 2: Kilo Kitchens LLC/)
    const fixed = await rowOf(/^Row 3: Lima Lights LLC/)
    const inError = mark(skipped)
    expect(mark(fixed)).toBe(inError)
    // The error mark is the library's danger colour.
    const danger = document.createElement('span')
    danger.style.color = 'var(--fk-color-danger)'
    skipped.append(danger)
    expect(inError).toBe(getComputedStyle(danger).color)
    danger.remove()

    await userEvent.click(within(skipped).getByLabelText('Skip this row'))
    await waitFor(() => expect(mark(skipped)).not.toBe(inError))

    const ein = within(fixed).getByLabelText(/^EIN/) as HTMLInputElement
    await userEvent.clear(ein)
    await userEvent.type(ein, '98-7654321')
    await within(fixed).findByText('Fixed')
    expect(mark(fixed)).not.toBe(inError)
  })
})

describe('Forms put their buttons on the same side', () => {
  /** How far the button's right edge is from its form's: 0 when it ends the row. */
  const gapAtEnd = (button: HTMLElement) =>
    Math.round(button.closest('form')!.getBoundingClientRect().right - button.getBoundingClientRect().right)

  it('the tax form’s submit and the formation wizard’s Continue both end their row', async () => {
    const h = createFormationHarness()
    const wizard = h.render(<FormationOrderForm />)
    const next = await screen.findByRole('button', { name: 'Continue' })
    expect(gapAtEnd(next)).toBe(0)
    wizard.unmount()

    const tax = createComponentHarness()
    tax.render(<TaxRegistrationForm />)
    const submit = await screen.findByRole('button', { name: 'Review the registration' })
    expect(gapAtEnd(submit)).toBe(0)
  })
})
