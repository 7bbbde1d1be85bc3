import type { SubmitAlertFormsInput } from '../schemas/compliance'
import type { Company } from '../schemas/complianceAnswers'
import type { PartnerClient } from './PartnerClient'
import { submittedValuesReflected } from './submittedValuesReflected'

/** How a writeback is confirmed, and how long to wait for it (CMP-11). */
export interface AwaitWritebackOptions {
  /** Whether the re-read company reflects the submission; by default `submittedValuesReflected`. */
  expect?: (company: Company, submitted: SubmitAlertFormsInput) => boolean
  /** How long to wait. Default 30 000 ms; the submit itself has succeeded either way. */
  timeoutMs?: number
  /** First pause between re-reads, doubling up to `maxDelayMs`. Default 1 000 ms. */
  initialDelayMs?: number
  /** Longest pause between re-reads. Default 8 000 ms. */
  maxDelayMs?: number
  /** Stops waiting; the result is then `aborted`. */
  signal?: AbortSignal
}

/** How the wait ended: the company reflecting the submission, or no confirmation in time, or stopped. */
export type WritebackResult =
  | { readonly state: 'confirmed'; readonly company: Company }
  | { readonly state: 'timed_out' }
  | { readonly state: 'aborted' }

/**
 * Waits `ms`, or less when `signal` aborts. The abort listener goes with the wait: one left on the
 * caller's signal per re-read would pile up for as long as the signal lives.
 */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

/**
 * Confirms a compliance submission's writeback, which the service applies asynchronously (CMP-11):
 * re-reads the company with back-off (1 s, 2 s, 4 s… up to 8 s) until it reflects the submitted
 * values or `timeoutMs` has passed. A failed read is one more read without confirmation.
 * @example
 * await client.compliance.submitAlertForms(alertId, submitted)
 * const { state } = await awaitWriteback(client, companyId, submitted)  // 'confirmed' | 'timed_out'
 */
export async function awaitWriteback(
  client: Pick<PartnerClient, 'compliance'>,
  companyId: string,
  submitted: SubmitAlertFormsInput,
  options: AwaitWritebackOptions = {},
): Promise<WritebackResult> {
  const {
    expect = submittedValuesReflected,
    timeoutMs = 30_000,
    initialDelayMs = 1_000,
    maxDelayMs = 8_000,
    signal,
  } = options
  const deadline = Date.now() + timeoutMs
  for (let delay = initialDelayMs; !signal?.aborted; delay = Math.min(maxDelayMs, delay * 2)) {
    try {
      const company = await client.compliance.getCompany(companyId, { signal })
      if (expect(company, submitted)) return { state: 'confirmed', company }
    } catch {
      // A failed read is one more read without confirmation; the deadline decides.
    }
    const left = deadline - Date.now()
    if (left <= 0) return { state: 'timed_out' }
    await pause(Math.min(delay, left), signal)
  }
  return { state: 'aborted' }
}
