import type * as z from 'zod/mini'
import type { FieldErrors } from './PartnerApiError'

// The service names the field a 4xx is about inside its message text. We recognise the shapes it
// uses and turn them into field paths a form can put next to the right input:
//   "Required field missing: EntityState.EntityNumber"                    → EntityState.EntityNumber (CMP-10)
//   "FIELD_CUSTOM_VALIDATION_EXCEPTION: ein: EIN must be …"               → ein (CMP-3)
//   "FIELD_CUSTOM_VALIDATION_EXCEPTION: record 4 of 10: ein: …"           → 3.ein (CMP-4, positional)
//   "Please enter a value for ResponsiblePartySSN"                        → responsibleParty.responsiblePartySSN (BF-10)
//   "responsibleParties[0].dateOfBirth is required when …"                → responsibleParties.0.dateOfBirth (TAX-3)

const RECORD = /\brecord (\d+) of \d+:\s*/i
const CODED = /^[A-Z][A-Z0-9_]+:\s*([A-Za-z_][\w.[\]]*):\s*(.+)$/
const PLEASE_ENTER = /please (?:enter|provide) a (?:valid )?value for ([A-Za-z_]\w*)/i
const PATH_TOKEN = /\b[A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)+/g

const normalise = (path: string) => path.replace(/\[(\d+)\]/g, '.$1')

/** Field errors named in the service's messages; `schema` resolves bare field names to full paths. */
export function parseFieldErrors(texts: readonly string[], schema?: z.core.$ZodType): FieldErrors {
  const errors: Record<string, string> = {}
  for (const raw of texts) {
    const record = RECORD.exec(raw)
    const prefix = record ? `${Number(record[1]) - 1}.` : ''
    const text = record ? raw.replace(RECORD, '') : raw

    const coded = CODED.exec(text)
    if (coded?.[1] && coded[2]) {
      errors[prefix + normalise(coded[1])] = coded[2].trim()
      continue
    }
    const please = PLEASE_ENTER.exec(text)
    if (please?.[1]) {
      const name = please[1].charAt(0).toLowerCase() + please[1].slice(1)
      errors[prefix + (findFieldPath(schema, name) ?? name)] = text
      continue
    }
    for (const token of text.match(PATH_TOKEN) ?? []) {
      errors[prefix + normalise(token)] ??= text
    }
  }
  return errors
}

/** Field errors from a failed client-side parse: the first message per path. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], dropPrefix?: string): FieldErrors {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = issue.path.map(String)
    if (dropPrefix && path[0] === dropPrefix) path.shift()
    errors[path.join('.') || '_'] ??= issue.message
  }
  return errors
}

interface Def {
  type?: string
  shape?: Record<string, z.core.$ZodType>
  innerType?: z.core.$ZodType
  in?: z.core.$ZodType
  element?: z.core.$ZodType
  options?: z.core.$ZodType[]
}
const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The dotted path of the first object member called `name` (case-insensitive), searching depth-first. */
export function findFieldPath(
  schema: z.core.$ZodType | undefined,
  name: string,
  depth = 0,
): string | undefined {
  if (!schema || depth > 8) return undefined
  const def = defOf(schema)
  const inner = def.innerType ?? def.in
  if (inner) return findFieldPath(inner, name, depth + 1)
  if (def.options) {
    for (const option of def.options) {
      const found = findFieldPath(option, name, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!def.shape) return undefined
  const lower = name.toLowerCase()
  for (const key of Object.keys(def.shape)) {
    if (key.toLowerCase() === lower) return key
  }
  for (const [key, child] of Object.entries(def.shape)) {
    const found = findFieldPath(child, name, depth + 1)
    // The partner order is the caller's input: paths are relative to it.
    if (found) return key === 'partnerOrder' ? found : `${key}.${found}`
  }
  return undefined
}
