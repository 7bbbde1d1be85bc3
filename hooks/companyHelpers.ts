// The companies-from-a-CSV helpers as `filing-kit/hooks` exports them, through a module of their own:
// the import's lazy chunks (row checks, the result file) use the same core modules, and esbuild would
// otherwise load them up front on every page importing the hooks (see fieldHelpers.ts). The
// components take them from ./coreHelpers.ts.
import {
  COMPANY_IMPORT_FIELDS as importFields,
  suggestCompanyMapping as suggestMapping,
  mapCompanyRow as mapRow,
  findCompanyDuplicates as findDuplicates,
  yieldToPage as yieldPage,
  csvSafeCell as safeCell,
} from '../src/index'

export const COMPANY_IMPORT_FIELDS = importFields
export const suggestCompanyMapping = suggestMapping
export const mapCompanyRow = mapRow
export const findCompanyDuplicates = findDuplicates
export const yieldToPage = yieldPage
export const csvSafeCell = safeCell
