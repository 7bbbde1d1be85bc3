import type { FieldValue } from './common'

// What `formSectionsSchema` accepts, without zod: the client's generated answer checks
// (src/api/generated/) call it for an alert's forms, so that a page reading alerts need not load zod.

/** Section name → (field name → value). Fields without a section live under `root`. */
export type FormSections = Record<string, Record<string, FieldValue>>

/** A plain object, as JSON makes: not an array, a Map or a class instance a caller built. */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

/** What z.union([z.string(), z.number(), z.boolean(), z.null()]) accepts: finite numbers only. */
export const isFieldValue = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value))

/** Whether `formSectionsSchema` takes `value` without an issue (it passes a valid value on as is). */
export function isFormSections(value: unknown): value is FormSections {
  if (!isPlainRecord(value)) return false
  for (const section of Object.keys(value)) {
    const fields = value[section]
    if (!isPlainRecord(fields)) return false
    for (const field of Object.keys(fields)) if (!isFieldValue(fields[field])) return false
  }
  return true
}
