import { screen, waitFor, within } from '@testing-library/react'
import Papa from 'papaparse'
import { userEvent } from 'vitest/browser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BulkCompanyImport } from '../../../components'
import styles from '../../../components/styles.css?inline'
import { UNISSUED_EIN_PREFIXES } from '../../../src/index'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const BAD = { ein: 99, state: 499, email: 899 } as const

/** Two-digit EIN prefixes the IRS issues (issue 34: the others are refused as typos). */
const ISSUED_PREFIXES = Array.from({ length: 89 }, (_, at) => String(10 + at)).filter(
  (prefix) => !UNISSUED_EIN_PREFIXES.includes(prefix),
)

/** A partner's export: BOM, CRLF, quoted fields with commas and quotes, its own header names. */
function companiesCsv(count: number, { bad = true } = {}): string {
  const lines = ['Company Name,Tax ID,State,"Street, line 1",City,Zip,Email,Customer ID']
  for (let index = 0; index < count; index += 1) {
    const n = String(index + 1).padStart(4, '0')
    const ein =
      bad && index === BAD.ein
        ? '12-345'
        : `${ISSUED_PREFIXES[index % ISSUED_PREFIXES.length]}-${String(1000000 + index)}`
    const state = bad && index === BAD.state ? 'Californ' : ['CA', 'ny', 'TX', 'DE'][index % 4]
    const email = bad && index === BAD.email ? 'nobody-at-example' : `notices+${n}@example.com`
    lines.push(
      `"Company ${n}, ""Holdings"" LLC",${ein},${state},"${index} Market St, Suite 5",Springfield,94105,${email},CUST-${n}`,
    )
  }
  return `\ufeff${lines.join('\r\n')}\r\n`
}

const csvFile = (text: string, name = 'companies.csv') => new File([text], name, { type: 'text/csv' })
const fileInput = () => screen.getByLabelText(/Companies file/) as HTMLInputElement
const root = (container: HTMLElement) => container.querySelector('[data-fk="BulkCompanyImport"]')!
const stepOf = (container: HTMLElement) =>
  root(container).querySelector('[data-step]')!.getAttribute('data-step')

async function tabTo(matches: (element: Element) => boolean, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement && matches(document.activeElement))
      return document.activeElement as HTMLElement
    await userEvent.tab()
  }
  throw new Error(`Not reached by Tab: ${document.activeElement?.outerHTML.slice(0, 120)}`)
}
const button = (name: string | RegExp) => (element: Element) =>
  element.tagName === 'BUTTON' &&
  (typeof name === 'string' ? element.textContent === name : name.test(element.textContent ?? ''))

/** Captures what the component hands the browser to download, without a real download. */
function interceptDownloads() {
  const blobs: Blob[] = []
  const links: { href: string; download: string }[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:captured-${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.getAttribute('href') ?? '', download: this.download })
  })
  return { blobs, links }
}

afterEach(() => vi.restoreAllMocks())

// With the library's stylesheet, as a host that imports filing-kit/styles.css sees the import (a
// host without it: importResultsUnstyled.browser.test.tsx — the result table bounds its own box).
const sheet = document.createElement('style')
beforeAll(() => void document.head.append(Object.assign(sheet, { textContent: styles })))
afterAll(() => sheet.remove())

// Real Chromium: these tests wait for what the user sees; React's act() warnings (the virtualised
// table measures itself after every render) are noise here. Set after Testing Library's own beforeAll.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

