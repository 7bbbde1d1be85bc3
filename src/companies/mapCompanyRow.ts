import {
  COMPANY_IMPORT_FIELDS,
  type CompanyColumnMapping,
  type CompanyImportField,
} from './companyImportFields'

// Apart from the row checks: the import screen maps rows before it checks them, and the checks bring
// the company schema and zod, which it loads later (issue 13's per-component budget).

/** A row as mapped: every mapped field's text (trimmed), by field. */
export type CompanyRowValues = Partial<Record<CompanyImportField, string>>

/** The row's cells as field values, through the mapping. */
export function mapCompanyRow(cells: readonly string[], mapping: CompanyColumnMapping): CompanyRowValues {
  const values: CompanyRowValues = {}
  for (const field of COMPANY_IMPORT_FIELDS) {
    const column = mapping[field]
    if (column === undefined) continue
    const cell = cells[column]
    if (cell !== undefined) values[field] = cell
  }
  return values
}
