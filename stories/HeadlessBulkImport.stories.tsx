import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  useBulkCreateCompanies,
  type CheckedCompanyRow,
  type CompanyColumnMapping,
  type CompanyInput,
} from '../hooks'
import { checkCompanyRows, COMPANY_IMPORT_FIELDS, suggestCompanyMapping } from '../src/index'
import { createPartnerSimulator } from '../src/simulator'
import { providerFor, serve } from './support'

// A partner's own CSV import, built from `filing-kit/hooks` and `filing-kit` alone (no component): the columns matched
// to a company's fields (suggestCompanyMapping), every row checked as the service would
// (checkCompanyRows), the good ones sent in chunks (useBulkCreateCompanies, CMP-4, CMP-5).
const sim = createPartnerSimulator({ seed: 1 })

/** Enough of a CSV parser for the story: one record a line, cells split on commas, no quoting. */
const parseCsv = (text: string): string[][] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()))

function HeadlessBulkImport() {
  const [text, setText] = useState('')
  const [headers, setHeaders] = useState<string[]>([])
  const [mapping, setMapping] = useState<CompanyColumnMapping>({})
  const [checked, setChecked] = useState<CheckedCompanyRow[]>()
  const bulk = useBulkCreateCompanies()

  async function check() {
    const [head = [], ...rows] = parseCsv(text)
    const suggested = suggestCompanyMapping(head)
    setHeaders(head)
    setMapping(suggested)
    setChecked(await checkCompanyRows(rows, suggested))
  }
  const companies: CompanyInput[] = checked?.flatMap((row) => (row.ok ? [row.company] : [])) ?? []

  return (
    <section aria-label="Import companies">
      <label htmlFor="csv">Companies as CSV</label>
      <textarea id="csv" rows={6} cols={80} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => void check()}>
        Check rows
      </button>
      {checked && (
        <>
          <table aria-label="Columns">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Column</th>
              </tr>
            </thead>
            <tbody>
              {COMPANY_IMPORT_FIELDS.filter((field) => mapping[field] !== undefined).map((field) => (
                <tr key={field}>
                  <th scope="row">{field}</th>
                  <td>{headers[mapping[field]!]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ol aria-label="Rows">
            {checked.map((row, index) => (
              <li key={index}>
                {row.ok
                  ? `ready: ${row.company.name}`
                  : `to fix: ${row.problems.map((problem) => `${problem.field} (${problem.code})`).join(', ')}`}
              </li>
            ))}
          </ol>
          <button
            type="button"
            disabled={companies.length === 0 || bulk.isPending}
            onClick={() => bulk.mutate(companies)}
          >
            Import {companies.length} companies
          </button>
        </>
      )}
      <p role="status">
        {bulk.progress.total > 0 ? `${bulk.progress.done} of ${bulk.progress.total} stored` : ''}
      </p>
    </section>
  )
}

const meta = {
  title: 'Headless/Bulk company import',
  component: HeadlessBulkImport,
  parameters: {
    docs: {
      description: {
        component:
          'A CSV import built from `filing-kit/hooks` and `filing-kit` alone: `suggestCompanyMapping`, `checkCompanyRows`, `useBulkCreateCompanies`.',
      },
    },
  },
  decorators: [providerFor(sim)],
} satisfies Meta<typeof HeadlessBulkImport>

export default meta
type Story = StoryObj<typeof meta>

const csv = [
  'Company Name,Tax ID,State,Customer ID',
  'Harbor Pine LLC,12-3456789,CA,CUST-1',
  'Bad Ein Inc,12-34,NY,CUST-2',
  'Quay Lane LLC,987654321,tx,CUST-3',
].join('\n')

/** The columns are matched, the bad row is named, the good ones are stored. */
export const MatchesChecksAndImports: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText('Companies as CSV'))
    await userEvent.paste(csv)
    await userEvent.click(canvas.getByRole('button', { name: 'Check rows' }))

    const columns = await canvas.findByRole('table', { name: 'Columns' })
    await expect(within(columns).getByRole('row', { name: 'name Company Name' })).toBeInTheDocument()
    await expect(within(columns).getByRole('row', { name: 'ein Tax ID' })).toBeInTheDocument()
    await expect(within(columns).getByRole('row', { name: 'homeState State' })).toBeInTheDocument()
    const rows = within(canvas.getByRole('list', { name: 'Rows' })).getAllByRole('listitem')
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ready: Harbor Pine LLC',
      'to fix: ein (ein)',
      'ready: Quay Lane LLC',
    ])

    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 companies' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 of 2 stored'))
    const stored = [...sim.state.companies.values()].filter((company) =>
      ['Harbor Pine LLC', 'Quay Lane LLC', 'Bad Ein Inc'].includes(company.name),
    )
    await expect(stored.map((company) => [company.name, company.ein, company.homeState])).toEqual([
      ['Harbor Pine LLC', '12-3456789', 'CA'],
      ['Quay Lane LLC', '98-7654321', 'TX'],
    ])
  },
}
