import { csvSafeCell } from '../../hooks/coreHelpers'
import type { Text } from '../base/useText'
import type { CompanyMessageId } from '../messages/en/companies'

/** What became of one row of the file. */
export interface BulkImportResultRow {
  /** The row's number as the owner's spreadsheet shows it (the header is row 1); a JSON item's from 1. */
  row: number
  name: string
  /** The id the service assigned, when the row was imported. */
  companyId: string | undefined
  /** The partner's reference, echoed by the service; null when none was given. */
  PCID: string | null
  status: 'created' | 'skipped' | 'not_imported'
  /** Why a skipped row was skipped (its problem, or the row or company it repeats), in the owner's words. */
  reason?: string | undefined
}

/** The result table's columns, in the table and in the CSV. */
export const RESULT_COLUMNS = ['row', 'name', 'companyId', 'PCID', 'status', 'reason'] as const

/** A result's status in the words the screen uses. */
export const STATUS_WORDS: Record<BulkImportResultRow['status'], CompanyMessageId> = {
  created: 'companyImport.result.created',
  skipped: 'companyImport.result.skipped',
  not_imported: 'companyImport.result.notImported',
}

/**
 * The results as the owner's CSV (with a BOM, for spreadsheets): the screen's column names and words,
 * in the owner's language; every cell guarded against formula injection.
 */
export async function resultCsv(
  rows: readonly BulkImportResultRow[],
  { t }: Pick<Text<CompanyMessageId>, 't'>,
): Promise<string> {
  // Imported here rather than through parseCompanyFile's loader: this module loads with the end
  // screen's chunk, which shares no module with the page's own (see ImportDone).
  const Papa = (await import('papaparse')).default
  const csv = Papa.unparse({
    fields: RESULT_COLUMNS.map((column) => csvSafeCell(t(`companyImport.results.${column}`))),
    data: rows.map((row) => [
      String(row.row),
      csvSafeCell(row.name),
      csvSafeCell(row.companyId),
      csvSafeCell(row.PCID),
      csvSafeCell(t(STATUS_WORDS[row.status])),
      csvSafeCell(row.reason),
    ]),
  })
  return `\ufeff${csv}\r\n`
}
