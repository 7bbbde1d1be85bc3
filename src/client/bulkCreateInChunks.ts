import type { CompanyInput, CreateCompanyResult } from '../schemas/compliance'
import { isPartnerApiError, PartnerApiError } from './PartnerApiError'

export interface BulkCreateOptions {
  /** Records per request once a batch is split. Default 200, the service's recommendation (CMP-5). */
  chunkSize?: number
  /** Batches up to this size go in one request. Default 500 (spec section 8). */
  splitAbove?: number
}

/** What a bulk create had done when a chunk failed: the chunks before it are stored. */
export interface BulkCreateFailureDetails {
  readonly completed: readonly CreateCompanyResult[]
  /** Index (in the caller's array) of the first record of the chunk that failed. */
  readonly failedChunkStart: number
}

/**
 * Sends a batch as one request, or in sequential chunks when it is large (CMP-5). A chunk's failure
 * rolls back only that chunk (CMP-4), so the error carries what was stored and shifts the service's
 * positional field errors (`3.ein`) to the caller's indices.
 */
export async function bulkCreateInChunks(
  inputs: readonly CompanyInput[],
  options: BulkCreateOptions = {},
  send: (chunk: CompanyInput[]) => Promise<CreateCompanyResult[]>,
): Promise<CreateCompanyResult[]> {
  const chunkSize = options.chunkSize ?? 200
  if (inputs.length <= (options.splitAbove ?? 500)) return send([...inputs])
  const results: CreateCompanyResult[] = []
  for (let start = 0; start < inputs.length; start += chunkSize) {
    try {
      results.push(...(await send(inputs.slice(start, start + chunkSize))))
    } catch (error) {
      if (!isPartnerApiError(error)) throw error
      throw shiftBulkError(error, start, results)
    }
  }
  return results
}

/** Re-bases a chunk's positional field errors (`3.ein` → `203.ein`) onto the whole batch. */
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
  return new PartnerApiError({
    kind: error.kind,
    operation: error.operation,
    status: error.status,
    message: error.message,
    serviceMessage: error.serviceMessage,
    errorMessages: error.errorMessages,
    fieldErrors,
    issues: error.issues,
    retryable: error.retryable,
    details: { completed: [...completed], failedChunkStart: offset } satisfies BulkCreateFailureDetails,
  })
}
