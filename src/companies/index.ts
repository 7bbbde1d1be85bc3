export { COMPANY_IMPORT_FIELDS, suggestCompanyMapping } from './companyImportFields'
export type { CompanyImportField, CompanyColumnMapping } from './companyImportFields'
export { mapCompanyRow } from './mapCompanyRow'
export type { CompanyRowValues } from './mapCompanyRow'
export { companyInputFromValues, checkCompanyValues, checkCompanyRows } from './companyRows'
export { yieldToPage } from './yieldToPage'
export { findCompanyDuplicates } from './findCompanyDuplicates'
export type { CompanyDuplicate } from './findCompanyDuplicates'
export type {
  CompanyProblem,
  CompanyProblemCode,
  CheckedCompanyRow,
  CheckCompanyRowsOptions,
} from './companyRows'
export { csvSafeCell } from './csvSafeCell'
