import { companyInputSchema, type CompanyInput } from '../schemas/compliance'
import { COMPANY_IMPORT_FIELDS, type CompanyImportField } from './companyImportFields'
import { safeParseSchema } from '../schemas/safeParseSchema'
import type { CompanyRowValues } from './mapCompanyRow'

/** Why a field of a row cannot be sent, as a code a screen turns into words in its own language. */
export type CompanyProblemCode = 'required' | 'ein' | 'state' | 'date' | 'url' | 'zip' | 'email' | 'invalid'

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
 * Field values → the create-company body: trimmed, empty values left out, the address nested. Two
 * harmless spellings are tidied: state codes upper-cased (`ca` → `CA`), a 9-digit EIN given its dash.
 */
export function companyInputFromValues(values: CompanyRowValues): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  const address: Record<string, string> = {}
  for (const field of COMPANY_IMPORT_FIELDS) {
    let value = values[field]?.trim()
    if (!value) continue
    if (field === 'homeState' || field === 'businessAddress.state') value = value.toUpperCase()
    if (field === 'ein' && /^\d{9}$/.test(value)) value = `${value.slice(0, 2)}-${value.slice(2)}`
    if (field.startsWith('businessAddress.')) address[field.slice('businessAddress.'.length)] = value
    else input[field] = value
  }
  if (Object.keys(address).length > 0) input.businessAddress = address
  return input
}

/** Checks one row's values against the company schema (CMP-3) — the same check the service makes. */
export function checkCompanyValues(values: CompanyRowValues): CheckedCompanyRow {
  const result = safeParseSchema(companyInputSchema, companyInputFromValues(values))
  if (result.success) return { ok: true, company: result.data }
  const problems: CompanyProblem[] = []
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as CompanyImportField
    if (!COMPANY_IMPORT_FIELDS.includes(field) || problems.some((problem) => problem.field === field))
      continue
    problems.push({ field, code: CODE_BY_FIELD[field] ?? 'invalid' })
  }
  if (problems.length === 0) problems.push({ field: 'name', code: 'invalid' })
  return { ok: false, problems }
}
