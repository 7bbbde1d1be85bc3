// What the owner is told before and after an import (issue 22, "The import"): repeats of a row or of
// a company already there are caught, a tidied EIN is shown as it will be sent, and every row number
// and result reads as the owner's spreadsheet and the screen do — in the CSV too, in their language.
import { screen, waitFor, within } from '@testing-library/react'
import Papa from 'papaparse'
import { userEvent } from 'vitest/browser'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BulkCompanyImport, es } from '../../../components'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const csvFile = (text: string, name = 'companies.csv') => new File([text], name, { type: 'text/csv' })
const fileInput = () => screen.getByLabelText(/Companies file|Archivo de empresas/) as HTMLInputElement

/** Captures what the component hands the browser to download, without a real download. */
function interceptDownloads() {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:captured-${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return blobs
}
const csvRows = async (blob: Blob) =>
  Papa.parse<string[]>((await blob.text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data

afterEach(() => vi.restoreAllMocks())
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

describe('BulkCompanyImport: the results table, as the owner reads it', () => {
  it('is named for what it holds, every row with its result (skipped ones too), and has no “Your reference” column of dashes when the file gave none; one company to import says “1 company”; no “PCID” in the matching', async () => {
    const h = createCompaniesHarness()
    const lines = [
      'Company Name,EIN,State',
      'Delta Dental LLC,12-3456780,CA', // row 2
      'Delta Dental LLC,12-3456780,CA', // row 3: skipped, a repeat
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    // The matching names the owner's own reference in words, not the service's field key.
    expect(await screen.findByRole('combobox', { name: 'Your reference' })).toBeTruthy()
    expect(document.body.textContent).not.toContain('PCID')
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    // One company to import: “Import 1 company”, not “Import 1 companies”.
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 company' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    const table = screen.getByRole('table', { name: 'Each row and its result' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Company', 'Result', 'Reason'])
    expect(within(table).getByText('Skipped')).toBeTruthy()
  })
})

describe('BulkCompanyImport: what the owner is told', () => {
  it('flags a row that repeats another (same EIN, or same name and state) and a company already there; each is skipped unless the owner keeps it', async () => {
    const h = createCompaniesHarness()
    const existing = [...h.sim.state.companies.values()].find(
      (company) => company.partnerId === h.partnerId && company.homeState,
    )!
    const lines = [
      'Company Name,EIN,State,Customer ID',
      'Acme Holdings LLC,12-3456789,CA,A-1', // row 2
      'Acme Holdings LLC,12-3456789,CA,A-1', // row 3: the same row again
      'Beta Bakery LLC,23-4567890,NY,B-1', // row 4
      'beta bakery llc.,34-5678901,ny,B-2', // row 5: same name and state as row 4
      `${existing.name},45-6789012,${existing.homeState},C-1`, // row 6: a company the partner has
      'Gamma Garden Inc,56-7890123,TX,G-1', // row 7
    ]
    const blobs = interceptDownloads()
    const { container } = h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await screen.findByRole('heading', { name: 'Check the rows' })

    const list = screen.getByRole('list', { name: 'Rows with problems' })
    const groups = within(list).getAllByRole('group')
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Row 3: Acme Holdings LLC Skipped',
      'Row 5: beta bakery llc. Skipped',
      `Row 6: ${existing.name} Skipped`,
    ])
    expect(groups.map((group) => group.querySelector('.fk-import-duplicate')?.textContent)).toEqual([
      'Same EIN as row 2 (Acme Holdings LLC).',
      'Same name and state as row 4.',
      `Already in your companies: ${existing.name}, ${existing.homeState}.`,
    ])
    const keep = (group: number) => within(groups[group]!).getByLabelText('Skip this row') as HTMLInputElement
    expect([0, 1, 2].map((group) => keep(group).checked)).toEqual([true, true, true])
    expect(screen.getByRole('status').textContent).toBe('3 of 6 rows are ready to import.')
    expect(await axeViolations(container)).toEqual([])

    // The owner knows row 5 is a second bakery: kept, it is imported; the others stay out.
    await userEvent.click(keep(1))
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    expect(h.created().map((company) => [company.name, company.PCID])).toEqual([
      ['Acme Holdings LLC', 'A-1'],
      ['Beta Bakery LLC', 'B-1'],
      ['beta bakery llc.', 'B-2'],
      ['Gamma Garden Inc', 'G-1'],
    ])

    // Skipped rows say why, on screen and in the CSV.
    const table = screen.getByRole('table', { name: 'Each row and its result' })
    const skippedRow = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-status') === 'skipped')!
    expect(skippedRow.textContent).toContain('Same EIN as row 2 (Acme Holdings LLC).')
    await userEvent.click(screen.getByRole('button', { name: 'Download results (CSV)' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    const csv = await csvRows(blobs[0]!)
    expect(csv.map((row) => [row[0], row[4], row[5]])).toEqual([
      ['Row', 'Result', 'Reason'],
      ['2', 'Imported', ''],
      ['3', 'Skipped', 'Same EIN as row 2 (Acme Holdings LLC).'],
      ['4', 'Imported', ''],
      ['5', 'Imported', ''],
      ['6', 'Skipped', `Already in your companies: ${existing.name}, ${existing.homeState}.`],
      ['7', 'Imported', ''],
    ])
  })

  it('shows a bare 9-digit EIN as it will be sent, in the review and while it is typed', async () => {
    const h = createCompaniesHarness()
    const lines = [
      'Company Name,EIN,State',
      'Delta Dental PC,987654321,CA', // row 2: valid once it has its dash
      'Echo Events LLC,12-34,NY', // row 3: to be fixed
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await screen.findByRole('heading', { name: 'Check the rows' })
    expect(
      screen.getByText(
        '1 value will be sent as the service requires it. Check how it was read before importing:',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Row 2, Delta Dental PC, EIN: 987654321 → 98-7654321')).toBeTruthy()

    const group = screen.getByRole('group', { name: /^Row 3: Echo Events LLC/ })
    const ein = within(group).getByLabelText(/^EIN/) as HTMLInputElement
    await userEvent.clear(ein)
    await userEvent.type(ein, '123456789')
    await waitFor(() =>
      expect(document.getElementById(`${ein.id}-hint`)?.textContent).toBe('Will be sent as 12-3456789.'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    expect(h.created().map((company) => company.ein)).toEqual(['98-7654321', '12-3456789'])
  })

  it('a row fixed in the review is compared again: fixed into a repeat of another row it is flagged, changed again it is not', async () => {
    const h = createCompaniesHarness()
    const existing = [...h.sim.state.companies.values()].find(
      (company) => company.partnerId === h.partnerId && company.homeState && company.ein,
    )!
    const lines = [
      'Company Name,EIN,State,Customer ID',
      'Acme Holdings LLC,12-3456789,CA,A-1', // row 2
      'Beta Bakery LLC,23-4567890,NY,B-1', // row 3
      'Echo Events LLC,12-34,NY,E-1', // row 4: its EIN to be fixed
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await screen.findByRole('heading', { name: 'Check the rows' })
    const group = screen.getByRole('group', { name: /^Row 4: Echo Events LLC/ })
    const ein = within(group).getByLabelText(/^EIN/) as HTMLInputElement
    const reason = () => group.querySelector('.fk-import-duplicate')?.textContent

    // Fixed with the EIN of row 3: valid now, but a second Beta Bakery by EIN.
    await userEvent.clear(ein)
    await userEvent.type(ein, '23-4567890')
    await waitFor(() => expect(reason()).toBe('Same EIN as row 3 (Beta Bakery LLC).'))
    expect(group.querySelector('legend')?.textContent).toBe('Row 4: Echo Events LLC')
    // Unchecked, the label does not tell the owner to uncheck it: it says what the row's state means.
    const skip = within(group).getByLabelText('Skip this row')
    expect(skip).not.toBeChecked()
    expect(skip).toHaveAccessibleDescription('It will be imported, although it repeats another company.')
    await userEvent.click(skip)
    expect(skip).toHaveAccessibleDescription('It will not be imported. Uncheck to import it anyway.')
    await userEvent.click(skip)

    // The EIN of a company the partner already has.
    await userEvent.clear(ein)
    await userEvent.type(ein, existing.ein!)
    await waitFor(() =>
      expect(reason()).toBe(`Already in your companies: ${existing.name}, ${existing.homeState}.`),
    )

    // Its own EIN: nothing repeated, the row reads as fixed and is imported with the others.
    await userEvent.clear(ein)
    await userEvent.type(ein, '34-5678901')
    await waitFor(() => expect(reason()).toBeUndefined())
    expect(group.querySelector('legend')?.textContent).toBe('Row 4: Echo Events LLC Fixed')
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    expect(h.created().map((company) => company.ein)).toEqual(['12-3456789', '23-4567890', '34-5678901'])
  })

  it('numbers rows as the spreadsheet does, says what is ready once problems are skipped, and writes the CSV in the screen’s words and language', async () => {
    const h = createCompaniesHarness()
    const blobs = interceptDownloads()
    const lines = [
      'Company Name,EIN,State',
      'Foxtrot Farms LLC,11-1111111,CA', // row 2
      '', // row 3: blank in the spreadsheet too
      'Golf Goods Inc,22-2,NY', // row 4: a bad EIN
      'Hotel Holdings LLC,33-3333333,TX', // row 5
    ]
    const { container } = h.render(<BulkCompanyImport />, { locale: 'es', messages: es })
    await userEvent.upload(fileInput(), csvFile(lines.join('\r\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Revisar las filas' }))
    const group = await screen.findByRole('group', { name: /^Fila 4: Golf Goods Inc/ })
    await userEvent.click(screen.getByRole('button', { name: 'Omitir todas las filas con problemas' }))
    expect(within(group).getByLabelText('Omitir esta fila')).toHaveProperty('checked', true)
    expect(screen.getByRole('status').textContent).toBe('2 de 3 filas están listas para importar.')
    expect(await axeViolations(container)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: /^Importar 2 empresas/ }))
    await screen.findByRole('heading', { name: 'Importación terminada' })
    const table = screen.getByRole('table', { name: 'Cada fila y su resultado' })
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((element) => element as HTMLTableRowElement)
        // Row, Company, Result, Reason (no company id on screen; no "Your reference": the file gives none).
        .map((row) => [...row.cells].map((cell) => cell.textContent)),
    ).toEqual([
      ['2', 'Foxtrot Farms LLC', 'Importada', ''],
      ['4', 'Golf Goods Inc', 'Omitida', 'Escriba el EIN como 12-3456789.'],
      ['5', 'Hotel Holdings LLC', 'Importada', ''],
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Descargar resultados (CSV)' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    expect(await csvRows(blobs[0]!)).toEqual([
      ['Fila', 'Empresa', 'Identificador de empresa', 'Su referencia', 'Resultado', 'Motivo'],
      ['2', 'Foxtrot Farms LLC', h.created()[0]!.id, '', 'Importada', ''],
      ['4', 'Golf Goods Inc', '', '', 'Omitida', 'Escriba el EIN como 12-3456789.'],
      ['5', 'Hotel Holdings LLC', h.created()[1]!.id, '', 'Importada', ''],
    ])
  })
})
