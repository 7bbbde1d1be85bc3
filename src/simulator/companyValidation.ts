import type * as z from 'zod/mini'
import { companyInputSchema } from '../schemas/compliance'
import { safeParseSchema } from '../schemas/safeParseSchema'

/** The service's own validation-exception code, prefixed to every create-company 400 (CMP-3). */
export const VALIDATION_CODE = 'FIELD_CUSTOM_VALIDATION_EXCEPTION'

// The service's wording per field, not zod's: clients parse `<field>: <text>` out of the message.
const TEXT: Readonly<Record<string, string>> = {
  name: 'Company name is required',
  ein: 'EIN must be in the format NN-NNNNNNN',
  homeState: 'State must be a two-letter state code',
  state: 'State must be a two-letter state code',
  formationDate: 'Date must be a valid date in the format YYYY-MM-DD',
  website: 'Website must be a valid URL',
  zip: 'ZIP must be 5 digits or ZIP+4',
  email: 'Email must be a valid email address',
}

function textFor(issue: z.core.$ZodIssue): string {
  const field = String(issue.path[issue.path.length - 1] ?? 'body')
  if (issue.code === 'invalid_type' && field !== 'name') return `${field} must be a ${issue.expected}`
  return TEXT[field] ?? 'Invalid value'
}

/**
 * Checks one company as the service does; `undefined` when it is valid, else `<field>: <text>` for
 * the first failing field, nested fields dotted (`businessAddress.state`). Unknown members are
 * ignored, as the service ignores them.
 */
export function companyProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return 'body: A company must be a JSON object'
  const result = safeParseSchema(companyInputSchema, input)
  if (result.success) return undefined
  const issue = result.error.issues.find((candidate) => candidate.code !== 'unrecognized_keys')
  if (!issue) return undefined
  const path = issue.path.length > 0 ? issue.path.join('.') : 'body'
  return `${path}: ${textFor(issue)}`
}
