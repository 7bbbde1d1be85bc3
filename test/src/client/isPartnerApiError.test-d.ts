import { expectTypeOf } from 'vitest'
import { isPartnerApiError, type PartnerApiError } from '../../../src/index'

// Checked by `tsc` (npm test's type-check stage): the guard narrows by kind without losing the rest.
declare const error: PartnerApiError | null

if (isPartnerApiError(error, 'validation')) {
  expectTypeOf(error.kind).toEqualTypeOf<'validation'>()
  expectTypeOf(error.fieldErrors).toEqualTypeOf<Readonly<Record<string, string>>>()
} else {
  // Not a validation error: still any other PartnerApiError (or null), never `never`.
  expectTypeOf(error).toEqualTypeOf<PartnerApiError | null>()
}

declare const caught: unknown
if (isPartnerApiError(caught)) expectTypeOf(caught).toEqualTypeOf<PartnerApiError>()
