// TaxRegistrationForm's checks as the owner types (TAX-3 to TAX-7), with zod and the create schema:
// a module of their own that only ./loadTaxFormChecks imports, lazily, so no page loads them up front.
export { checkTaxRegistrationForm } from '../../hooks/coreHelpers'
