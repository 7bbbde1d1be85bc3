// The row checks (the company schema, and with it zod), in a module of its own that BulkCompanyImport
// loads when it first checks a file's rows: the upload screen does not carry them (issue 13's
// per-component budget), and they arrive while the person maps columns.
import { checkCompanyRows, findCompanyDuplicates } from '../../hooks/coreHelpers'
import type {
  CheckCompanyRowsOptions,
  CheckedCompanyRow,
  Company,
  CompanyColumnMapping,
  PartnerClient,
} from '../../hooks'

export { checkCompanyRows, checkCompanyValues } from '../../hooks/coreHelpers'

/**
 * Checks every row, and compares the valid ones with each other and with the partner's companies
 * (read fresh, so one imported a minute ago counts). The service compares nothing: two identical
 * rows make two companies. When the list cannot be read the rows are still compared with each other,
 * and `notCompared` says so.
 */
export async function checkImportRows(
  client: PartnerClient,
  rows: readonly (readonly string[])[],
  mapping: CompanyColumnMapping,
  options: CheckCompanyRowsOptions = {},
) {
  const [checked, existing] = await Promise.all([
    checkCompanyRows(rows, mapping, options),
    client.compliance.listCompanies({ signal: options.signal }).catch(() => undefined),
  ])
  return {
    rows: checked,
    duplicates: findCompanyDuplicates(
      checked.map((row) => row.company),
      existing,
    ),
    notCompared: !existing,
    existing: existing ?? [],
  }
}

/**
 * What a row fixed in the review repeats now: another valid row of the file (wherever it is) or a
 * company the partner has, as the file's rows were compared. Undefined while the row is not valid.
 */
export function editedRowDuplicate(
  rows: readonly CheckedCompanyRow[],
  index: number,
  edited: CheckedCompanyRow,
  existing: readonly Company[],
) {
  if (!edited.company) return undefined
  const others = rows.map((row, at) => (at === index ? undefined : row.company))
  return findCompanyDuplicates([...others, edited.company], existing).at(-1)
}
