// The bulk import's row check, in a module of its own: the company form checks one company up front
// (companyRows.ts), and the import's lazy chunk checks the rows. esbuild loads up front every module a
// lazy chunk uses that the page's entry reaches by static imports, so from companyRows.ts it put the
// row mapping and the yield to the page on the form's page (issue 23).
import { checkCompanyValues, type CheckedCompanyRow } from './companyRows'
import type { CompanyColumnMapping } from './companyImportFields'
import { mapCompanyRow } from './mapCompanyRow'
import { yieldToPage } from './yieldToPage'

/** Options of `checkCompanyRows`. */
export interface CheckCompanyRowsOptions {
  /** Stops the check; the promise rejects with the signal's reason. */
  signal?: AbortSignal
  /** After every slice: rows checked so far, of all. */
  onProgress?: (checked: number, total: number) => void
  /** Longest stretch of work between two yields to the page, in ms. Default 8. */
  sliceMs?: number
}

const clock = () => (typeof performance === 'undefined' ? Date.now() : performance.now())

/**
 * Maps and checks every row (`checkCompanyValues`) in slices of a few milliseconds, yielding to the
 * page between them, so that ten thousand rows never freeze it. Results are positional.
 */
export async function checkCompanyRows(
  rows: readonly (readonly string[])[],
  mapping: CompanyColumnMapping,
  { signal, onProgress, sliceMs = 8 }: CheckCompanyRowsOptions = {},
): Promise<CheckedCompanyRow[]> {
  const checked: CheckedCompanyRow[] = new Array<CheckedCompanyRow>(rows.length)
  let index = 0
  while (index < rows.length) {
    signal?.throwIfAborted()
    const sliceStart = clock()
    do {
      checked[index] = checkCompanyValues(mapCompanyRow(rows[index]!, mapping))
      index += 1
    } while (index < rows.length && clock() - sliceStart < sliceMs)
    onProgress?.(index, rows.length)
    if (index < rows.length) await yieldToPage()
  }
  signal?.throwIfAborted()
  return checked
}
