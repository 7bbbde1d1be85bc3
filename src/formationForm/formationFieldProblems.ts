import { createFormationOrderInputSchema } from '../schemas/formation'
import { type FormationPackage } from '../schemas/formationAnswers'
import { safeParseSchema } from '../schemas/safeParseSchema'
import { valueAt } from '../api/valueAt'
import { formationOrderInputFrom, type FormationFormValues } from './formValues'
import { isUsPhone } from './usPhone'
import { isPoBox } from './addressAndName'

// Apart from the form's values (./formValues): this module needs zod and the create-order schema,
// which a form's page loads only when it first checks (the form imports it lazily, issue 23).

/** Why a field is refused: nothing typed, or something typed that is not valid. */
export type FieldProblem = 'required' | 'invalid' | 'poBox'

/**
 * Every field the create-order schema refuses (the same rules the service enforces, BF-10), by dotted
 * path (`contact.contactEmail`), as `required` or `invalid`; and a phone that is not a US number
 * (`isUsPhone`), which the schema lets through: a number without its area code cannot be called back.
 */
export function formationFieldProblems(
  values: FormationFormValues,
  pkg: FormationPackage | undefined,
): Record<string, FieldProblem> {
  const input = formationOrderInputFrom(values, pkg)
  const parsed = safeParseSchema(createFormationOrderInputSchema, input)
  const problems: Record<string, FieldProblem> = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.')
    const value = valueAt(input, issue.path)
    const missing = value === undefined || value === null || value === ''
    problems[path] ??= missing ? 'required' : 'invalid'
  }
  for (const field of ['contactPhone', 'contactEveningPhone'] as const) {
    const phone = input.contact[field]
    if (phone && !isUsPhone(phone)) problems[`contact.${field}`] ??= 'invalid'
  }
  // A street address a person can be found at: the principal office and another registered agent's.
  const streets = [
    ['businessAddress.businessAddressAddress1', input.businessAddress.businessAddressAddress1],
    ['businessAddress.businessAddressAddress2', input.businessAddress.businessAddressAddress2],
    ['registerAgent.registeredAgentAddress1', valueAt(input, ['registerAgent', 'registeredAgentAddress1'])],
    ['registerAgent.registeredAgentAddress2', valueAt(input, ['registerAgent', 'registeredAgentAddress2'])],
  ] as const
  for (const [path, street] of streets)
    if (typeof street === 'string' && isPoBox(street)) problems[path] ??= 'poBox'
  return problems
}
