// The row checks (the company schema, and with it zod), in a module of its own that BulkCompanyImport
// loads when it first checks a file's rows: the upload screen does not carry them (issue 13's
// per-component budget), and they arrive while the person maps columns.
export { checkCompanyRows, checkCompanyValues } from '../../hooks'
