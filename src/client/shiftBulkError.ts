import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import type { PartnerApiError } from './PartnerApiError'

/**
 * A chunk's error re-based onto the whole batch: the service's positional field errors (`3.ein`)
 * become the caller's indices (`203.ein`), and `details` says what was stored before the chunk
 * (`BulkCreateFailureDetails`).
 */
export function shiftBulkError(
  error: PartnerApiError,
  offset: number,
  completed: readonly CreateCompanyResult[],
): PartnerApiError {
  const fieldErrors: Record<string, string> = {}
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const [head, ...rest] = path.split('.')
    const index = Number(head)
    fieldErrors[Number.isInteger(index) && head !== '' ? [index + offset, ...rest].join('.') : path] = message
  }
  return error.with({ fieldErrors, details: { completed: [...completed], failedChunkStart: offset } })
}
