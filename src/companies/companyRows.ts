import { companyInputSchema, type CompanyInput } from '../schemas/compliance'
import { COMPANY_IMPORT_FIELDS, type CompanyImportField } from './companyImportFields'
import { safeParseSchema } from '../schemas/safeParseSchema'
import type { CompanyRowValues } from './mapCompanyRow'
import { isValidEin, normalizeEin } from '../format/ein'
import { normalizeDate } from '../format/normalizeDate'
import { stateCode } from '../schemas/usStates'

/** Why a field of a row cannot be sent, as a code a screen turns into words in its own language. */
export type CompanyProblemCode =
  'required' | 'ein' | 'einUnissued' | 'state' | 'date' | 'url' | 'zip' | 'email' | 'invalid'

/** One reason a row would be refused (CMP-3): the field and what is wrong with it. */
export interface CompanyProblem {
  field: CompanyImportField
  code: CompanyProblemCode
}

/** A row checked against the company schema: the company to send, or the problems to fix. */
export type CheckedCompanyRow =
  | { ok: true; company: CompanyInput; problems?: undefined }
  | { ok: false; company?: undefined; problems: readonly CompanyProblem[] }

const CODE_BY_FIELD: Partial<Record<CompanyImportField, CompanyProblemCode>> = {
  name: 'required',
  ein: 'ein',
  homeState: 'state',
  'businessAddress.state': 'state',
  formationDate: 'date',
  website: 'url',
  'businessAddress.zip': 'zip',
  'businessAddress.email': 'email',
}

/**
 * Field values → the create-company body: trimmed, empty values left out, the address nested. What
 * people write is read as the service wants it: a state by code or full name (`ca`, `Washington` →
 * `CA`, `WA`), an EIN's nine digits with its dash (`123456789` → `12-3456789`), a date written the US
 * way or in words (`11/28/2026`, `Nov 28, 2026` → `2026-11-28`).
 */
export function companyInputFromValues(values: CompanyRowValues): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  const address: Record<string, string> = {}
  for (const field of COMPANY_IMPORT_FIELDS) {
    let value = values[field]?.trim()
    if (!value) continue
    if (field === 'homeState' || field === 'businessAddress.state')
      value = stateCode(value) ?? value.toUpperCase()
    if (field === 'ein') value = normalizeEin(value) ?? value
    if (field === 'formationDate') value = normalizeDate(value) ?? value
    if (field.startsWith('businessAddress.')) address[field.slice('businessAddress.'.length)] = value
    else input[field] = value
  }
  if (Object.keys(address).length > 0) input.businessAddress = address
  return input
}

/** Checks one row's values against the company schema (CMP-3) — the same check the service makes. */
export function checkCompanyValues(values: CompanyRowValues): CheckedCompanyRow {
  const input = companyInputFromValues(values)
  const result = safeParseSchema(companyInputSchema, input)
  // Well formed, but no EIN the IRS issues (`00-0000000`): a typo the service would not catch.
  const unissued = typeof input.ein === 'string' && /^\d{2}-\d{7}$/.test(input.ein) && !isValidEin(input.ein)
  if (result.success && !unissued) return { ok: true, company: result.data }
  const problems: CompanyProblem[] = unissued ? [{ field: 'ein', code: 'einUnissued' }] : []
  if (result.success) return { ok: false, problems }
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as CompanyImportField
    if (!COMPANY_IMPORT_FIELDS.includes(field) || problems.some((problem) => problem.field === field))
      continue
    problems.push({ field, code: CODE_BY_FIELD[field] ?? 'invalid' })
  }
  if (problems.length === 0) problems.push({ field: 'name', code: 'invalid' })
  return { ok: false, problems }
}
