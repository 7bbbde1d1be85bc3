import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, type RequestHandler } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BulkCompanyImport } from '../components'
import { UNISSUED_EIN_PREFIXES } from '../src/index'
import { createPartnerSimulator } from '../src/simulator'
import { providerFor, serve } from './support'

// Every state of BulkCompanyImport on the simulator (CMP-4, CMP-5), through MSW. Files are made here
// and handed to the real file input, as a user's pick would be.
const sim = createPartnerSimulator({ seed: 1 })
const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-fk="BulkCompanyImport"]')!
const stepOf = (canvasElement: HTMLElement) =>
  rootOf(canvasElement).querySelector('[data-step]')?.getAttribute('data-step')
const bulkPath = '/api/partner/v1/partners/:partnerId/companies/bulk'

/** Two-digit EIN prefixes the IRS issues: a row with another is refused as a typo (issue 34). */
const ISSUED_PREFIXES = Array.from({ length: 89 }, (_, at) => String(10 + at)).filter(
  (prefix) => !UNISSUED_EIN_PREFIXES.includes(prefix),
)

/** A partner's CSV export of `count` companies; `bad` rows (0-based) carry a malformed EIN. */
function companiesCsv(count: number, bad: readonly number[] = []): File {
  const lines = ['Company Name;Tax ID;State;City;Zip;Email;Customer ID']
  for (let index = 0; index < count; index += 1) {
    const n = String(index + 1).padStart(4, '0')
    const ein = bad.includes(index)
      ? '12-34'
      : `${ISSUED_PREFIXES[index % ISSUED_PREFIXES.length]}-${1000000 + index}`
    lines.push(
      `"Harbor & Pine ${n} LLC";${ein};${['CA', 'NY', 'TX'][index % 3]};Springfield;94105;ops${n}@example.com;CUST-${n}`,
    )
  }
  return new File([`\ufeff${lines.join('\r\n')}`], 'book-of-business.csv', { type: 'text/csv' })
}

/** Serves the simulator; the bulk requests go through `bulk(n, forward)`, n counting from 1. */
function serveBulk(
  msw: { use: (...handlers: RequestHandler[]) => void },
  bulk: (n: number, forward: () => Promise<Response>) => Promise<Response>,
) {
  serve(sim, msw)
  const viaProxy = sim.viaProxy({ basePath: '/api/partner' })
  let count = 0
  msw.use(
    http.post(bulkPath, ({ request }) => {
      count += 1
      return bulk(count, () => viaProxy(request))
    }),
  )
}

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement)
async function pick(canvasElement: HTMLElement, file: File) {
  await userEvent.upload(canvasOf(canvasElement).getByLabelText(/Companies file/), file)
}
async function checkRows(canvasElement: HTMLElement) {
  await userEvent.click(await canvasOf(canvasElement).findByRole('button', { name: 'Check the rows' }))
  await canvasOf(canvasElement).findByRole('heading', { name: 'Check the rows' })
}
async function importAll(canvasElement: HTMLElement) {
  await userEvent.click(
    await canvasOf(canvasElement).findByRole('button', { name: /^Import \d+ companies$/ }),
  )
}

const meta = {
  title: 'Components/BulkCompanyImport',
  component: BulkCompanyImport,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'CSV or JSON in, column mapping, row checks, chunked upload with progress and resume, result CSV (CMP-4, CMP-5). Uses `useBulkCreateCompanies`.',
      },
    },
  },
  decorators: [providerFor(sim)],
  args: { onComplete: fn() },
} satisfies Meta<typeof BulkCompanyImport>

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for a file: CSV or JSON, by drop or by the file picker. */
export const Idle: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const input = canvasOf(canvasElement).getByLabelText(/Companies file/)
    await expect(input).toHaveAttribute('type', 'file')
    await expect(input).toHaveAttribute('accept', '.csv,.tsv,.txt,.json')
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready')
    await expect(stepOf(canvasElement)).toBe('idle')
  },
}

