'use client'
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { CompanyInput, CreateCompanyResult, PartnerApiError } from '../../src/index'
import { filingKeys } from '../filingKeys'
import { planChunks, progressOf, sendChunks, type BulkProgress, type BulkRun } from '../internal/bulkChunks'
import { useEmit, useFilingKitContext } from '../internal/context'
import { mutationKeyOf } from '../internal/usePartnerMutation'

/** How a bulk create is split and paced (CMP-5). */
export interface UseBulkCreateCompaniesOptions {
  /** Records per request. Default 200, the service's recommendation; at most 500. */
  chunkSize?: number
  /** Requests in flight at once. Default 2. */
  concurrency?: number
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

/** Positional results: `results[i]` is record `i`'s `{ companyId, PCID }`, `undefined` until its chunk is stored. */
export type BulkResults = readonly (CreateCompanyResult | undefined)[]

/** TanStack's mutation result, plus the run's progress, results, `retryFailed` and `abort`. */
export type UseBulkCreateCompaniesResult = Omit<
  UseMutationResult<BulkResults, PartnerApiError, BulkRun>,
  'mutate' | 'mutateAsync' | 'variables'
> & {
  /** Starts a new run over `records` (any number). */
  mutate: (records: readonly CompanyInput[]) => void
  mutateAsync: (records: readonly CompanyInput[]) => Promise<BulkResults>
  progress: BulkProgress
  results: BulkResults
  /**
   * Sends the `failed` (refused, nothing stored) and never-sent chunks again — never a `done` one, nor
   * an `unknown` one unless `includeUnknown` — optionally with corrected records (the whole batch, same
   * length): `retryFailed(corrected)` or `retryFailed({ records, includeUnknown })`.
   */
  retryFailed: (recordsOrOptions?: readonly CompanyInput[] | RetryFailedOptions) => Promise<BulkResults>
  /** Stops: queued chunks stay unsent; chunks in flight are aborted and become `unknown` (the service may have stored them). */
  abort: () => void
}

const EMPTY: BulkProgress = { done: 0, total: 0, chunks: [] }

const isRecordList = (
  value: readonly CompanyInput[] | RetryFailedOptions,
): value is readonly CompanyInput[] => Array.isArray(value)

/**
 * Registers any number of companies (CMP-4, CMP-5): chunks of 200 — each one all-or-nothing request —
 * a few in flight at once, with progress, per-chunk status and positional results. A rejected chunk
 * names its failing record where the service's message does (`failedRecordIndex`, field errors in
 * your indices). A chunk without a trustworthy answer (aborted, timed out, 5xx) is `unknown`: it may
 * be stored. `retryFailed()` resends only `failed` and unsent chunks — never a stored one, and an
 * `unknown` one only with `{ includeUnknown: true }`, after checking the companies list. Refreshes
 * the company list.
 * @example
 * const bulk = useBulkCreateCompanies({ chunkSize: 200, concurrency: 2 })
 * bulk.mutate(rows)  // bulk.progress.done / bulk.progress.total; bulk.results[i]?.companyId
 * if (bulk.isError) await bulk.retryFailed(correctedRows)
 */
export function useBulkCreateCompanies(
  options: UseBulkCreateCompaniesOptions = {},
): UseBulkCreateCompaniesResult {
  const { chunkSize = 200, concurrency = 2 } = options
  const { client } = useFilingKitContext('useBulkCreateCompanies')
  const queryClient = useQueryClient()
  const emit = useEmit()
  const run = useRef<BulkRun | null>(null)
  const [view, setView] = useState<{ progress: BulkProgress; results: BulkResults }>({
    progress: EMPTY,
    results: [],
  })
  const publish = (current: BulkRun) =>
    setView({ progress: progressOf(current.chunks, current.records.length), results: [...current.results] })

  const mutation = useMutation<BulkResults, PartnerApiError, BulkRun>({
    mutationKey: mutationKeyOf(client.partnerId, 'compliance.bulkCreateCompanies'),
    retry: false,
    mutationFn: (current) => sendChunks(client, current, concurrency, publish, current.includeUnknown),
    onSettled: (results, _error, current) => {
      if (results)
        emit({ type: 'companies.bulkCreated', created: results.length, total: current.records.length })
      return queryClient.invalidateQueries({ queryKey: filingKeys.compliance.companyList(client.partnerId) })
    },
  })

  const mutateAsync = (records: readonly CompanyInput[]) => {
    run.current?.controller.abort()
    const current: BulkRun = {
      records: [...records],
      chunks: planChunks(records.length, chunkSize),
      results: Array.from({ length: records.length }, () => undefined),
      controller: new AbortController(),
    }
    run.current = current
    return mutation.mutateAsync(current)
  }

  const { mutate: _mutate, mutateAsync: _mutateAsync, variables: _variables, ...rest } = mutation
  return {
    ...rest,
    mutate: (records) => void mutateAsync(records).catch(() => undefined),
    mutateAsync,
    progress: view.progress,
    results: view.results,
    retryFailed: (recordsOrOptions = {}) => {
      const { records, includeUnknown = false }: RetryFailedOptions = isRecordList(recordsOrOptions)
        ? { records: recordsOrOptions }
        : recordsOrOptions
      const current = run.current
      if (!current) return Promise.reject(new Error('retryFailed(): nothing has been sent yet'))
      if (mutation.isPending) return Promise.reject(new Error('retryFailed(): the run is still going'))
      if (records && records.length !== current.records.length) {
        return Promise.reject(
          new Error('retryFailed(records): pass the whole batch, corrected, in the same order'),
        )
      }
      const next: BulkRun = {
        ...current,
        records: records ? [...records] : current.records,
        controller: new AbortController(),
        includeUnknown,
      }
      run.current = next
      return mutation.mutateAsync(next)
    },
    abort: () => run.current?.controller.abort(),
  }
}
