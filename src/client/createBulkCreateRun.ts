import type { CompanyInput } from '../schemas/compliance'
import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import type {
  BulkChunk,
  BulkChunkStatus,
  BulkCreateRun,
  BulkCreateRunOptions,
  BulkResults,
  BulkRunSnapshot,
  BulkRunState,
} from './BulkCreateRun'
import { defaultMessage } from './classifyFailure'
import type { CallOptions } from './createTransport'
import { isOutcomeUnknown } from './isOutcomeUnknown'
import type { PartnerClient } from './PartnerClient'
import { isPartnerApiError, PartnerApiError } from './PartnerApiError'
import { shiftBulkError } from './shiftBulkError'

/** The service's practical upper bound per request (spec section 8): larger chunks are capped. */
export const MAX_CHUNK = 500
const OPERATION = 'compliance.bulkCreateCompanies'

function planChunks(total: number, chunkSize: number): BulkChunk[] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.floor(chunkSize)))
  const chunks: BulkChunk[] = []
  for (let start = 0; start < total; start += size) {
    chunks.push({ index: chunks.length, start, size: Math.min(size, total - start), status: 'queued' })
  }
  return chunks
}

/** A chunk's failure re-based onto the whole batch, with the record it names (`"3.ein"` → start + 3). */
function failedChunk(chunk: BulkChunk, cause: unknown, results: BulkResults): BulkChunk {
  const error = isPartnerApiError(cause)
    ? cause
    : new PartnerApiError({ kind: 'network', operation: OPERATION, message: String(cause) })
  const completed = results.slice(0, chunk.start).filter((result) => result !== undefined)
  const named = Object.keys(error.fieldErrors)
    .map((path) => Number(path.split('.')[0]))
    .filter((index) => Number.isInteger(index) && index >= 0 && index < chunk.size)
  return {
    ...chunk,
    status: isOutcomeUnknown(error) ? 'unknown' : 'failed',
    error: shiftBulkError(error, chunk.start, completed),
    ...(named.length > 0 ? { failedRecordIndex: chunk.start + Math.min(...named) } : {}),
  }
}

/**
 * A bulk create of any number of companies (CMP-4, CMP-5), for portals with or without React: chunks
 * of 200 — each one all-or-nothing request — `concurrency` in flight, progress after every change,
 * positional results. A refused chunk is `failed` and names its record where the service does; one
 * without a trustworthy answer (aborted, timed out, 5xx, an answer with the wrong number of results)
 * is `unknown`: it may be stored. `retryFailed()` never resends a stored chunk.
 * @example
 * const run = createBulkCreateRun(client, rows, { concurrency: 2 })
 * run.subscribe(({ progress }) => console.log(`${progress.done}/${progress.total}`))
 * await run.start().catch(() => run.retryFailed())
 */
export function createBulkCreateRun(
  client: Pick<PartnerClient, 'compliance'>,
  records: readonly CompanyInput[],
  options: BulkCreateRunOptions = {},
): BulkCreateRun {
  const { chunkSize = 200, concurrency = 2, stopOnFailure = false, signal: outer, timeoutMs } = options
  let current: readonly CompanyInput[] = [...records]
  let chunks = planChunks(current.length, chunkSize)
  let results: (CreateCompanyResult | undefined)[] = Array.from({ length: current.length }, () => undefined)
  let controller = new AbortController()
  let running = false
  let pausing = false
  const listeners = new Set<(snapshot: BulkRunSnapshot) => void>()
  const stop = () => controller.abort()
  outer?.addEventListener('abort', stop, { once: true })

  const stateOf = (): BulkRunState => {
    if (running) return 'running'
    if (chunks.every((chunk) => chunk.status === 'done')) return chunks.length === 0 ? 'idle' : 'succeeded'
    if (chunks.some((chunk) => chunk.status === 'failed' || chunk.status === 'unknown')) return 'failed'
    return chunks.some((chunk) => chunk.status === 'queued') && (controller.signal.aborted || pausing)
      ? 'stopped'
      : 'idle'
  }
  const errorOf = (): PartnerApiError | undefined => {
    if (running) return undefined
    const failed = chunks.find((chunk) => chunk.error)
    if (failed) return failed.error
    if (stateOf() !== 'stopped') return undefined
    return new PartnerApiError({
      kind: 'aborted',
      operation: OPERATION,
      message: 'The bulk create was stopped; unsent chunks can be sent with retryFailed().',
    })
  }
  let snapshot: BulkRunSnapshot = {
    state: 'idle',
    progress: { done: 0, total: current.length, chunks },
    results,
    error: undefined,
  }
  const publish = () => {
    const done = chunks.reduce((sum, chunk) => sum + (chunk.status === 'done' ? chunk.size : 0), 0)
    snapshot = {
      state: stateOf(),
      progress: { done, total: current.length, chunks },
      results,
      error: errorOf(),
    }
    listeners.forEach((listener) => listener(snapshot))
  }
  const update = (index: number, chunk: BulkChunk) => {
    chunks = chunks.map((each) => (each.index === index ? chunk : each))
    publish()
  }

  async function send(resend: (status: BulkChunkStatus) => boolean): Promise<BulkResults> {
    if (running) throw new Error('A bulk create run is already sending; wait for it or abort() it first.')
    running = true
    pausing = false
    controller = new AbortController()
    if (outer?.aborted) controller.abort()
    const { signal } = controller
    chunks = chunks.map((chunk) =>
      resend(chunk.status)
        ? { index: chunk.index, start: chunk.start, size: chunk.size, status: 'queued' }
        : chunk,
    )
    const queue = chunks.filter((chunk) => chunk.status === 'queued').map((chunk) => chunk.index)
    publish()
    let halted = false
    const sendChunk = async (index: number) => {
      const chunk = chunks[index]!
      update(index, { ...chunk, status: 'sending' })
      const call: CallOptions & { splitAbove: number } = { signal, splitAbove: chunk.size }
      if (timeoutMs !== undefined) call.timeoutMs = timeoutMs
      try {
        const slice = current.slice(chunk.start, chunk.start + chunk.size)
        const stored = await client.compliance.bulkCreateCompanies(slice, call)
        results = results.slice()
        stored.forEach((result, offset) => (results[chunk.start + offset] = result))
        update(index, { ...chunk, status: 'done' })
      } catch (error) {
        halted = stopOnFailure
        update(index, failedChunk(chunk, error, results))
      }
    }
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        if (signal.aborted || halted || pausing) return
        await sendChunk(index)
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.max(1, Math.floor(concurrency)) }, worker))
    } finally {
      running = false
      publish()
    }
    if (snapshot.error) throw snapshot.error
    if (snapshot.state !== 'succeeded') {
      throw new PartnerApiError({ kind: 'aborted', operation: OPERATION, message: defaultMessage('aborted') })
    }
    return results
  }

  return {
    get records() {
      return current
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    start: () => send((status) => status === 'queued'),
    retryFailed({ records: corrected, includeUnknown = false } = {}) {
      if (corrected && corrected.length !== current.length) {
        return Promise.reject(
          new Error('retryFailed({ records }): pass the whole batch, corrected, in the same order'),
        )
      }
      if (corrected && !running) current = [...corrected]
      return send(
        (status) => status === 'queued' || status === 'failed' || (includeUnknown && status === 'unknown'),
      )
    },
    abort: stop,
    pause() {
      if (running) pausing = true
    },
  }
}