describe('BulkCompanyImport', () => {
  it('CMP-4: 1,000 companies from a CSV through the real file input — 3 bad rows reported before sending, fixed inline by keyboard — reach the service exactly once, and the result CSV maps every row to its companyId', async () => {
    const h = createCompaniesHarness()
    const downloads = interceptDownloads()
    const onComplete = vi.fn()
    const { container } = h.render(<BulkCompanyImport onComplete={onComplete} />)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.upload(fileInput(), csvFile(companiesCsv(1000)))
    const mappingHeading = await screen.findByRole('heading', { name: 'Match the columns' })
    await waitFor(() => expect(document.activeElement).toBe(mappingHeading))
    expect(screen.getByText(/1000 rows read from “companies\.csv”/)).toBeTruthy()
    // The suggested matching, from the file's own header names.
    const selected = (label: RegExp) => {
      const select = screen.getByLabelText(label) as HTMLSelectElement
      return select.selectedOptions[0]?.textContent
    }
    expect(selected(/^Company legal name/)).toBe('Company Name')
    expect(selected(/^EIN/)).toBe('Tax ID')
    expect(selected(/^Home state/)).toBe('State')
    expect(selected(/^Street$/)).toBe('Street, line 1')
    expect(selected(/^ZIP code/)).toBe('Zip')
    expect(selected(/Compliance notice email/)).toBe('Email')
    expect(selected(/Your reference/)).toBe('Customer ID')
    expect(selected(/^Website/)).toBe('Not imported')
    expect(await axeViolations(container)).toEqual([])

    await tabTo(button('Check the rows'))
    await userEvent.keyboard('{Enter}')
    const reviewHeading = await screen.findByRole('heading', { name: 'Check the rows' })
    await waitFor(() => expect(document.activeElement).toBe(reviewHeading))
    // Reported before anything is sent.
    expect(h.bulkBodies).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe(
      '997 of 1000 rows are ready. 3 need a fix, or can be skipped.',
    )
    const list = screen.getByRole('list', { name: 'Rows with problems' })
    const groups = within(list).getAllByRole('group')
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      // The spreadsheet's row numbers: the header is row 1.
      'Row 101: Company 0100, "Holdings" LLC',
      'Row 501: Company 0500, "Holdings" LLC',
      'Row 901: Company 0900, "Holdings" LLC',
    ])
    const input = (group: number, label: RegExp) =>
      within(groups[group]!).getByLabelText(label) as HTMLInputElement
    expect(document.getElementById(`${input(0, /^EIN/).id}-error`)?.textContent).toBe(
      'Enter the EIN as 12-3456789.',
    )
    expect(input(1, /^Home state/).getAttribute('aria-invalid')).toBe('true')
    expect(input(2, /Compliance notice email/).value).toBe('nobody-at-example')
    expect(await axeViolations(container)).toEqual([])

    // With problems left, the button says so (issue 34) and points at the first one.
    await tabTo(button('Fix 3 rows to import'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(input(0, /^EIN/)))
    expect(screen.getByRole('alert').textContent).toMatch(/3 need a fix/)
    expect(h.bulkBodies).toHaveLength(0)

    // Fixed by keyboard: select all, type the right value, Tab on.
    await userEvent.keyboard('{Control>}a{/Control}12-3456789')
    await tabTo((element) => element === input(1, /^Home state/))
    await userEvent.keyboard('{Control>}a{/Control}ca')
    await tabTo((element) => element === input(2, /Compliance notice email/))
    await userEvent.keyboard('{Control>}a{/Control}notices@example.com')
    await waitFor(() => expect(within(list).getAllByText('Fixed')).toHaveLength(3))
    await tabTo(button('Import 1000 companies'))
    await userEvent.keyboard('{Enter}')

    const doneHeading = await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    await waitFor(() => expect(document.activeElement).toBe(doneHeading))
    expect(root(container).getAttribute('data-state')).toBe('submitted')

    // Exactly once: 5 requests of 200, 1,000 new companies, no name twice.
    expect(h.bulkBodies.map((body) => body.length)).toEqual([200, 200, 200, 200, 200])
    const created = h.created()
    expect(created).toHaveLength(1000)
    expect(new Set(created.map((company) => company.PCID)).size).toBe(1000)
    const byPcid = new Map(created.map((company) => [company.PCID, company]))
    expect(byPcid.get('CUST-0100')).toMatchObject({ ein: '12-3456789' })
    expect(byPcid.get('CUST-0500')).toMatchObject({ homeState: 'CA' })
    expect(byPcid.get('CUST-0002')).toMatchObject({
      homeState: 'NY',
      businessAddress: { street: '1 Market St, Suite 5' },
    })
    expect(byPcid.get('CUST-0900')?.businessAddress?.email).toBe('notices@example.com')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete.mock.calls[0]![0]).toHaveLength(1000)

    await tabTo(button('Download results (CSV)'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(downloads.links).toEqual([{ href: 'blob:captured-1', download: 'company-import-results.csv' }]),
    )
    const blob = downloads.blobs[0]!
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const parsed = Papa.parse<Record<string, string>>((await blob.text()).replace(/^\ufeff/, ''), {
      header: true,
      skipEmptyLines: true,
    })
    // The owner's file: the screen's column names and words (issue 22).
    expect(parsed.meta.fields).toEqual(['Row', 'Company', 'Company id', 'Your reference', 'Result', 'Reason'])
    expect(parsed.data).toHaveLength(1000)
    for (const [index, line] of parsed.data.entries()) {
      const pcid = `CUST-${String(index + 1).padStart(4, '0')}`
      expect(line).toEqual({
        Row: String(index + 2),
        Company: `Company ${String(index + 1).padStart(4, '0')}, "Holdings" LLC`,
        'Company id': byPcid.get(pcid)!.id,
        'Your reference': pcid,
        Result: 'Imported',
        Reason: '',
      })
    }
    const results = screen.getByRole('table', { name: 'Each row and its result' })
    expect(results.getAttribute('aria-rowcount')).toBe('1001')
    // Only the rows in view are drawn: a screen reader learns the count from aria-rowcount.
    expect(within(results).getAllByRole('row').length).toBeLessThan(100)
    expect(await axeViolations(container)).toEqual([])
    // About 5 s alone; every Tab is a round trip to the browser, so a loaded machine needs room.
  }, 120_000) // 1,000 rows parsed, checked, fixed and sent: past 45 s at load 10 on 2 cores

  it('CMP-4: a refused middle chunk leaves the earlier ones created; only it is retried, and the count ends exact with no duplicates', async () => {
    const h = createCompaniesHarness()
    h.failBulkRequest(3, 400)
    const { container } = h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(1000, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1000 companies' }))

    const retry = await screen.findByRole('button', { name: 'Retry refused batches' }, { timeout: 30_000 })
    expect(root(container).getAttribute('data-state')).toBe('error')
    expect(screen.getByRole('alert').textContent).toMatch(
      /^1 batch was refused, so none of its rows were stored\. The other batches are imported\./,
    )
    const batches = screen.getByRole('table', { name: 'Batches' })
    const statuses = within(batches)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent)
    expect(statuses).toEqual(['Imported', 'Imported', 'Refused', 'Imported', 'Imported'])
    expect(within(batches).getAllByRole('row')[3]!.textContent).toMatch(/402–601/) // spreadsheet rows: the header is row 1
    expect(h.created()).toHaveLength(800)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(retry)
    await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    expect(h.bulkBodies).toHaveLength(6)
    // The retry sent the refused chunk alone: records 401–600.
    expect((h.bulkBodies[5] as { PCID: string }[]).map((record) => record.PCID)).toEqual(
      Array.from({ length: 200 }, (_, index) => `CUST-${String(401 + index).padStart(4, '0')}`),
    )
    const created = h.created()
    expect(created).toHaveLength(1000)
    expect(new Set(created.map((company) => company.PCID)).size).toBe(1000)
  })

  it('CMP-5: a chunk with no clear answer (5xx) is not re-sent without the user saying so, in a confirmation', async () => {
    const h = createCompaniesHarness()
    h.failBulkRequest(2, 503)
    const { container } = h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(300, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 300 companies' }))

    const resend = await screen.findByRole(
      'button',
      { name: 'Re-send uncertain batches…' },
      { timeout: 30_000 },
    )
    expect(screen.queryByRole('button', { name: 'Retry refused batches' })).toBeNull()
    expect(
      screen.getByText(/1 batch got no clear answer \(rows 102–201\)\. The service may have stored it/),
    ).toBeTruthy()
    expect(h.bulkBodies).toHaveLength(3)
    expect(h.created()).toHaveLength(200)

    // The trigger announces its dialog (issue 20), as every dialog trigger does.
    expect(resend.getAttribute('aria-haspopup')).toBe('dialog')
    expect(resend.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(resend)
    let dialog = await screen.findByRole('dialog', { name: 'Re-send batches that may be stored?' })
    expect(resend.getAttribute('aria-expanded')).toBe('true')
    expect(resend.getAttribute('aria-controls')).toBe(dialog.id)
    expect(dialog.textContent).toMatch(/may already have stored rows 102–201/)
    // Looked up by the rows' references first: none of them is stored (the 503 came before the service).
    expect(
      await within(dialog).findByText(
        /^None of these rows is in your company list \(matched by your reference\)/,
      ),
    ).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Don’t re-send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.bulkBodies).toHaveLength(3)

    await userEvent.click(resend)
    dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-send anyway' }))
    await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    expect(h.bulkBodies).toHaveLength(4)
    expect(h.created()).toHaveLength(300)
    expect(stepOf(container)).toBe('done')
  })

  it('CMP-5: pause lets the chunk in flight finish and starts no other; resume sends the rest, each chunk once; the time left is estimated', async () => {
    const h = createCompaniesHarness({ latencyMs: 50 })
    const release = h.holdBulkRequest(3)
    const { container } = h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(500, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 500 companies' }))
    await waitFor(() => expect(h.bulkBodies).toHaveLength(3))
    await screen.findByText(/^About \d+ seconds? left$/)
    expect(root(container).getAttribute('data-state')).toBe('submitting')
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }))
    await screen.findByText('Pausing once the batches being sent are answered…')
    release()
    await screen.findByText('Paused. 300 of 500 companies are imported; the rest wait.')
    // The chunk in flight finished and was kept; no other started.
    expect(h.created()).toHaveLength(300)
    expect(screen.getByRole('progressbar', { name: '300 of 500 companies imported' })).toBeTruthy()
    // Nothing waits for time: axe's pass over the page yields to the event loop many times over, and
    // a chunk wrongly started on pause would have been sent by its end.
    expect(await axeViolations(container)).toEqual([])
    expect(h.bulkBodies).toHaveLength(3)

    await userEvent.click(screen.getByRole('button', { name: 'Resume' }))
    await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    expect(h.bulkBodies).toHaveLength(5)
    expect(h.created()).toHaveLength(500)
    expect(new Set(h.created().map((company) => company.PCID)).size).toBe(500)
  })

  it('CMP-3: a JSON file in the service’s own field names — hostile text is shown as text, formula-looking cells are defused in the result CSV, a bad row skipped', async () => {
    const h = createCompaniesHarness()
    const downloads = interceptDownloads()
    const hostile = '<img src=x onerror="window.__fkPwned=1">Evil & Co'
    const companies = [
      {
        name: hostile,
        ein: '12-3456789',
        businessAddress: { state: 'ca', email: 'a@example.com' },
        PCID: '=cmd|"/c calc"!A1',
      },
      { name: '=HYPERLINK("http://evil.example","Click")', homeState: 'NY' },
      { name: '@SUM(1+1)', website: 'https://sum.example' },
      { name: '', ein: '98-7654321' },
    ]
    const file = new File([JSON.stringify({ companies })], 'companies.json', { type: 'application/json' })
    const { container } = h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), file)
    await screen.findByRole('heading', { name: 'Match the columns' })
    expect(
      (screen.getByLabelText(/^Address state/) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('businessAddress.state')
    expect(screen.getByText(`First row: ${hostile}`)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    const group = await screen.findByRole('group', { name: /^Row 4: no name/ }) // the 4th item: JSON has no header row
    await userEvent.click(within(group).getByLabelText('Skip this row'))
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })

    expect(container.querySelector('img')).toBeNull()
    expect((window as { __fkPwned?: number }).__fkPwned).toBeUndefined()
    const table = screen.getByRole('table', { name: 'Each row and its result' })
    expect(within(table).getByText(hostile)).toBeTruthy()
    expect(h.created().map((company) => company.name)).toEqual([
      hostile,
      companies[1]!.name,
      companies[2]!.name,
    ])
    expect(h.created()[0]).toMatchObject({ businessAddress: { state: 'CA' }, PCID: companies[0]!.PCID })

    await userEvent.click(screen.getByRole('button', { name: 'Download results (CSV)' }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const parsed = Papa.parse<Record<string, string>>(
      (await downloads.blobs[0]!.text()).replace(/^\ufeff/, ''),
      {
        header: true,
        skipEmptyLines: true,
      },
    )
    expect(parsed.data.map((row) => [row.Company, row['Your reference'], row.Result])).toEqual([
      [hostile, `'=cmd|"/c calc"!A1`, 'Imported'],
      [`'=HYPERLINK("http://evil.example","Click")`, '', 'Imported'],
      ["'@SUM(1+1)", '', 'Imported'],
      ['', '', 'Skipped'],
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it('CMP-4: a chunk the service refuses for one record points that record out by its row in the file', async () => {
    const h = createCompaniesHarness()
    let bulkRequests = 0
    h.answerWith((request, path) => {
      if (!path.endsWith('/companies/bulk') || (bulkRequests += 1) !== 2) return undefined
      return Response.json(
        {
          statusCode: 400,
          message: 'FIELD_CUSTOM_VALIDATION_EXCEPTION: record 7 of 100: ein: EIN is already registered',
          data: [],
        },
        { status: 400 },
      )
    })
    h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(250, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 250 companies' }))
    await screen.findByRole('button', { name: 'Retry refused batches' }, { timeout: 30_000 })
    const batches = screen.getByRole('table', { name: 'Batches' })
    expect(within(batches).getAllByRole('row')[2]!.textContent).toContain(
      'Row 108 was refused: EIN is already registered', // record 107, below the header row
    )
    expect(h.created()).toHaveLength(150)
  })

  it('CMP-5: the upload goes on when its screen unmounts; mounted again, it shows the same import, then its results', async () => {
    const h = createCompaniesHarness()
    const release = h.holdBulkRequest(2)
    const first = h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(300, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 300 companies' }))
    await waitFor(() => expect(h.bulkBodies).toHaveLength(2))
    first.unmount()

    const { container } = h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    expect(stepOf(container)).toBe('uploading')
    expect(screen.getByRole('progressbar', { name: '100 of 300 companies imported' })).toBeTruthy()
    release()
    await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    expect(h.bulkBodies).toHaveLength(3)
    expect(h.created()).toHaveLength(300)
    const table = screen.getByRole('table', { name: 'Each row and its result' })
    expect(within(table).getByText('Company 0001, "Holdings" LLC')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Import another file' }))
    expect(stepOf(container)).toBe('idle')
    await waitFor(() => expect(document.activeElement).toBe(fileInput()))
  })

  it('CMP-5: stop lets the chunk in flight finish, sends nothing more, and ends with the results so far', async () => {
    const h = createCompaniesHarness()
    const downloads = interceptDownloads()
    const release = h.holdBulkRequest(2)
    const { container } = h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(300, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 300 companies' }))
    await waitFor(() => expect(h.bulkBodies).toHaveLength(2))
    await userEvent.click(screen.getByRole('button', { name: 'Stop import' }))
    release()
    await screen.findByRole('heading', { name: 'Import stopped' })
    expect(screen.getByText('Import stopped. 200 of 300 companies are imported.')).toBeTruthy()
    expect(root(container).getAttribute('data-state')).toBe('submitted')
    expect(h.bulkBodies).toHaveLength(2)
    expect(h.created()).toHaveLength(200)
    await userEvent.click(screen.getByRole('button', { name: 'Download results (CSV)' }))
    await waitFor(() => expect(downloads.blobs).toHaveLength(1))
    const parsed = Papa.parse<Record<string, string>>(
      (await downloads.blobs[0]!.text()).replace(/^\ufeff/, ''),
      {
        header: true,
        skipEmptyLines: true,
      },
    )
    expect(parsed.data.filter((row) => row.Result === 'Imported')).toHaveLength(200)
    expect(parsed.data.filter((row) => row.Result === 'Not imported').map((row) => row.Row)).toEqual(
      Array.from({ length: 100 }, (_, index) => String(202 + index)),
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('CMP-5: a chunk stored by the service whose answer was lost (504) is found in the company list by its references before anything is re-sent', async () => {
    const h = createCompaniesHarness()
    h.loseBulkAnswer(2, 504)
    h.render(<BulkCompanyImport chunkSize={100} concurrency={1} />)
    await userEvent.upload(fileInput(), csvFile(companiesCsv(300, { bad: false })))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 300 companies' }))
    const resend = await screen.findByRole(
      'button',
      { name: 'Re-send uncertain batches…' },
      { timeout: 30_000 },
    )
    expect(h.created()).toHaveLength(300)
    await userEvent.click(resend)
    const dialog = await screen.findByRole('dialog')
    expect(
      await within(dialog).findByText(
        '100 of these 100 rows are in your company list already (matched by your reference): they were stored.',
      ),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Don’t re-send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(h.bulkBodies).toHaveLength(3)
    expect(h.created()).toHaveLength(300)
  })

  it('the suggested matching can be changed: the name must be matched before rows are checked, and a column matched by the user is imported', async () => {
    const h = createCompaniesHarness()
    const csv =
      '\ufeffFirm;Identifier;Online\r\nAcme LLC;12-3456789;https://acme.example\r\nBeta Inc;98-7654321;https://beta.example\r\n'
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(csv, 'semicolons.csv'))
    await screen.findByRole('heading', { name: 'Match the columns' })
    const name = screen.getByLabelText(/^Company legal name/) as HTMLSelectElement
    const website = screen.getByLabelText(/^Website/) as HTMLSelectElement
    // "Firm", "Identifier" and "Online" are not names the suggestion knows.
    expect(name.selectedOptions[0]?.textContent).toBe('Not imported')
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(
      'Choose the column that holds the company name.',
    )
    await userEvent.selectOptions(name, 'Firm')
    await userEvent.selectOptions(screen.getByLabelText(/^EIN/), 'Identifier')
    await userEvent.selectOptions(website, 'Online')
    expect(screen.getByText('First row: https://acme.example')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    // "Checking rows…" first (the row checks load with the first check), then the outcome.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('All 2 rows are ready to import.'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    expect(h.created().map(({ name: company, ein, website: site }) => [company, ein, site])).toEqual([
      ['Acme LLC', '12-3456789', 'https://acme.example'],
      ['Beta Inc', '98-7654321', 'https://beta.example'],
    ])
  })
})
