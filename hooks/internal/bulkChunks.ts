import {
  isPartnerApiError,
  PartnerApiError,
  shiftBulkError,
  type CompanyInput,
  type CreateCompanyResult,
  type PartnerClient,
} from '../../src/index'
import { isOutcomeUnknown } from './outcome'

/**
 * Where a chunk stands. `failed`: the service (or the client's checks) refused it — nothing of it was
 * stored (CMP-4), safe to send again. `unknown`: no answer we can trust — aborted in flight, timed
 * out, a network failure, a 5xx or an unreadable answer — so the service may have stored all of it.
 */
export type BulkChunkStatus = 'queued' | 'sending' | 'done' | 'failed' | 'unknown'

/** One request of a bulk create: records `start … start + size - 1` of the caller's array. */
export interface BulkChunk {
  index: number
  start: number
  size: number
  status: BulkChunkStatus
  /** Why it failed or why its outcome is unknown; field errors use the caller's indices (`203.ein`). */
  error?: PartnerApiError
  /** The record (index in the caller's array) the service named, when it named one. */
  failedRecordIndex?: number
}

/** Records done out of all, and each chunk's state. */
export interface BulkProgress {
  done: number
  total: number
  chunks: readonly BulkChunk[]
}

/** The service's practical upper bound per request (spec section 8): larger chunks are capped. */
export const MAX_CHUNK = 500

/** Splits `total` records into chunks of `chunkSize` (capped at 500). */
export function planChunks(total: number, chunkSize: number): BulkChunk[] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.floor(chunkSize)))
  const chunks: BulkChunk[] = []
  for (let start = 0; start < total; start += size) {
    chunks.push({ index: chunks.length, start, size: Math.min(size, total - start), status: 'queued' })
  }
  return chunks
}

/** A chunk's failure re-based onto the whole batch, with the record it names (`"3.ein"` → start + 3). */
export function chunkFailure(
  error: PartnerApiError,
  chunk: BulkChunk,
): Pick<BulkChunk, 'error' | 'failedRecordIndex'> {
  const shifted = shiftBulkError(error, chunk.start, [])
  const named = Object.keys(error.fieldErrors)
    .map((path) => Number(path.split('.')[0]))
    .filter((index) => Number.isInteger(index) && index >= 0 && index < chunk.size)
  const first = named.length > 0 ? Math.min(...named) : undefined
  return { error: shifted, failedRecordIndex: first === undefined ? undefined : chunk.start + first }
}

/** A snapshot of a run for rendering: records stored, and each chunk's state. */
export function progressOf(chunks: readonly BulkChunk[], total: number): BulkProgress {
  const done = chunks.filter((chunk) => chunk.status === 'done').reduce((sum, chunk) => sum + chunk.size, 0)
  return { done, total, chunks: chunks.map((chunk) => ({ ...chunk })) }
}

/** One run of a bulk create: the records, their chunks, the results so far and the abort switch. */
export interface BulkRun {
  records: readonly CompanyInput[]
  chunks: BulkChunk[]
  results: (CreateCompanyResult | undefined)[]
  controller: AbortController
  /** Whether this run resends `unknown` chunks too (`retryFailed({ includeUnknown: true })`). */
  includeUnknown?: boolean
}

const OPERATION = 'compliance.bulkCreateCompanies'

/**
 * Sends the chunks that are queued (never sent) or `failed` (refused, so nothing stored) — and the
 * `unknown` ones only with `includeUnknown` — `concurrency` at a time, each as one all-or-nothing
 * request (CMP-4); `publish` after every change. Rejects with the first chunk's failure or unknown
 * outcome, or `aborted` if stopped with chunks unsent.
 */
export async function sendChunks(
  client: PartnerClient,
  run: BulkRun,
  concurrency: number,
  publish: (run: BulkRun) => void,
  includeUnknown = false,
): Promise<readonly (CreateCompanyResult | undefined)[]> {
  const resend = (status: BulkChunkStatus) =>
    status === 'queued' || status === 'failed' || (includeUnknown && status === 'unknown')
  const queue = run.chunks.filter((chunk) => resend(chunk.status))
  for (const chunk of queue)
    Object.assign(chunk, { status: 'queued', error: undefined, failedRecordIndex: undefined })
  publish(run)
  const { signal } = run.controller
  const send = async (chunk: BulkChunk) => {
    chunk.status = 'sending'
    publish(run)
    try {
      const slice = run.records.slice(chunk.start, chunk.start + chunk.size)
      const stored = await client.compliance.bulkCreateCompanies(slice, { signal, splitAbove: chunk.size })
      stored.forEach((result, offset) => (run.results[chunk.start + offset] = result))
      chunk.status = 'done'
    } catch (error) {
      const failure = isPartnerApiError(error)
        ? error
        : new PartnerApiError({ kind: 'network', operation: OPERATION, message: String(error) })
      const status = isOutcomeUnknown(failure) ? 'unknown' : 'failed'
      Object.assign(chunk, { status }, chunkFailure(failure, chunk))
    }
    publish(run)
  }
  const worker = async () => {
    for (let chunk = queue.shift(); chunk && !signal.aborted; chunk = queue.shift()) await send(chunk)
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  const failed = run.chunks.find((chunk) => chunk.status === 'failed' || chunk.status === 'unknown')
  if (failed?.error) throw failed.error
  if (run.chunks.some((chunk) => chunk.status !== 'done')) {
    throw new PartnerApiError({
      kind: 'aborted',
      operation: OPERATION,
      message: 'The bulk create was stopped; unsent chunks can be sent with retryFailed().',
    })
  }
  return [...run.results]
}
