import { csvSafeCell } from '../../hooks'
import { loadPapa } from './parseCompanyFile'
import { saveBlob } from '../base/saveBlob'

/** What became of one row of the file. */
export interface BulkImportResultRow {
  /** The row's number among the file's companies, from 1. */
  row: number
  name: string
  /** The id the service assigned, when the row was imported. */
  companyId: string | undefined
  /** The partner's reference, echoed by the service; null when none was given. */
  PCID: string | null
  status: 'created' | 'skipped' | 'not_imported'
}

/** The results as CSV text (with a BOM, for spreadsheets), every cell guarded against formula injection. */
export async function resultCsv(rows: readonly BulkImportResultRow[]): Promise<string> {
  const Papa = await loadPapa()
  const csv = Papa.unparse({
    fields: ['row', 'name', 'companyId', 'PCID', 'status'],
    data: rows.map((row) => [
      String(row.row),
      csvSafeCell(row.name),
      csvSafeCell(row.companyId),
      csvSafeCell(row.PCID),
      row.status,
    ]),
  })
  return `\ufeff${csv}\r\n`
}

/** Hands `text` to the browser as a downloaded file. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName)
}
