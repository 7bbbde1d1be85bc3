import * as z from 'zod/mini'
import { checked } from './checked'
import { US_STATE_CODES, US_STATE_NAMES } from './usStates'

// zod/mini, not classic zod: the same engine with a functional API that tree-shakes, so a page that
// reads alerts does not ship every method of every schema (issue 13's size budget). Messages that
// are not written here come from zod's English locale, passed at each parse (`safeParseSchema`).
//
// Bundlers keep every schema of a module once a page uses one of them (Rolldown and esbuild alike do
// not drop an unused zod schema beside a used one), so modules are cut where pages differ: the lists
// a screen shows (serviceVocabulary), what a form sends (the product files), what the service
// answers (the product's answers file, which only the client's lazily loaded routes need).
//
// Requests are strict (we never send what the service would refuse); responses are tolerant
// (GEN-4: unknown members kept, statusCode a number or a string, null where the service sends null).

/** An employer identification number as the service checks it: NN-NNNNNNN (TAX-6, CMP-3). */
export const einSchema = checked(z.string(), z.regex(/^\d{2}-\d{7}$/, 'EIN must look like 12-3456789'))

/** A two-letter US state code (CMP-3, BF-2). */
export const stateCodeSchema = z.enum(US_STATE_CODES as [string, ...string[]], {
  error: 'Use a two-letter state code, e.g. CA',
})

/** A US state's full name, as the packages query wants it (BF-1). */
export const stateNameSchema = z.enum(US_STATE_NAMES as [string, ...string[]], {
  error: 'Use the state’s full name, e.g. California',
})

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const isoDateSchema = checked(
  z.string(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'That date does not exist'),
)

/** A service identifier: 18-character record ids in practice, but never validated as a UUID. */
export const idSchema = checked(
  z.string(),
  z.minLength(1, 'Required'),
  z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid identifier'),
)

/** The body `statusCode`, which the service writes as a number or a string (BF-8, GEN-4). */
export const statusCodeSchema = z.union([z.number(), z.string()])

/** A money amount as the service reads it: a number, or a numeric string. */
export const amountSchema = z.union([z.number(), z.string()])

/** The general error body (section 7): every member optional, since it "varies by endpoint family". */
export const errorBodySchema = z.looseObject({
  statusCode: z.optional(statusCodeSchema),
  message: z.optional(z.string()),
  errorMessage: z.optional(z.array(z.string())),
  data: z.optional(z.unknown()),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** A form field value as the compliance forms carry it (CMP-8). */
export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type FieldValue = z.infer<typeof fieldValueSchema>
