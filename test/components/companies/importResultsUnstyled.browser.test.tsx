// The import's result table on a host page that does not load filing-kit/styles.css: the table's
// scrolling box must still be bounded, or its virtualiser measures a box as tall as every row and
// draws them all (1,000 rows: 5,000 cells, and axe's pass over the page took 20 s). The bound is the
// component's own; this file loads no stylesheet.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { BulkCompanyImport } from '../../../components'
import { UNISSUED_EIN_PREFIXES } from '../../../src/index'
import { axeViolations } from '../harness'
import { createCompaniesHarness } from '../companiesHarness'

const ROWS = 400
const ISSUED_PREFIXES = Array.from({ length: 89 }, (_, at) => String(10 + at)).filter(
  (prefix) => !UNISSUED_EIN_PREFIXES.includes(prefix),
)
const nameOf = (index: number) => `Unstyled ${String(index + 1).padStart(4, '0')} LLC`

function companiesFile(): File {
  const lines = ['Company Name,EIN,State']
  for (let index = 0; index < ROWS; index += 1)
    lines.push(`${nameOf(index)},${ISSUED_PREFIXES[index % ISSUED_PREFIXES.length]}-${2000000 + index},CA`)
  return new File([lines.join('\r\n')], 'companies.csv', { type: 'text/csv' })
}

/** Whether any stylesheet in the page styles the result table (another file's, left behind). */
const ourStylesheetLoaded = () =>
  [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes('fk-import-results')),
  )

describe('BulkCompanyImport without the library’s stylesheet', () => {
  it(`draws only the result rows in view of ${ROWS}, and the keyboard and the wheel scroll to the last and back`, async () => {
    expect(ourStylesheetLoaded()).toBe(false)
    const h = createCompaniesHarness()
    const { container } = h.render(<BulkCompanyImport />)
    await userEvent.upload(screen.getByLabelText(/Companies file/), companiesFile())
    await userEvent.click(await screen.findByRole('button', { name: 'Check the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: `Import ${ROWS} companies` }))
    await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 30_000 })
    expect(h.created()).toHaveLength(ROWS)

    const table = screen.getByRole('table', { name: 'Each row and its result' })
    const region = screen.getByRole('region', { name: 'Each row and its result' })
    // A screen reader learns the count from aria-rowcount; only a window of rows is in the page.
    expect(table.getAttribute('aria-rowcount')).toBe(String(ROWS + 1))
    const drawn = () => within(table).getAllByRole('row').length
    expect(drawn()).toBeGreaterThan(5)
    expect(drawn()).toBeLessThan(80)
    expect(within(table).getByText(nameOf(0))).toBeTruthy()
    expect(within(table).queryByText(nameOf(ROWS - 1))).toBeNull()
    expect(await axeViolations(container)).toEqual([])

    // By keyboard: the box takes the focus (Tab), End scrolls to the last row, Home back to the first.
    for (let presses = 0; presses < 20 && document.activeElement !== region; presses += 1)
      await userEvent.tab()
    expect(document.activeElement).toBe(region)
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(within(table).getByText(nameOf(ROWS - 1))).toBeTruthy())
    expect(within(table).queryByText(nameOf(0))).toBeNull()
    expect(drawn()).toBeLessThan(80)
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(within(table).getByText(nameOf(0))).toBeTruthy())
    expect(within(table).queryByText(nameOf(ROWS - 1))).toBeNull()

    // By the wheel, over the box: down to the last row.
    await userEvent.wheel(region, { delta: { y: 100_000 } })
    await waitFor(() => expect(within(table).getByText(nameOf(ROWS - 1))).toBeTruthy())
    expect(drawn()).toBeLessThan(80)

    // A host sets another height with the custom property, and its CSS is heard over the default.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
    expect(region.getBoundingClientRect().height).toBeCloseTo(24 * rem, 0)
    container.style.setProperty('--fk-import-results-height', '12rem')
    expect(region.getBoundingClientRect().height).toBeCloseTo(12 * rem, 0)
  }, 90_000) // 400 rows read, checked and sent through the proxy: a few seconds alone, more under load
})
