'use client'
import { hashKey, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import {
  loadBulkCreateRun,
  PartnerApiError,
  type BulkCreateRun,
  type BulkProgress,
  type BulkResults,
  type BulkRunSnapshot,
  type CompanyInput,
  type RetryFailedOptions,
} from '../../src/index'
import { filingKeys } from '../filingKeys'
import { createClientStore } from '../internal/clientStore'
import { useEmit, useFilingKitContext } from '../internal/context'
import type { MutationHookOptions } from '../internal/types'

/** TanStack's mutation options, plus how a bulk create is split and paced (CMP-5). */
export interface UseBulkCreateCompaniesOptions extends MutationHookOptions<
  BulkResults,
  readonly CompanyInput[]
> {
  /** Records per request. Default 200, the service's recommendation; at most 500. */
  chunkSize?: number
  /** Requests in flight at once. Default 2. */
  concurrency?: number
  /**
   * Names the run, so that several imports under one QueryClient keep apart. A run outlives its
   * component: a hook mounted again with the same `runId` shows it, progress intact. Default `default`.
   */
  runId?: string
}

/**
 * TanStack's mutation result, plus the run's progress, results, `retryFailed` and `abort`, and what the
 * caller keeps beside the run (`TKept`, see `keep`).
 */
export type UseBulkCreateCompaniesResult<TKept = unknown> = Omit<
  UseMutationResult<BulkResults, PartnerApiError, readonly CompanyInput[]>,
  'mutate' | 'mutateAsync'
> & {
  /** Stops the run and forgets it: progress and results go back to empty. */
  reset: () => void
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
  /** Stops gently: no further chunk starts, chunks in flight finish; `retryFailed()` sends the rest. */
  pause: () => void
  /** What `keep` put beside the current run; undefined when there is no run or nothing was kept. */
  kept: TKept | undefined
  /**
   * Keeps `value` beside the current run (ignored when nothing was started), per QueryClient like the
   * run: what a screen needs to show the run again after it unmounted. It goes with the run — on
   * `reset()`, or when a new run replaces it — so nothing outlives the run it describes.
   */
  keep: (value: TKept) => void
}

const EMPTY: BulkRunSnapshot = {
  state: 'idle',
  progress: { done: 0, total: 0, chunks: [] },
  results: [],
  error: undefined,
}
const NO_RUN = () => () => undefined

/**
 * A run, and what its caller keeps beside it: one slot, so both go together. Until the run's code has
 * loaded the slot has no run yet: it is started (`keep` works), and stops if `abort`, `pause` or a
 * new run come first.
 */
interface RunSlot {
  run?: BulkCreateRun
  /** Records of the run on its way, while its code loads (and who it is: a new run has new ones). */
  pending?: readonly CompanyInput[]
  /** Its progress meanwhile: running, none done (one object, as useSyncExternalStore needs). */
  loading?: BulkRunSnapshot
  /** `abort()` or `pause()` while the run's code loaded: it is created stopped, nothing sent. */
  stopped?: boolean
  kept?: unknown
}

const loadingSnapshot = (records: readonly CompanyInput[]): BulkRunSnapshot => ({
  state: 'running',
  progress: { done: 0, total: records.length, chunks: [] },
  results: [],
  error: undefined,
})
// Runs live beside the QueryClient, not in a component, so an import survives its screen unmounting.
const runs = createClientStore<RunSlot>()
// A mutation's variables are the records of a start or a retry (a fresh array each time); what to
// send — start the run, or resend its failed chunks — is kept beside them.
const sends = new WeakMap<readonly CompanyInput[], () => Promise<BulkResults>>()

/**
 * The run's state as TanStack's mutation fields. The run, not the mutation observer, is the truth: it
 * changes synchronously with every chunk, and a hook mounted again after its screen closed shows it.
 */
function statusOf(snapshot: BulkRunSnapshot) {
  switch (snapshot.state) {
    case 'running':
      return { status: 'pending', isPending: true, isIdle: false } as const
    case 'succeeded':
      return {
        status: 'success',
        isSuccess: true,
        isIdle: false,
        data: snapshot.results,
        error: null,
      } as const
    case 'failed':
    case 'stopped':
      return { status: 'error', isError: true, isIdle: false, error: snapshot.error ?? null } as const
    default:
      return undefined
  }
}

/**
 * Registers any number of companies (CMP-4, CMP-5) through `createBulkCreateRun`: chunks of 200 — each
 * one all-or-nothing request — a few in flight at once, with progress, per-chunk status and positional
 * results. A rejected chunk names its failing record where the service's message does. A chunk
 * without a trustworthy answer (aborted, timed out, 5xx, results that do not match the records) is
 * `unknown`: it may be stored. `retryFailed()` resends only `failed` and unsent chunks — an `unknown`
 * one only with `{ includeUnknown: true }`, after checking the companies list. The run is kept per
 * QueryClient (see `runId`): it goes on when its screen unmounts. Refreshes the company list.
 * @example
 * const bulk = useBulkCreateCompanies({ chunkSize: 200, concurrency: 2 })
 * bulk.mutate(rows)  // bulk.progress.done / bulk.progress.total; bulk.results[i]?.companyId
 * if (bulk.isError) await bulk.retryFailed(correctedRows)
 */
export function useBulkCreateCompanies<TKept = unknown>(
  options: UseBulkCreateCompaniesOptions = {},
): UseBulkCreateCompaniesResult<TKept> {
  const { chunkSize = 200, concurrency = 2, runId = 'default', ...mutationOptions } = options
  const { client } = useFilingKitContext('useBulkCreateCompanies')
  const queryClient = useQueryClient()
  const emit = useEmit()
  const mutationKey = filingKeys.mutation(client.partnerId, 'compliance.bulkCreateCompanies')
  const key = hashKey([...mutationKey, runId])
  const slot = runs.use(queryClient, key)
  const run = slot?.run
  const read = () => run?.snapshot() ?? slot?.loading ?? EMPTY
  const snapshot = useSyncExternalStore(run ? run.subscribe : NO_RUN, read, read)

  const mutation = useMutation<BulkResults, PartnerApiError, readonly CompanyInput[]>({
    ...mutationOptions,
    mutationKey,
    retry: false,
    mutationFn: (records) => sends.get(records)?.() ?? Promise.reject(new Error('Unknown bulk run')),
    onSettled: async (results, error, records, onMutateResult, context) => {
      if (results) emit({ type: 'companies.bulkCreated', created: results.length, total: records.length })
      await queryClient.invalidateQueries({ queryKey: filingKeys.compliance.companyList(client.partnerId) })
      return mutationOptions.onSettled?.(results, error, records, onMutateResult, context)
    },
  })

  const mutateAsync = (records: readonly CompanyInput[]) => {
    runs.get(queryClient, key)?.run?.abort()
    const pending = [...records]
    runs.set(queryClient, key, { pending, loading: loadingSnapshot(pending) })
    const variables = [...records]
    sends.set(variables, async () => {
      // The run's code loads with the first import a screen sends, never up front (loadBulkCreateRun).
      const createBulkCreateRun = await loadBulkCreateRun()
      const current = runs.get(queryClient, key)
      const next = createBulkCreateRun(client, pending, { chunkSize, concurrency })
      if (current?.pending !== pending || current.stopped) {
        // Stopped, reset or replaced while the code loaded: nothing is sent.
        next.abort()
        if (current?.pending === pending) runs.set(queryClient, key, { run: next, kept: current.kept })
        throw new PartnerApiError({
          kind: 'aborted',
          operation: 'compliance.bulkCreateCompanies',
          message: 'The request was cancelled.',
        })
      }
      runs.set(queryClient, key, { run: next, kept: current.kept })
      return next.start()
    })
    return mutation.mutateAsync(variables)
  }
  // abort() and pause() before the run's code arrived: the run is created stopped.
  const stopPending = () => {
    const current = runs.get(queryClient, key)
    if (current && !current.run) runs.set(queryClient, key, { ...current, stopped: true })
  }

  const { mutate: _mutate, mutateAsync: _mutateAsync, reset, ...rest } = mutation
  return {
    ...rest,
    ...statusOf(snapshot),
    reset: () => {
      runs.get(queryClient, key)?.run?.abort()
      runs.set(queryClient, key, undefined)
      reset()
    },
    mutate: (records) => void mutateAsync(records).catch(() => undefined),
    mutateAsync,
    progress: snapshot.progress,
    results: snapshot.results,
    retryFailed: (recordsOrOptions = {}) => {
      const retry: RetryFailedOptions = Array.isArray(recordsOrOptions)
        ? { records: recordsOrOptions as readonly CompanyInput[] }
        : (recordsOrOptions as RetryFailedOptions)
      const started = runs.get(queryClient, key)
      const current = started?.run
      if (!started) return Promise.reject(new Error('retryFailed(): nothing has been sent yet'))
      if (!current || current.snapshot().state === 'running')
        return Promise.reject(new Error('retryFailed(): the run is still going'))
      if (retry.records && retry.records.length !== current.records.length) {
        return Promise.reject(
          new Error('retryFailed(records): pass the whole batch, corrected, in the same order'),
        )
      }
      const variables = [...(retry.records ?? current.records)]
      sends.set(variables, () => current.retryFailed(retry))
      return mutation.mutateAsync(variables)
    },
    abort: () => {
      stopPending()
      runs.get(queryClient, key)?.run?.abort()
    },
    pause: () => {
      stopPending()
      runs.get(queryClient, key)?.run?.pause()
    },
    // Whoever keeps a value under this key reads it back as its own TKept: one screen per runId.
    kept: slot?.kept as TKept | undefined,
    keep: (value) => {
      const current = runs.get(queryClient, key)
      if (current) runs.set(queryClient, key, { ...current, kept: value })
    },
  }
}
