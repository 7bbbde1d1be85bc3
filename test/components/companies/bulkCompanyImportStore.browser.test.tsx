import { render, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { BulkCompanyImport } from '../../../components'
import { FilingKitProvider } from '../../../hooks'
import { createCompaniesHarness } from '../companiesHarness'
import { renderInShadowRoot } from '../harness'

// Where an import lives between mounts: beside its run, in the hook's per-QueryClient store (one per
// partner and runId), never in a store of the component's own; and where its focus goes when the
// component renders inside a shadow root (a partner's web component), where `document` cannot see.

const csv = (prefix: string, count: number) =>
  new File(
    [
      [
        'Company Name,EIN,Customer ID',
        ...Array.from(
          { length: count },
          (_, index) => `${prefix} ${index + 1} LLC,12-${String(3456700 + index)},${prefix}-${index + 1}`,
        ),
      ].join('\r\n'),
    ],
    `${prefix}.csv`,
    { type: 'text/csv' },
  )

async function importFile(scope: ReturnType<typeof within>, file: File, rows: number) {
  await userEvent.upload(scope.getByLabelText(/Companies file/), file)
  await userEvent.click(await scope.findByRole('button', { name: 'Check the rows' }))
  await userEvent.click(await scope.findByRole('button', { name: `Import ${rows} companies` }))
}

const importedNames = (scope: ReturnType<typeof within>) =>
  within(scope.getByRole('table', { name: 'Each row and its result' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent)

describe('BulkCompanyImport: where the import is kept', () => {
  it('two partners under one QueryClient each find their own import when mounted again, never the other’s file', async () => {
    const h = createCompaniesHarness()
    const other = h.sim.partners[1]!.partnerId
    const otherFetch = h.sim.viaProxy({ partnerId: other })
    // A portal that switches partner keeps its QueryClient: the second provider shares it.
    const renderFor = (partner: 'first' | 'second') =>
      partner === 'first'
        ? h.render(<BulkCompanyImport />)
        : render(
            <FilingKitProvider
              fetch={otherFetch}
              baseUrl="/api/partner"
              partnerId={other}
              queryClient={h.queryClient}
            >
              <BulkCompanyImport />
            </FilingKitProvider>,
          )

    const first = renderFor('first')
    await importFile(within(first.container), csv('Alpha', 2), 2)
    await within(first.container).findByRole('heading', { name: 'Import finished' })
    first.unmount()
    // The simulator's tokens are the first partner's: the second one's upload is refused, and stays
    // a run of its own, with its own file's rows.
    const second = renderFor('second')
    await importFile(within(second.container), csv('Beta', 3), 3)
    await within(second.container).findByRole('button', { name: 'Retry refused batches' })
    second.unmount()

    const again = renderFor('first')
    expect(importedNames(within(again.container))).toEqual(['Alpha 1 LLC', 'Alpha 2 LLC'])
    expect(within(again.container).queryByText(/Beta/)).toBeNull()
    again.unmount()
    const otherAgain = within(renderFor('second').container)
    expect(otherAgain.getByRole('progressbar', { name: '0 of 3 companies imported' })).toBeTruthy()
  })

  it('inside a shadow root, each step’s heading and the field to fix take the focus', async () => {
    const { shadow, scope, remove } = renderInShadowRoot(createCompaniesHarness(), <BulkCompanyImport />)
    const focused = () => shadow.activeElement
    try {
      const file = new File(['Firm,EIN\r\nAcme LLC,12-3456789\r\n'], 'firms.csv', { type: 'text/csv' })
      await userEvent.upload(scope.getByLabelText(/Companies file/), file)
      const mapping = await scope.findByRole('heading', { name: 'Match the columns' })
      await waitFor(() => expect(focused()).toBe(mapping))
      // "Firm" is no name the suggestion knows: checking points at the name's select.
      await userEvent.click(scope.getByRole('button', { name: 'Check the rows' }))
      await waitFor(() => expect(focused()).toBe(scope.getByLabelText(/^Company legal name/)))
      await userEvent.selectOptions(scope.getByLabelText(/^Company legal name/), 'Firm')
      await userEvent.click(scope.getByRole('button', { name: 'Check the rows' }))
      const review = await scope.findByRole('heading', { name: 'Check the rows' })
      await waitFor(() => expect(focused()).toBe(review))
    } finally {
      remove()
    }
  })
})
