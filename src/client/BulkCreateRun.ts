// What a resumable bulk create looks like from outside: its options, chunks, progress and results.
// Apart from createBulkCreateRun, so PartnerClient's bulkCreateCompanies can name its progress type
// without importing the run, and the run can be loaded lazily (createPartnerClient imports it on demand).
import type { CompanyInput } from '../schemas/compliance'
import type { CreateCompanyResult } from '../schemas/complianceAnswers'
import type { PartnerApiError } from './PartnerApiError'

/**
 * Where a chunk stands. `failed`: the service (or the client's checks) refused it — nothing of it was
 * stored (CMP-4), safe to send again. `unknown`: no answer we can trust — aborted in flight, timed
 * out, a network failure, a 5xx or an unreadable answer — so the service may have stored all of it.
 */
export type BulkChunkStatus = 'queued' | 'sending' | 'done' | 'failed' | 'unknown'

/** One request of a bulk create: records `start … start + size - 1` of the caller's array. */
export interface BulkChunk {
  readonly index: number
  readonly start: number
  readonly size: number
  readonly status: BulkChunkStatus
  /** Why it failed or why its outcome is unknown; field errors use the caller's indices (`203.ein`). */
  readonly error?: PartnerApiError
  /** The record (index in the caller's array) the service named, when it named one. */
  readonly failedRecordIndex?: number
}

/** Records stored out of all, and each chunk's state. */
export interface BulkProgress {
  readonly done: number
  readonly total: number
  readonly chunks: readonly BulkChunk[]
}

/** Positional results: `results[i]` is record `i`'s `{ companyId, PCID }`, `undefined` until its chunk is stored. */
export type BulkResults = readonly (CreateCompanyResult | undefined)[]

/** `running` while chunks are being sent; then `succeeded` (all stored), `failed` (a chunk failed or is unknown) or `stopped` (aborted with chunks unsent). */
export type BulkRunState = 'idle' | 'running' | 'succeeded' | 'failed' | 'stopped'

/** What a run looks like now: a new object after every change, the same one in between. */
export interface BulkRunSnapshot {
  readonly state: BulkRunState
  readonly progress: BulkProgress
  readonly results: BulkResults
  /** The first failed or unknown chunk's error, or `aborted`, once the run is over. */
  readonly error: PartnerApiError | undefined
}

/** How a bulk create is split and paced (CMP-5). */
export interface BulkCreateRunOptions {
  /** Records per request. Default 200, the service's recommendation; at most 500. */
  chunkSize?: number
  /** Requests in flight at once. Default 2. */
  concurrency?: number
  /** Send no further chunk once one has failed or is unknown. Default false: every chunk is tried. */
  stopOnFailure?: boolean
  /** Aborts the run, as `abort()` does. */
  signal?: AbortSignal
  /** Each chunk's time budget per 200 records (the client's `timeoutMs` by default). */
  timeoutMs?: number
}

/** What `retryFailed` sends again, and with which records. */
export interface RetryFailedOptions {
  /** The whole batch, corrected, in the same order (same length). Default: the records last sent. */
  records?: readonly CompanyInput[]
  /**
   * Also resend chunks whose outcome is `unknown` (aborted in flight, timed out, network failure,
   * 5xx): the service may have stored them, and resending would register those companies twice.
   * Only after checking the companies list (e.g. by `PCID`) and leaving out what is there.
   */
  includeUnknown?: boolean
}

/** A resumable bulk create: progress to watch, failed chunks to resend, a switch to stop it. */
export interface BulkCreateRun {
  /** The records of the run (the corrected ones after `retryFailed({ records })`). */
  readonly records: readonly CompanyInput[]
  /** The run as it stands. */
  snapshot(): BulkRunSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (snapshot: BulkRunSnapshot) => void): () => void
  /** Sends every chunk; resolves to the positional results, or rejects with the first chunk's failure. */
  start(): Promise<BulkResults>
  /**
   * Sends the `failed` (refused, nothing stored) and never-sent chunks again — never a `done` one, nor
   * an `unknown` one unless `includeUnknown` — optionally with corrected records.
   */
  retryFailed(options?: RetryFailedOptions): Promise<BulkResults>
  /** Stops: queued chunks stay unsent; chunks in flight are aborted and become `unknown`. */
  abort(): void
  /**
   * Stops gently: no further chunk starts, chunks in flight finish and keep their results; the run
   * then ends `stopped`. `retryFailed()` sends the rest.
   */
  pause(): void
}

/** What a bulk create had done when a chunk failed: the chunks before it that are stored. */
export interface BulkCreateFailureDetails {
  readonly completed: readonly CreateCompanyResult[]
  /** Index (in the caller's array) of the first record of the chunk that failed. */
  readonly failedChunkStart: number
}
