export { COMPANY_IMPORT_FIELDS, suggestCompanyMapping } from './companyImportFields'
export type { CompanyImportField, CompanyColumnMapping } from './companyImportFields'
export {
  mapCompanyRow,
  companyInputFromValues,
  checkCompanyValues,
  checkCompanyRows,
  yieldToPage,
} from './companyRows'
export type {
  CompanyProblem,
  CompanyProblemCode,
  CompanyRowValues,
  CheckedCompanyRow,
  CheckCompanyRowsOptions,
} from './companyRows'
export { csvSafeCell } from './csvSafeCell'
