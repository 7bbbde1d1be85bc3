// The one "never stored" rule (issue 35): a draft, a kept copy or a receipt leaves out any value whose
// name says it is a secret about a person or a company — an SSN, ITIN, TIN or tax id, an EIN, a date of
// birth, a password. Before this, the compliance draft (which kept a date of birth) and the other
// drafts each had their own pattern. Names come in every style the service and our forms use
// (`responsiblePartySSN`, `Owner2DateOfBirth`, `Applicant_DOB`, `dateofbirth`, `EIN`), so the name is
// read both as words and as one run of letters; either matching is enough (fail closed).
import { humanizeFieldKey } from '../forms/humanizeFieldKey'

/** Word sequences that name a secret, on the name's words ("Owner 2 date of birth"). */
const SECRET_WORDS =
  /\b(ssn|itin|tin|fein|ein|dob|tax ?id|taxpayer id|social security( number)?|(taxpayer|employer) identification number|date of birth|birth ?date|password)\b/
/** The same on the name as one run of lower-case letters, for names with no word breaks at all. */
const SECRET_RUN =
  /(^ssn|ssn$|itin$|^tin$|^fein|ein$|dob$|taxid|socialsecurity|identificationnumber|dateofbirth|birthdate|password)/

/**
 * Whether a field or member called `name` holds a secret that must never be stored (a draft, a kept
 * copy, a receipt): an SSN, ITIN, TIN or tax id, an EIN, a date of birth, a password. Names in any
 * style: `ssn`, `responsiblePartySSN`, `EIN`, `Owner2DateOfBirth`, `Applicant_DOB`, `birthDate`.
 * @example isSensitiveFieldName('Owner1DateOfBirth') // true
 * @example isSensitiveFieldName('legalName') // false
 */
export function isSensitiveFieldName(name: string): boolean {
  const words = humanizeFieldKey(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
  return SECRET_WORDS.test(words) || SECRET_RUN.test(name.toLowerCase().replace(/[^a-z]/g, ''))
}
