import { describe, expect, it } from 'vitest'
import { findCompanyDuplicates, suggestCompanyMapping } from '../../../src/index'
import { interpolate } from '../../../components/base/interpolate'
import { companyMessages } from '../../../components/messages/en/companies'
import {
  bulkImportReducer,
  initialBulkImport,
  valuesOf,
} from '../../../components/companies/bulkImportReducer'
import { checkCompanyValues } from '../../../components/companies/rowChecks'
import { rowReason } from '../../../components/companies/rowReason'
import type { CompanyTable } from '../../../components/companies/parseCompanyFile'

// Why a row is asked about, without React: the real row checks, duplicate finder and en-US words.

const text = {
  t: (id: string, values?: Readonly<Record<string, string | number>>) =>
    interpolate((companyMessages as Readonly<Record<string, string>>)[id] ?? id, values),
}

// Spreadsheet lines skip a blank line 3, so a row's number is not its position + 2.
const table: CompanyTable = {
  headers: ['Company Name', 'EIN', 'State'],
  rows: [
    ['Acme LLC', '12-3456789', 'CA'],
    ['Acme Again', '123456789', 'NY'],
    ['Beta Inc', '12-345', 'TX'],
    ['Gamma Co', '98-7654321', 'WA'],
  ],
  lines: [2, 4, 5, 6],
}

const reviewed = (existing: Parameters<typeof findCompanyDuplicates>[1] = []) => {
  const read = bulkImportReducer(initialBulkImport, {
    type: 'parsed',
    table,
    mapping: suggestCompanyMapping(table.headers),
  })
  const rows = table.rows.map((_, index) => checkCompanyValues(valuesOf(read, index)))
  return bulkImportReducer(read, {
    type: 'checked',
    rows,
    duplicates: findCompanyDuplicates(
      rows.map((row) => row.company),
      existing,
    ),
  })
}

describe('rowReason', () => {
  it('names the earlier row a duplicate repeats by its spreadsheet number and name', () => {
    expect(rowReason(reviewed(), 1, text)).toBe('Same EIN as row 2 (Acme LLC).')
  })

  it('names a company already there, and says what is wrong with an invalid row', () => {
    const state = reviewed([{ id: 'c-1', companyId: 'CO-7', name: 'Gamma Company', ein: '987654321' }])
    // By its name (and state, when it has one), never its company id.
    expect(rowReason(state, 3, text)).toBe('Already in your companies: Gamma Company.')
    const inState = reviewed([
      { id: 'c-1', companyId: 'CO-7', name: 'Gamma Company', ein: '987654321', homeState: 'TX' },
    ])
    expect(rowReason(inState, 3, text)).toBe('Already in your companies: Gamma Company, TX.')
    expect(rowReason(state, 2, text)).toBe('Enter the EIN as 12-3456789.')
  })

  it('has nothing to say about a valid row that repeats nothing', () => {
    expect(rowReason(reviewed(), 0, text)).toBeUndefined()
  })
})
