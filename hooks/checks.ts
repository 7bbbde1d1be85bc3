// The schema-backed checks for the components (CompanyForm, and the import's and order forms' lazy
// chunks), re-exported straight from the core: with no code of its own this module leaves the build,
// and its importers bind to the core's modules, not to checkHelpers.ts — which the hooks barrel
// imports, so using it would lead esbuild from the barrel to zod on every page (see checkHelpers.ts).
export {
  checkCompanyRows,
  checkCompanyValues,
  checkTaxRegistrationForm,
  formationFieldProblems,
} from '../src/index'
