import type * as z from 'zod/mini'
import { valueAt } from '../api/valueAt'

/** `responsiblePartySSN` → `ResponsiblePartySSN`, the service's way of naming a field (BF-10). */
const fieldName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

/**
 * Turns zod issues on a Formation body into the service's `errorMessage` items (BF-10): "Please enter
 * a value for X" for a missing value (including the conditional cascades), "Please enter a valid
 * value for X" for a malformed one, and state fields named as needing a two-letter code. Unknown
 * members are ignored, as the service ignores them; `skip` lists top-level keys checked elsewhere.
 */
export function formationMessages(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  skip: readonly string[] = [],
): string[] {
  const messages = new Set<string>()
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue
    const top = issue.path[0]
    if (typeof top === 'string' && skip.includes(top)) continue
    const key =
      [...issue.path].reverse().find((segment): segment is string => typeof segment === 'string') ?? 'body'
    if (key === 'businessStructureType') {
      messages.add('Entity is required.')
      continue
    }
    const value = valueAt(input, issue.path)
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    if (missing) messages.add(`Please enter a value for ${fieldName(key)}`)
    else if (/State(Initial)?$/.test(key)) messages.add(`${fieldName(key)} must be a two-letter state code`)
    else messages.add(`Please enter a valid value for ${fieldName(key)}`)
  }
  return [...messages]
}