/** Reading a file (a JSON file whose contents are still on their way). */
export const Parsing: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    class SlowFile extends File {
      override text() {
        return new Promise<string>(() => undefined)
      }
    }
    await pick(canvasElement, new SlowFile(['[]'], 'companies.json', { type: 'application/json' }))
    await expect(await canvasOf(canvasElement).findByRole('status')).toHaveTextContent(
      'Reading “companies.json”…',
    )
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(stepOf(canvasElement)).toBe('parsing')
  },
}

/** The columns matched from the file's own header names ("Tax ID" → EIN, "Customer ID" → PCID), changeable. */
export const Mapping: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(40))
    await canvas.findByRole('heading', { name: 'Match the columns' })
    await expect(canvas.getByLabelText(/^Company legal name/)).toHaveDisplayValue('Company Name')
    await expect(canvas.getByLabelText(/^EIN/)).toHaveDisplayValue('Tax ID')
    await expect(canvas.getByLabelText(/^Your reference/)).toHaveDisplayValue('Customer ID')
    await expect(canvas.getByLabelText(/^Website/)).toHaveDisplayValue('Not imported')
    await expect(stepOf(canvasElement)).toBe('mapping')
  },
}

/** Rows with problems, listed with their reasons before anything is sent; fixed inline or skipped. */
export const InvalidRows: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(120, [6, 41, 87]))
    await checkRows(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '117 of 120 rows are ready. 3 need a fix, or can be skipped.',
    )
    const rows = within(canvas.getByRole('list', { name: 'Rows with problems' })).getAllByRole('group')
    await expect(rows).toHaveLength(3)
    const ein = within(rows[0]!).getByLabelText('EIN')
    await waitFor(() => expect(ein).toHaveAccessibleDescription('Enter the EIN as 12-3456789.'))
    await userEvent.clear(ein)
    await userEvent.type(ein, '12-3456789')
    await expect(await within(rows[0]!).findByText('Fixed')).toBeVisible()
    await userEvent.click(within(rows[1]!).getByLabelText('Skip this row'))
    // Issue 34: the button says what it will do — while a row is left to fix, it takes the owner there.
    await expect(canvas.getByRole('button', { name: 'Fix 1 row to import' })).toBeVisible()
    await userEvent.click(within(rows[2]!).getByLabelText('Skip this row'))
    await expect(canvas.getByRole('button', { name: 'Import 118 companies' })).toBeVisible()
    await expect(stepOf(canvasElement)).toBe('review')
  },
}

/** Sending: the progress bar with counts and the time left, and each chunk's status. */
export const Uploading: Story = {
  args: { chunkSize: 100, concurrency: 2 },
  beforeEach({ msw }) {
    serveBulk(msw, async (n, forward) => {
      if (n > 2) await delay('infinite')
      await delay(300 * n)
      return forward()
    })
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(600))
    await checkRows(canvasElement)
    await importAll(canvasElement)
    await canvas.findByRole('progressbar', { name: '200 of 600 companies imported' })
    await expect(await canvas.findByText(/^About \d+ (seconds?|minutes?) left$/)).toBeVisible()
    const batches = canvas.getByRole('table', { name: 'Batches' })
    await expect(within(batches).getAllByText('Imported')).toHaveLength(2)
    await expect(within(batches).getAllByText('Sending')).toHaveLength(2)
    await expect(within(batches).getAllByText('Waiting')).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitting')
  },
}

