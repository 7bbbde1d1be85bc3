import * as z from 'zod/mini'
import { checked } from './checked'
import { isFieldValue, isPlainRecord, type FormSections } from './isFormSections'

export type { FormSections } from './isFormSections'

// A compliance form's sections (CMP-8), in a module of their own: what the forms send and what the
// service answers both carry them.

/**
 * The check behind `formSectionsSchema`: section name → (field name → text, number, boolean or
 * null), each bad value reported at `section.field` with the same words a zod record would use.
 */
function checkFormSections(value: unknown, ctx: z.core.$RefinementCtx<unknown>): void {
  if (!isPlainRecord(value)) {
    ctx.addIssue({ code: 'invalid_type', expected: 'record', input: value })
    return
  }
  for (const section of Object.keys(value)) {
    const fields = value[section]
    if (!isPlainRecord(fields)) {
      ctx.addIssue({ code: 'invalid_type', expected: 'record', input: fields, path: [section] })
      continue
    }
    for (const field of Object.keys(fields)) {
      if (!isFieldValue(fields[field])) {
        ctx.addIssue({
          code: 'custom',
          message: 'Invalid input',
          input: fields[field],
          path: [section, field],
        })
      }
    }
  }
}

/**
 * Checked by one function rather than a record of records of a union: an alert list carries a
 * form per alert, and zod's generic record walk was most of the cost of decoding one (issue 13).
 * A bad value is reported at its own path, `section.field`, as the record would have.
 */
export const formSectionsSchema = checked(z.custom<FormSections>(), z.superRefine(checkFormSections))
