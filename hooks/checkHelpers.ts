// The schema-backed checks `filing-kit/hooks` re-exports (a company row, a tax registration form, a
// formation order form), through a module of their own, as schemaHelpers.ts does for the schemas.
// The components' lazy chunks (the import's row checks, the order forms' checks) use the same core
// modules, and esbuild's code splitting loads up front every module a lazy chunk uses that the
// page's entry reaches by static imports, following each import of the hooks barrel whether the page
// uses the name or not: re-exported directly, they put zod and the schemas on every esbuild page
// importing the hooks (issue 23). The components take them from ./checks.ts instead, so this module
// is used only where a partner's page uses these names.
import {
  checkCompanyRows as checkRows,
  checkCompanyValues as checkValues,
  companyInputFromValues as inputFromValues,
  checkTaxRegistrationForm as checkTaxForm,
  formationFieldProblems as formationProblems,
} from '../src/index'

export const checkCompanyRows = checkRows
export const checkCompanyValues = checkValues
export const companyInputFromValues = inputFromValues
export const checkTaxRegistrationForm = checkTaxForm
export const formationFieldProblems = formationProblems
