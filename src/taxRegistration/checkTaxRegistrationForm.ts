import { isCalendarDate } from '../format/calendarDate'
import { isValidEin, normalizeEin } from '../format/ein'
import { createTaxRegistrationInputSchema } from '../schemas/taxRegistration'
import { safeParseSchema } from '../schemas/safeParseSchema'
import {
  filled,
  taxRegistrationOrderFromForm,
  titlesFor,
  type TaxFormField,
  type TaxRegistrationFormValues,
} from './taxRegistrationForm'

// The tax registration form's checks as the user types. The rules themselves (TAX-3 to TAX-7) are the
// create schema's: the form runs it on the order it would send and turns each issue into a problem
// code a component can put in its own words. Apart from the form's values (./taxRegistrationForm):
// zod and the schema load with this module, which the form's page imports lazily (issue 23).

/** Why a field cannot be sent; a component says it in its own words. */
export type TaxFormProblem =
  | { code: 'required' }
  | { code: 'einFormat' }
  | { code: 'einUnissued' }
  | { code: 'titleNotAllowed'; entityType: string; titles: readonly string[] }
  | { code: 'dateOfBirthRequired' }
  | { code: 'nonProfitRequired' }
  | { code: 'amountNegative' }
  | { code: 'amountInvalid' }
  | { code: 'dateInvalid' }
  | { code: 'stateRepeated' }

function problemOf(
  path: readonly PropertyKey[],
  code: string,
  values: TaxRegistrationFormValues,
): TaxFormProblem {
  const last = String(path.at(-1))
  if (last === 'EIN') return { code: 'einFormat' }
  if (last === 'nonProfitInfo') return { code: 'nonProfitRequired' }
  if (last === 'title')
    return {
      code: 'titleNotAllowed',
      entityType: values.entityType,
      titles: titlesFor(values.entityType) ?? [],
    }
  if (last === 'dateOfBirth') return { code: code === 'custom' ? 'dateOfBirthRequired' : 'dateInvalid' }
  if (last === 'firstPayrollAmount') return { code: code === 'custom' ? 'amountNegative' : 'amountInvalid' }
  return { code: 'required' }
}

/**
 * What stops the form from being sent, by field key; empty when it can go. The service's rules come
 * from the create schema (TAX-3 to TAX-7), plus what a person must fill in for the order to make sense.
 */
export function checkTaxRegistrationForm(
  values: TaxRegistrationFormValues,
): Readonly<Record<TaxFormField, TaxFormProblem>> {
  const problems: Record<TaxFormField, TaxFormProblem> = {}
  const add = (field: string, problem: TaxFormProblem) => {
    problems[field] ??= problem
  }
  const parsed = safeParseSchema(createTaxRegistrationInputSchema, taxRegistrationOrderFromForm(values))
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add(issue.path.map(String).join('.'), problemOf(issue.path, issue.code, values))
  }
  if (!filled(values.legalName)) add('businessDetails.legalName', { code: 'required' })
  // Well formed, but a prefix the IRS never issues: the same rule as the import's.
  if (normalizeEin(values.EIN) && !isValidEin(values.EIN)) add('businessDetails.EIN', { code: 'einUnissued' })
  if (filled(values.firstPayrollDate) && !isCalendarDate(values.firstPayrollDate))
    add('accountInfo.firstPayrollDate', { code: 'dateInvalid' })
  const seen = new Set<string>()
  values.states.forEach((row, index) => {
    if (!filled(row.state)) add(`stateInfo.${index}.state`, { code: 'required' })
    else if (seen.has(row.state)) add(`stateInfo.${index}.state`, { code: 'stateRepeated' })
    seen.add(row.state)
  })
  values.parties.forEach((party, index) => {
    const at = `responsibleParties.${index}`
    if (party.type === 'INDIVIDUAL') {
      if (!filled(party.firstName)) add(`${at}.firstName`, { code: 'required' })
      if (!filled(party.lastName)) add(`${at}.lastName`, { code: 'required' })
    } else if (!filled(party.businessName)) add(`${at}.businessName`, { code: 'required' })
  })
  return problems
}
