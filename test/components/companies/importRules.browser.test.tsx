// Issue 34: the import reads what people write and says what its button does. Dates the US way or in
// words and full state names are read and sent as the service wants them; an EIN with a prefix the
// IRS never issued is refused; the tax form reads an EIN as the import does (one rule in the core).
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { BulkCompanyImport, es, TaxRegistrationForm } from '../../../components'
import { checkCompanyValues, normalizeDate, normalizeEin } from '../../../src/index'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const csvFile = (text: string) => new File([text], 'companies.csv', { type: 'text/csv' })
const fileInput = () => screen.getByLabelText(/Companies file|Archivo de empresas/) as HTMLInputElement

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

describe('BulkCompanyImport reads what people write', () => {
  it('11/28/2026 and “Washington” are read and sent as 2026-11-28 and WA; 123456789 as 12-3456789', async () => {
    const h = createCompaniesHarness()
    const lines = [
      'Company Name,EIN,State,Formation Date',
      'Rainier Outfitters LLC,123456789,Washington,11/28/2026',
      'Cascade Books LLC,98-7654321,oregon,"Nov 3, 2025"',
    ]
    h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 companies' }))
    await screen.findByRole('heading', { name: 'Import finished' })
    const [bulk] = h.sent('/companies/bulk', 'POST')
    expect(JSON.parse(bulk!.body!)).toMatchObject([
      { name: 'Rainier Outfitters LLC', ein: '12-3456789', homeState: 'WA', formationDate: '2026-11-28' },
      { name: 'Cascade Books LLC', homeState: 'OR', formationDate: '2025-11-03' },
    ])
  })

  it('an EIN the IRS never issues (00-0000000) is refused; while a row is left to fix, the button says so, in English and Spanish', async () => {
    const h = createCompaniesHarness()
    const lines = [
      'Company Name,EIN,State',
      'Zero Holdings LLC,00-0000000,CA',
      'Nine Holdings LLC,07-1234567,CA',
      'Good Holdings LLC,12-3456780,CA',
    ]
    const { container, unmount } = h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    const button = await screen.findByRole('button', { name: 'Fix 2 rows to import' })
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull()
    expect(screen.getAllByText(/No EIN starts with these two digits/).length).toBeGreaterThan(0)
    expect(await axeViolations(container)).toEqual([])
    await userEvent.click(button)
    expect(h.sent('/companies/bulk', 'POST')).toHaveLength(0)
    unmount()

    h.render(<BulkCompanyImport />, { messages: es, locale: 'es-US' })
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Revisar las filas' }))
    await screen.findByRole('button', { name: 'Corrija 2 filas para importar' })
  })
})

describe('one EIN rule for the import and the tax form', () => {
  it('the core reads 123456789 and 12-3456789 alike, and refuses the prefixes the IRS never issues', () => {
    expect(normalizeEin('123456789')).toBe('12-3456789')
    expect(normalizeEin(' 12-3456789 ')).toBe('12-3456789')
    for (const prefix of [
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ])
      expect(checkCompanyValues({ name: 'X LLC', ein: `${prefix}-1234567` }).ok, prefix).toBe(false)
    expect(checkCompanyValues({ name: 'X LLC', ein: '123456789' })).toMatchObject({
      ok: true,
      company: { ein: '12-3456789' },
    })
    expect(normalizeDate('11/28/2026')).toBe('2026-11-28')
    expect(normalizeDate('28 November 2026')).toBe('2026-11-28')
    expect(normalizeDate('02/30/2026')).toBeUndefined()
  })

  it('the tax form takes 123456789 and sends it as 12-3456789, as the import does; 00-0000000 is refused on the field', async () => {
    const h = createCompaniesHarness()
    h.render(<TaxRegistrationForm draftStorage={false} />)
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
    await userEvent.fill(field(/^Legal business name/), 'Rainier Outfitters LLC')
    await userEvent.selectOptions(field(/^Entity type/), 'LLC')
    await userEvent.fill(field(/^Employer Identification Number/), '00-0000000')
    await userEvent.selectOptions(field(/^State( \*)?$/), 'WA')
    await userEvent.fill(field(/^First name/), 'Ada')
    await userEvent.fill(field(/^Last name/), 'Lovelace')
    await userEvent.selectOptions(field(/^Title/), 'Member')
    await userEvent.fill(field(/^Date of birth/), '1985-04-12')
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    const ein = field(/^Employer Identification Number/)
    await waitFor(() => expect(ein.getAttribute('aria-invalid')).toBe('true'))
    expect(ein).toHaveAccessibleDescription(/No EIN starts with these two digits/)
    await userEvent.fill(ein, '123456789')
    await userEvent.click(screen.getByRole('button', { name: 'Review the registration' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Register for payroll taxes' }))
    await waitFor(() => expect(h.sent('tax-reg-50states', 'POST')).toHaveLength(1))
    expect(JSON.parse(h.sent('tax-reg-50states', 'POST')[0]!.body!).partnerOrder.businessDetails.EIN).toBe(
      '12-3456789',
    )
  })
})
