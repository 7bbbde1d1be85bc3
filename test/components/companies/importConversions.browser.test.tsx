// Issue 34: the import reads what people write — a date the US way or in words, a state by its name, an
// EIN without its dash — and sends it as the service wants it. The owner sees each value it read
// otherwise than written on the review step, with how it was read (a date in the page's words), before
// anything is sent; in English and Spanish; a value written as the service wants it is not listed.
import { screen, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { BulkCompanyImport, es } from '../../../components'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const csvFile = (text: string) => new File([text], 'companies.csv', { type: 'text/csv' })
const fileInput = () => screen.getByLabelText(/Companies file|Archivo de empresas/) as HTMLInputElement
const lines = [
  'Company Name,EIN,State,Formation Date',
  'Rainier Outfitters LLC,123456789,Washington,11/28/2026',
  'Cascade Books LLC,98-7654321,or,"Nov 3, 2025"',
  'Olympic Tea LLC,98-7654322,WA,2024-05-01',
]

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

describe('BulkCompanyImport shows what it converted before sending (issue 34)', () => {
  it('lists each date, state name and EIN it read otherwise than written, with how it read it; nothing is sent until the import', async () => {
    const h = createCompaniesHarness()
    const { container } = h.render(<BulkCompanyImport />)
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await screen.findByRole('button', { name: 'Import 3 companies' })
    const list = screen.getByRole('list', {
      name: '4 values will be sent as the service requires them. Check how they were read before importing:',
    })
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Row 2, Rainier Outfitters LLC, Formation date: 11/28/2026 → Nov 28, 2026',
      'Row 2, Rainier Outfitters LLC, Home state: Washington → WA',
      'Row 2, Rainier Outfitters LLC, EIN: 123456789 → 12-3456789',
      'Row 3, Cascade Books LLC, Formation date: Nov 3, 2025 → Nov 3, 2025',
    ])
    expect(h.sent('/companies', 'POST')).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])
  })

  it('in Spanish, with the dates in the page’s words', async () => {
    const h = createCompaniesHarness()
    h.render(<BulkCompanyImport />, { messages: es, locale: 'es-US' })
    await userEvent.upload(fileInput(), csvFile(lines.join('\n')))
    await userEvent.click(await screen.findByRole('button', { name: 'Revisar las filas' }))
    await screen.findByText(
      '4 valores se enviarán como los exige el servicio. Compruebe cómo se leyeron antes de importar:',
    )
    expect(screen.getByText(/^Fila 2, Rainier Outfitters LLC, .*: 11\/28\/2026 → 28 nov 2026$/)).toBeTruthy()
    expect(screen.getByText(/^Fila 2, Rainier Outfitters LLC, .*: Washington → WA$/)).toBeTruthy()
  })
})
