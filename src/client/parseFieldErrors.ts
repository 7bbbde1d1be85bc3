import type * as z from 'zod/mini'
import { fieldErrorsFromMessages } from './fieldErrors'
import { findFieldPath } from './findFieldPath'
import type { FieldErrors } from './PartnerApiError'

/** Field errors named in the service's messages; `schema` resolves bare field names to full paths. */
export function parseFieldErrors(texts: readonly string[], schema?: z.core.$ZodType): FieldErrors {
  return fieldErrorsFromMessages(texts, schema && ((name) => findFieldPath(schema, name)))
}