/** Paused: the chunks in flight were answered; nothing else starts until Resume. */
// The second batch is answered only once Pause is pressed, so the pause always lands with one batch in
// flight. With each batch answered after a fixed 250 ms, a busy machine could finish all five before
// the press (no Pause button left to press) or press before the second was sent.
let secondBatch = { sent: false, answer: () => {} }
export const Paused: Story = {
  args: { chunkSize: 100, concurrency: 1 },
  beforeEach({ msw }) {
    const answered = new Promise<void>((resolve) => {
      secondBatch = { sent: false, answer: resolve }
    })
    serveBulk(msw, async (n, forward) => {
      if (n === 2) {
        secondBatch.sent = true
        await answered
      }
      return forward()
    })
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(500))
    await checkRows(canvasElement)
    await importAll(canvasElement)
    await waitFor(() => expect(secondBatch.sent).toBe(true))
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    secondBatch.answer()
    // The batch in flight is answered and counted; the three after it wait.
    await expect(
      await canvas.findByText('Paused. 200 of 500 companies are imported; the rest wait.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible()
    await expect(stepOf(canvasElement)).toBe('paused')
  },
}

/** The middle chunk was refused (CMP-4: nothing of it stored); the others are in; retry sends it alone. */
export const FailedChunk: Story = {
  args: { chunkSize: 100, concurrency: 1 },
  beforeEach({ msw }) {
    serveBulk(msw, (n, forward) => {
      if (n === 2) sim.failNext('compliance.bulkCreateCompanies', 400)
      return forward()
    })
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(300))
    await checkRows(canvasElement)
    await importAll(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '1 batch was refused, so none of its rows were stored. The other batches are imported.',
    )
    const batches = canvas.getByRole('table', { name: 'Batches' })
    await expect(within(batches).getByText('Refused')).toBeVisible()
    await expect(within(batches).getAllByRole('row')[2]).toHaveTextContent(/102–201.*Refused/)
    await expect(canvas.getByRole('button', { name: 'Retry refused batches' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** A chunk got no clear answer (a 5xx: it may be stored): re-sent only after the user confirms. */
export const UnknownChunk: Story = {
  args: { chunkSize: 100, concurrency: 1 },
  beforeEach({ msw }) {
    serveBulk(msw, (n, forward) => {
      if (n === 2) sim.failNext('compliance.bulkCreateCompanies', 504)
      return forward()
    })
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(300))
    await checkRows(canvasElement)
    await importAll(canvasElement)
    await expect(await canvas.findByText(/1 batch got no clear answer \(rows 102–201\)/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Retry refused batches' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Re-send uncertain batches…' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Re-send batches that may be stored?' })
    await expect(dialog).toHaveTextContent(/may already have stored rows 102–201/)
    // Looked up by reference first: the 504 came from the gateway, before the service stored anything.
    await expect(await within(dialog).findByText(/^None of these rows is in your company list/)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Re-send anyway' })).toBeVisible()
  },
}

/** All in: the result table (row → companyId, PCID), the CSV download and `onComplete`. */
export const Done: Story = {
  args: { chunkSize: 100 },
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement, args }) {
    const canvas = canvasOf(canvasElement)
    await pick(canvasElement, companiesCsv(250, [3]))
    await checkRows(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Skip all rows with problems' }))
    await importAll(canvasElement)
    await canvas.findByRole('heading', { name: 'Import finished' })
    await expect(canvas.getByRole('status')).toHaveTextContent('249 companies imported.1 row was skipped.')
    const table = canvas.getByRole('table', { name: 'Each row and its result' })
    await expect(table).toHaveAttribute('aria-rowcount', '251')
    await expect(within(table).getAllByText('Imported').length).toBeGreaterThan(3)
    await expect(within(table).getByText('Skipped')).toBeVisible()
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1))
    await expect(canvas.getByRole('button', { name: 'Download results (CSV)' })).toBeVisible()
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'submitted')
  },
}

/**
 * Values read otherwise than written (issue 34): a US date, a state by its name and an EIN without its
 * dash, each listed with how it was read before anything is sent.
 */
export const ConvertedValues: Story = {
  beforeEach({ msw }) {
    serve(sim, msw)
  },
  async play({ canvasElement }) {
    const canvas = canvasOf(canvasElement)
    const lines = [
      'Company Name,EIN,State,Formation Date',
      'Rainier Outfitters LLC,123456789,Washington,11/28/2026',
      'Cascade Books LLC,98-7654321,OR,2025-11-03',
    ]
    await pick(canvasElement, new File([lines.join('\n')], 'companies.csv', { type: 'text/csv' }))
    await checkRows(canvasElement)
    const list = canvas.getByRole('list', { name: /^3 values will be sent as the service requires them/ })
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 2, Rainier Outfitters LLC, Formation date: 11/28/2026 → Nov 28, 2026',
      'Row 2, Rainier Outfitters LLC, Home state: Washington → WA',
      'Row 2, Rainier Outfitters LLC, EIN: 123456789 → 12-3456789',
    ])
    await expect(canvas.getByRole('button', { name: 'Import 2 companies' })).toBeVisible()
  },
}
