import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkCompanyRows,
  checkCompanyValues,
  companyInputSchema,
  csvSafeCell,
  mapCompanyRow,
  suggestCompanyMapping,
} from '../../../src/index'

describe('suggestCompanyMapping', () => {
  it('matches header names loosely: case, spaces and punctuation aside, and the names spreadsheets use', () => {
    const headers = [
      'Company Name',
      'TAX ID',
      'State',
      'Address Line 1',
      'city',
      'ZIP Code',
      'E-mail',
      'Customer ID',
      'Notes',
    ]
    expect(suggestCompanyMapping(headers)).toEqual({
      name: 0,
      ein: 1,
      homeState: 2,
      'businessAddress.street': 3,
      'businessAddress.city': 4,
      'businessAddress.zip': 5,
      'businessAddress.email': 6,
      PCID: 7,
    })
  })

  it('takes the service’s own field names (a JSON export), nested address members dotted', () => {
    const headers = [
      'name',
      'ein',
      'homeState',
      'buisnessCategory',
      'businessAddress.state',
      'businessAddress.zip',
      'PCID',
      'website',
    ]
    expect(suggestCompanyMapping(headers)).toMatchObject({
      name: 0,
      ein: 1,
      homeState: 2,
      buisnessCategory: 3,
      'businessAddress.state': 4,
      'businessAddress.zip': 5,
      PCID: 6,
      website: 7,
    })
  })

  it('falls back to a header that contains a known name, and feeds each column to one field only', () => {
    const mapping = suggestCompanyMapping(['Legal name of the company', 'Federal EIN (9 digits)', 'Company'])
    expect(mapping.name).toBe(2)
    expect(mapping.ein).toBe(1)
    expect(Object.values(mapping).filter((column) => column === 2)).toHaveLength(1)
  })
})

describe('checkCompanyValues', () => {
  it('CMP-3: only the name is required; each malformed field is named with its problem code', () => {
    expect(checkCompanyValues({ name: 'Acme LLC' })).toEqual({ ok: true, company: { name: 'Acme LLC' } })
    const checked = checkCompanyValues({
      name: ' ',
      ein: '12-345',
      homeState: 'Californ',
      formationDate: '2024-02-30',
      website: 'acme',
      'businessAddress.zip': '941',
      'businessAddress.email': 'nobody',
    })
    expect(checked.ok).toBe(false)
    expect(checked.problems).toEqual([
      { field: 'name', code: 'required' },
      { field: 'formationDate', code: 'date' },
      { field: 'ein', code: 'ein' },
      { field: 'homeState', code: 'state' },
      { field: 'website', code: 'url' },
      { field: 'businessAddress.zip', code: 'zip' },
      { field: 'businessAddress.email', code: 'email' },
    ])
  })

  it('tidies two harmless spellings (lower-case state codes, a 9-digit EIN) and nests the address', () => {
    expect(
      checkCompanyValues({
        name: 'Acme',
        homeState: 'ca',
        ein: '123456789',
        'businessAddress.state': 'ny',
        'businessAddress.city': ' Albany ',
      }),
    ).toEqual({
      ok: true,
      company: {
        name: 'Acme',
        ein: '12-3456789',
        homeState: 'CA',
        businessAddress: { city: 'Albany', state: 'NY' },
      },
    })
  })

  it('CMP-3: whatever it passes, the service’s schema accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          { name: fc.string(), ein: fc.string(), homeState: fc.string(), PCID: fc.string() },
          { requiredKeys: ['name'] },
        ),
        (values) => {
          const checked = checkCompanyValues(values)
          if (checked.ok) expect(companyInputSchema.safeParse(checked.company).success).toBe(true)
          else expect(checked.problems.length).toBeGreaterThan(0)
        },
      ),
    )
  })
})

describe('checkCompanyRows', () => {
  it('checks every row through the mapping, positionally, yielding between slices', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => [
      index === 1234 ? '' : `Company ${index}`,
      '12-3456789',
    ])
    const progress: number[] = []
    const checked = await checkCompanyRows(
      rows,
      { name: 0, ein: 1 },
      { sliceMs: 1, onProgress: (done) => progress.push(done) },
    )
    expect(checked).toHaveLength(3000)
    expect(checked.filter((row) => !row.ok).map((row) => checked.indexOf(row))).toEqual([1234])
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.at(-1)).toBe(3000)
    expect(mapCompanyRow(rows[7]!, { name: 0 })).toEqual({ name: 'Company 7' })
  })

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(checkCompanyRows([['A']], { name: 0 }, { signal: controller.signal })).rejects.toThrow()
  })
})

describe('csvSafeCell', () => {
  it('prefixes cells a spreadsheet would run as a formula with an apostrophe (CSV injection)', () => {
    expect(csvSafeCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '\'=HYPERLINK("http://evil.example","x")',
    )
    expect(csvSafeCell('+1 555')).toBe("'+1 555")
    expect(csvSafeCell('-2+3')).toBe("'-2+3")
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvSafeCell('Acme LLC')).toBe('Acme LLC')
    expect(csvSafeCell(null)).toBe('')
  })

  it('never leaves a cell starting with a formula character, and changes nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = csvSafeCell(text)
        expect(/^[=+\-@\t\r]/.test(safe)).toBe(false)
        expect(safe === text || safe === `'${text}`).toBe(true)
      }),
    )
  })
})
