import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { BulkCompanyImport } from '../../../components'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

// BulkCompanyImport loads its row checks with the first check. When the network drops that chunk
// (played here at the loader, the one seam a page's network has), the person is told, keeps the file
// and the column matching, and a second try goes through.

const chunk = vi.hoisted(() => ({ failures: 0 }))
vi.mock('../../../components/companies/loadRowChecks', () => ({
  loadRowChecks: async () => {
    if (chunk.failures > 0) {
      chunk.failures -= 1
      throw new TypeError('Failed to fetch dynamically imported module: rowChecks.js')
    }
    return await import('../../../components/companies/rowChecks')
  },
}))

const NETWORK = 'We could not reach the service. Check your connection, then try again.'

describe('BulkCompanyImport offline', () => {
  it('says the rows could not be checked when the checks do not load, and checks them on the next try', async () => {
    const h = createCompaniesHarness()
    h.render(<BulkCompanyImport />)
    chunk.failures = 1
    const csv = 'Company Name,EIN\r\nAcme LLC,12-3456789\r\n'
    await userEvent.upload(
      screen.getByLabelText(/Companies file/),
      new File([csv], 'companies.csv', { type: 'text/csv' }),
    )
    await screen.findByRole('heading', { name: 'Match the columns' })
    expect(screen.getByText(/^1 row read from “companies\.csv”/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the service. Check your connection, then try again.',
    )
    // Still on the matching step, with the file's columns: nothing to pick again.
    expect(screen.getByRole('heading', { name: 'Match the columns' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The row is ready to import.'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(h.created()).toHaveLength(0)
  })

  it('says it as every form does, and its “Try again”, by keyboard or mouse, loads the checks and checks the rows', async () => {
    const h = createCompaniesHarness()
    const { container } = h.render(<BulkCompanyImport />)
    // The first check and the first retry find the network down; the second retry gets through.
    chunk.failures = 2
    const csv = 'Company Name,EIN\r\nAcme LLC,12-3456789\r\n'
    await userEvent.upload(
      screen.getByLabelText(/Companies file/),
      new File([csv], 'companies.csv', { type: 'text/csv' }),
    )
    const mapping = await screen.findByRole('heading', { name: 'Match the columns' })
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    const alert = await screen.findByRole('alert')
    // The shared words of a form whose checks did not load: a title, what happened, a way on.
    expect(within(alert).getByText('Something went wrong')).toBeTruthy()
    expect(within(alert).getByText(NETWORK)).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])

    // By keyboard: the focus is on the step's heading; Tab reaches "Try again", Enter retries.
    await waitFor(() => expect(document.activeElement).toBe(mapping))
    const retry = within(alert).getByRole('button', { name: 'Try again' })
    for (let presses = 0; presses < 40 && document.activeElement !== retry; presses += 1)
      await userEvent.tab()
    expect(document.activeElement).toBe(retry)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(chunk.failures).toBe(0))
    // Tried, and the network still down: said once more, not twice, on the same step.
    const again = await screen.findByRole('alert')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(within(again).getByText(NETWORK)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Match the columns' })).toBeTruthy()

    // By mouse: the checks load and the rows are checked — the review, with nothing sent.
    await userEvent.click(within(again).getByRole('button', { name: 'Try again' }))
    const review = await screen.findByRole('heading', { name: 'Check the rows' })
    await waitFor(() => expect(document.activeElement).toBe(review))
    expect(screen.getByRole('status').textContent).toBe('The row is ready to import.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(h.created()).toHaveLength(0)
  })
})
