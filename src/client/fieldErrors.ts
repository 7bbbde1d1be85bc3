import type * as z from 'zod/mini'
import type { FieldErrors } from './PartnerApiError'

// The service names the field a 4xx is about inside its message text. We recognise the shapes it
// uses and turn them into field paths a form can put next to the right input:
//   "Required field missing: EntityState.EntityNumber"                    → EntityState.EntityNumber (CMP-10)
//   "FIELD_CUSTOM_VALIDATION_EXCEPTION: ein: EIN must be …"               → ein (CMP-3)
//   "FIELD_CUSTOM_VALIDATION_EXCEPTION: record 4 of 10: ein: …"           → 3.ein (CMP-4, positional)
//   "Please enter a value for ResponsiblePartySSN"                        → responsibleParty.responsiblePartySSN (BF-10)
//   "responsibleParties[0].dateOfBirth is required when …"                → responsibleParties.0.dateOfBirth (TAX-3)

// Service text is untrusted input: only its first MAX_MESSAGE_CHARS are read, and every pattern
// below runs in time linear in what is read: no two quantifiers can match the same characters.
// CODED once read `:\s*(.+)$`, where `\s*` and `.+` shared every space before a line break, and a
// 64,000-character message took seconds; its message now starts at a non-space (`\S`), so the
// spaces belong to `\s*` alone (a message of spaces alone is none: nothing to show on the field).
// Each repeated part of PATH_TOKEN starts with a `[` or `.` that the part before cannot take.
const MAX_MESSAGE_CHARS = 4096
const RECORD = /\brecord (\d+) of \d+:\s*/i
const CODED = /^[A-Z][A-Z0-9_]+:\s*([A-Za-z_][\w.[\]]*):\s*(\S.*)$/
const PLEASE_ENTER = /please (?:enter|provide) a (?:valid )?value for ([A-Za-z_]\w*)/i
const PATH_TOKEN = /\b[A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)+/g
const PATH_CHAR = /[\w.[\]]/

const normalise = (path: string) => path.replace(/\[(\d+)\]/g, '.$1')
const isPathChar = (char: string) => PATH_CHAR.test(char)

/**
 * At most the first MAX_MESSAGE_CHARS of a message. A field name the cut goes through is dropped
 * whole, not read as a shorter name; so is half a surrogate pair.
 */
function readable(text: string): string {
  if (text.length <= MAX_MESSAGE_CHARS) return text
  let end = MAX_MESSAGE_CHARS
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end -= 1
  while (end > 0 && isPathChar(text.charAt(end - 1)) && isPathChar(text.charAt(end))) end -= 1
  return text.slice(0, end)
}

/**
 * Field errors named in the service's messages; `fieldPath` resolves a bare field name to its full
 * path (the public `parseFieldErrors` does it through a schema). A function, not the schema: the
 * schema walk (findFieldPath) then loads with the validation module, not in a page's first script.
 */
export function fieldErrorsFromMessages(
  texts: readonly string[],
  fieldPath?: (name: string) => string | undefined,
): FieldErrors {
  const errors: Record<string, string> = {}
  for (const raw of texts) {
    const read = readable(raw)
    const record = RECORD.exec(read)
    const prefix = record ? `${Number(record[1]) - 1}.` : ''
    const text = record ? read.replace(RECORD, '') : read

    const coded = CODED.exec(text)
    if (coded?.[1] && coded[2]) {
      errors[prefix + normalise(coded[1])] = coded[2].trimEnd()
      continue
    }
    const please = PLEASE_ENTER.exec(text)
    if (please?.[1]) {
      const name = please[1].charAt(0).toLowerCase() + please[1].slice(1)
      errors[prefix + (fieldPath?.(name) ?? name)] = text
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
