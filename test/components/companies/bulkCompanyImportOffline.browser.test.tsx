import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { BulkCompanyImport } from '../../../components'
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
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the service. Check your connection, then try again.',
    )
    // Still on the matching step, with the file's columns: nothing to pick again.
    expect(screen.getByRole('heading', { name: 'Match the columns' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The row is ready to import.'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(h.created()).toHaveLength(0)
  })
})
