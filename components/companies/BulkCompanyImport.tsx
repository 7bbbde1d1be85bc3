'use client'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import {
  mapCompanyRow,
  suggestCompanyMapping,
  useBulkCreateCompanies,
  type BulkResults,
  type CheckedCompanyRow,
  type CompanyColumnMapping,
  type CompanyImportField,
  type CompanyInput,
  type CompanyRowValues,
} from '../../hooks'
import { Root, withBase, type ComponentState } from '../base/Base'
import { FileDrop } from '../base/FileDrop'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { ColumnMapping } from './ColumnMapping'
import { byCount } from './fields'
import { parseCompanyFile, type CompanyTable } from './parseCompanyFile'
import { downloadText, resultCsv, type BulkImportResultRow } from './resultCsv'
import { RowReview, type ReviewRow } from './RowReview'
import { loadRowChecks } from './loadRowChecks'
import type * as RowChecks from './rowChecks'
import { ImportDone } from './ImportDone'
import { UploadStep } from './UploadStep'

export type { BulkImportResultRow } from './resultCsv'

/** Props of `BulkCompanyImport`. */
export interface BulkCompanyImportProps {
  /** After every row to import is stored, with what became of each row of the file (input row → `companyId`, `PCID`). */
  onComplete?: ((results: readonly BulkImportResultRow[]) => void) | undefined
  /** Companies per request. Default 200, the service's recommendation (CMP-5); at most 500. */
  chunkSize?: number
  /** Requests in flight at once. Default 2. */
  concurrency?: number
  /** Names the upload, so that two imports under one provider keep apart. Default `BulkCompanyImport`. */
  runId?: string
  /** Largest file taken, in bytes. Default 50 MB. */
  maxBytes?: number
  /** Name of the downloaded results file. Default `company-import-results.csv`. */
  resultFileName?: string
  className?: string
}

/** Where the import stands; `data-step` on the component's content shows it. */
type Phase = 'idle' | 'parsing' | 'mapping' | 'checking' | 'review' | 'upload'
type UploadStep = 'uploading' | 'pausing' | 'paused' | 'failed' | 'stopped' | 'done'

const ACCEPT = '.csv,.tsv,.txt,.json'
/** Rows with problems listed at once; beyond that the matching is likely wrong, and skip-all is offered. */
const REVIEW_LIMIT = 50
const NO_ROWS: readonly string[][] = []
/** Wall-clock time of an event, for the estimate of the time left. */
const clock = () => Date.now()

/** What an upload's screen needs to come back after it unmounted; the run itself is kept by the hook. */
interface UploadSession {
  table: CompanyTable
  mapping: CompanyColumnMapping
  checked: readonly CheckedCompanyRow[]
  skipped: ReadonlySet<number>
  sentRows: readonly number[]
  leg: { startedAt: number; doneAtStart: number }
  hold: 'pause' | 'stop' | null
}
// Per QueryClient and runId, as the hook keeps its runs: a portal that navigates away mid-import and
// back finds the import where it was.
const sessions = new WeakMap<QueryClient, Map<string, UploadSession>>()

function BulkCompanyImportView({
  onComplete,
  chunkSize = 200,
  concurrency = 2,
  runId = 'BulkCompanyImport',
  maxBytes = 50 * 1024 * 1024,
  resultFileName = 'company-import-results.csv',
  className,
}: BulkCompanyImportProps) {
  const bulk = useBulkCreateCompanies({ chunkSize, concurrency, runId })
  const text = useText(companyMessages)
  const { t } = text
  const { Heading, Button, Alert, ProgressBar } = useComponents()
  const id = useId()
  const headingId = `${id}-heading`
  const stepHeadingId = `${id}-step`

  const queryClient = useQueryClient()
  const [saved] = useState(() =>
    bulk.progress.total > 0 ? sessions.get(queryClient)?.get(runId) : undefined,
  )
  const remember = (patch: Partial<UploadSession>) => {
    const own = sessions.get(queryClient) ?? new Map<string, UploadSession>()
    sessions.set(queryClient, own)
    const current = own.get(runId)
    if (current) own.set(runId, { ...current, ...patch })
  }

  const [phase, setPhase] = useState<Phase>(saved ? 'upload' : 'idle')
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [share, setShare] = useState(0)
  const [table, setTable] = useState<CompanyTable | null>(saved?.table ?? null)
  const [mapping, setMapping] = useState<CompanyColumnMapping>(saved?.mapping ?? {})
  const [nameError, setNameError] = useState<string | undefined>()
  // The row checks load with the first check; when they cannot, the person is told, and can try again.
  const [checkFailed, setCheckFailed] = useState(false)
  const [checked, setChecked] = useState<readonly CheckedCompanyRow[]>(saved?.checked ?? [])
  const [problemRows, setProblemRows] = useState<readonly number[]>([])
  const [edits, setEdits] = useState<Readonly<Record<number, CompanyRowValues>>>({})
  const [problemFields, setProblemFields] = useState<Readonly<Record<number, CompanyImportField[]>>>({})
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(() => saved?.skipped ?? new Set())
  const [unresolvedError, setUnresolvedError] = useState(false)
  const [sentRows, setSentRows] = useState<readonly number[]>(saved?.sentRows ?? [])
  const [leg, setLeg] = useState(saved?.leg ?? { startedAt: 0, doneAtStart: 0 })
  const [hold, setHeld] = useState<'pause' | 'stop' | null>(saved?.hold ?? null)
  const setHold = (next: 'pause' | 'stop' | null) => {
    setHeld(next)
    remember({ hold: next })
  }
  const work = useRef<AbortController | null>(null)
  const rowChecks = useRef<typeof RowChecks | null>(null)
  useEffect(() => () => work.current?.abort(), [])

  const rows = table?.rows ?? NO_ROWS
  const valuesOf = (index: number): CompanyRowValues =>
    edits[index] ?? mapCompanyRow(rows[index] ?? [], mapping)

  // ---- Upload state, read from the run (the hook's progress is the truth) ----
  const { chunks } = bulk.progress
  const running = bulk.isPending
  const failedChunks = chunks.filter((chunk) => chunk.status === 'failed')
  const unknownChunks = chunks.filter((chunk) => chunk.status === 'unknown')
  const uploadStep: UploadStep = running
    ? hold
      ? 'pausing'
      : 'uploading'
    : hold === 'stop'
      ? 'stopped'
      : failedChunks.length > 0 || unknownChunks.length > 0
        ? 'failed'
        : chunks.some((chunk) => chunk.status !== 'done')
          ? hold === 'pause'
            ? 'paused'
            : 'uploading'
          : 'done'
  const step = phase === 'upload' ? uploadStep : phase
  const rowOf = (sentIndex: number) => (sentRows[sentIndex] ?? sentIndex) + 1

  const state: ComponentState =
    phase === 'parsing' || phase === 'checking'
      ? 'loading'
      : phase !== 'upload'
        ? fileError
          ? 'error'
          : 'ready'
        : uploadStep === 'uploading' || uploadStep === 'pausing'
          ? 'submitting'
          : uploadStep === 'failed'
            ? 'error'
            : uploadStep === 'done' || uploadStep === 'stopped'
              ? 'submitted'
              : 'ready'

  // Each step's heading takes the focus, so a keyboard or screen-reader user lands on what changed.
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    if (step === 'idle') document.getElementById(`${id}-file`)?.focus()
    else if (step !== 'pausing') document.getElementById(stepHeadingId)?.focus()
  }, [step, stepHeadingId, id])

  // ---- Reading and checking ----
  const startOver = () => {
    work.current?.abort()
    sessions.get(queryClient)?.delete(runId)
    bulk.reset()
    setPhase('idle')
    setFile(null)
    setTable(null)
    setChecked([])
    setProblemRows([])
    setEdits({})
    setProblemFields({})
    setSkipped(new Set())
    setSentRows([])
    setHold(null)
    setUnresolvedError(false)
    setNameError(undefined)
  }

  const read = async (picked: File | null) => {
    setFile(picked)
    setFileError(undefined)
    if (!picked) return
    work.current?.abort()
    const controller = new AbortController()
    work.current = controller
    setShare(0)
    setPhase('parsing')
    try {
      const parsed = await parseCompanyFile(picked, { signal: controller.signal, onProgress: setShare })
      if (controller.signal.aborted) return
      if (parsed.rows.length === 0) {
        setFileError(t('companyImport.noRows', { name: picked.name }))
        setPhase('idle')
        return
      }
      setTable(parsed)
      setMapping(suggestCompanyMapping(parsed.headers))
      setNameError(undefined)
      setPhase('mapping')
    } catch {
      if (controller.signal.aborted) return
      setFileError(t('companyImport.parseFailed', { name: picked.name }))
      setPhase('idle')
    }
  }

  const check = async () => {
    if (!table) return
    if (mapping.name === undefined) {
      setNameError(t('companyImport.mapping.nameRequired'))
      document.getElementById(`${id}-map-name`)?.focus()
      return
    }
    work.current?.abort()
    const controller = new AbortController()
    work.current = controller
    setShare(0)
    setCheckFailed(false)
    setPhase('checking')
    try {
      const checks = (rowChecks.current ??= await loadRowChecks())
      const result = await checks.checkCompanyRows(table.rows, mapping, {
        signal: controller.signal,
        onProgress: (done, total) => setShare(done / total),
      })
      const invalid: number[] = []
      const fields: Record<number, CompanyImportField[]> = {}
      result.forEach((row, index) => {
        if (row.ok) return
        invalid.push(index)
        fields[index] = row.problems.map((problem) => problem.field)
      })
      setChecked(result)
      setProblemRows(invalid)
      setProblemFields(fields)
      setEdits({})
      setSkipped(new Set())
      setUnresolvedError(false)
      setPhase('review')
    } catch {
      if (controller.signal.aborted) return
      setCheckFailed(true)
      setPhase('mapping')
    }
  }

  const edit = (index: number, field: CompanyImportField, value: string) => {
    // Rows are edited only in review, after check() loaded the row checks.
    const checks = rowChecks.current
    if (!checks) return
    const values = { ...valuesOf(index), [field]: value }
    setEdits((current) => ({ ...current, [index]: values }))
    const result = checks.checkCompanyValues(values)
    setChecked((current) => current.map((row, at) => (at === index ? result : row)))
    setProblemFields((current) => {
      const known = current[index] ?? []
      const more = (result.problems ?? [])
        .map((problem) => problem.field)
        .filter((each) => !known.includes(each))
      return more.length > 0 ? { ...current, [index]: [...known, ...more] } : current
    })
  }
  const skip = (index: number, skipIt: boolean) =>
    setSkipped((current) => {
      const next = new Set(current)
      if (skipIt) next.add(index)
      else next.delete(index)
      return next
    })

  const unresolved = problemRows.filter((index) => !checked[index]?.ok && !skipped.has(index))
  const ready = checked.flatMap((row, index) => (row.ok && !skipped.has(index) ? [index] : []))

  // ---- Sending ----
  const resultRows = (results: BulkResults, sent: readonly number[]): BulkImportResultRow[] => {
    const position = new Map(sent.map((row, at) => [row, at]))
    return rows.map((_, index) => {
      const at = position.get(index)
      const result = at === undefined ? undefined : results[at]
      const name = (checked[index]?.company?.name ?? valuesOf(index).name ?? '').trim()
      return {
        row: index + 1,
        name,
        companyId: result?.companyId,
        PCID: result ? result.PCID : (checked[index]?.company?.PCID ?? null),
        status: result ? 'created' : skipped.has(index) ? 'skipped' : 'not_imported',
      }
    })
  }
  const finish = (sent: readonly number[]) => (results: BulkResults) => {
    onComplete?.(resultRows(results, sent))
  }
  const ignore = () => undefined

  const start = () => {
    if (unresolved.length > 0) {
      setUnresolvedError(true)
      const first = unresolved[0]!
      const field = checked[first]?.problems?.[0]?.field ?? 'name'
      document.getElementById(`${id}-row-${first}-${field}`)?.focus()
      return
    }
    if (ready.length === 0 || running) return
    const records: CompanyInput[] = ready.map((index) => checked[index]!.company!)
    const startedLeg = { startedAt: clock(), doneAtStart: 0 }
    setSentRows(ready)
    setHeld(null)
    setLeg(startedLeg)
    setPhase('upload')
    if (table) {
      const own = sessions.get(queryClient) ?? new Map<string, UploadSession>()
      sessions.set(queryClient, own)
      own.set(runId, { table, mapping, checked, skipped, sentRows: ready, leg: startedLeg, hold: null })
    }
    bulk.mutateAsync(records).then(finish(ready), ignore)
  }

  const resume = (includeUnknown = false) => {
    const nextLeg = { startedAt: clock(), doneAtStart: bulk.progress.done }
    setHeld(null)
    setLeg(nextLeg)
    remember({ hold: null, leg: nextLeg })
    bulk.retryFailed({ includeUnknown }).then(finish(sentRows), ignore)
  }

  const downloadResults = () => {
    const rows = resultRows(bulk.results, sentRows)
    void resultCsv(rows).then((csv) => downloadText(csv, resultFileName))
  }

  // ---- Views ----
  const stepHeading = (message: Parameters<typeof t>[0], values?: Record<string, string | number>) => (
    <Heading level={3} id={stepHeadingId}>
      {t(message, values)}
    </Heading>
  )

  let body
  if (phase === 'idle' || phase === 'parsing') {
    body = (
      <>
        <p>{t('companyImport.intro')}</p>
        <FileDrop
          id={`${id}-file`}
          label={t('companyImport.file')}
          accept={ACCEPT}
          maxBytes={maxBytes}
          file={file}
          onFile={(picked) => void read(picked)}
          error={fileError}
          disabled={phase === 'parsing'}
        />
        {phase === 'parsing' && file ? (
          <div className="fk-loading">
            <ProgressBar label={t('companyImport.parsing', { name: file.name })} value={share} max={1} />
            <p role="status" className="fk-muted">
              {t('companyImport.parsing', { name: file.name })}
            </p>
          </div>
        ) : null}
      </>
    )
  } else if (phase === 'mapping' || phase === 'checking') {
    body = (
      <>
        {stepHeading('companyImport.mapping.heading')}
        <p>
          {t(byCount(rows.length, text, 'companyImport.mapping.introOne', 'companyImport.mapping.intro'), {
            rows: rows.length,
            name: file?.name ?? '',
          })}
        </p>
        <ColumnMapping
          idPrefix={id}
          headers={table?.headers ?? []}
          firstRow={rows[0]}
          mapping={mapping}
          onChange={(next) => {
            setMapping(next)
            if (next.name !== undefined) setNameError(undefined)
          }}
          nameError={nameError}
        />
        {checkFailed && phase === 'mapping' ? <Alert tone="error">{t('error.network')}</Alert> : null}
        {phase === 'checking' ? (
          <div className="fk-loading">
            <ProgressBar label={t('companyImport.checking')} value={share} max={1} />
            <p role="status" className="fk-muted">
              {t('companyImport.checking')}
            </p>
          </div>
        ) : null}
        <div className="fk-actions fk-actions-end">
          <Button onClick={startOver} disabled={phase === 'checking'}>
            {t('companyImport.chooseAnother')}
          </Button>
          <Button variant="primary" onClick={() => void check()} busy={phase === 'checking'}>
            {t('companyImport.check')}
          </Button>
        </div>
      </>
    )
  } else if (phase === 'review') {
    const listed = problemRows.slice(0, REVIEW_LIMIT)
    const reviewRows: ReviewRow[] = listed.map((index) => ({
      index,
      values: valuesOf(index),
      checked: checked[index]!,
      fields: problemFields[index] ?? [],
      skipped: skipped.has(index),
    }))
    body = (
      <>
        {stepHeading('companyImport.review.heading')}
        {unresolvedError && unresolved.length > 0 ? (
          <Alert tone="error">
            {t(
              byCount(
                unresolved.length,
                text,
                'companyImport.review.summaryOne',
                'companyImport.review.summary',
              ),
              {
                valid: ready.length,
                rows: rows.length,
                invalid: unresolved.length,
              },
            )}
          </Alert>
        ) : (
          <p role="status">
            {problemRows.length === 0
              ? t(
                  byCount(
                    rows.length,
                    text,
                    'companyImport.review.allValidOne',
                    'companyImport.review.allValid',
                  ),
                  {
                    rows: rows.length,
                  },
                )
              : t(
                  byCount(
                    unresolved.length,
                    text,
                    'companyImport.review.summaryOne',
                    'companyImport.review.summary',
                  ),
                  {
                    valid: ready.length,
                    rows: rows.length,
                    invalid: unresolved.length,
                  },
                )}
          </p>
        )}
        {skipped.size > 0 ? (
          <p className="fk-muted">
            {t(
              byCount(skipped.size, text, 'companyImport.review.skippedOne', 'companyImport.review.skipped'),
              {
                skipped: skipped.size,
              },
            )}
          </p>
        ) : null}
        {problemRows.length > REVIEW_LIMIT ? (
          <p>{t('companyImport.review.more', { shown: REVIEW_LIMIT, total: problemRows.length })}</p>
        ) : null}
        {listed.length > 0 ? <RowReview idPrefix={id} rows={reviewRows} onEdit={edit} onSkip={skip} /> : null}
        <div className="fk-actions fk-actions-end">
          <Button onClick={() => setPhase('mapping')}>{t('companyImport.review.backToMapping')}</Button>
          {unresolved.length > 0 ? (
            <Button onClick={() => setSkipped(new Set([...skipped, ...unresolved]))}>
              {t('companyImport.review.skipAll')}
            </Button>
          ) : null}
          <Button variant="primary" onClick={start} disabled={ready.length === 0 && unresolved.length === 0}>
            {t('companyImport.start', { rows: ready.length })}
          </Button>
        </div>
      </>
    )
  } else if (uploadStep === 'done' || uploadStep === 'stopped') {
    body = (
      <ImportDone
        headingId={stepHeadingId}
        stopped={uploadStep === 'stopped'}
        progress={bulk.progress}
        created={bulk.results.filter((result) => result !== undefined).length}
        skipped={skipped.size}
        rows={resultRows(bulk.results, sentRows)}
        onDownload={downloadResults}
        onStartOver={startOver}
      />
    )
  } else {
    body = (
      <UploadStep
        headingId={stepHeadingId}
        step={uploadStep}
        progress={bulk.progress}
        sending={running}
        rowOf={rowOf}
        leg={leg}
        onPause={(kind) => {
          setHold(kind)
          if (running) bulk.pause()
        }}
        onResume={resume}
        referencesOf={(uncertain) =>
          uncertain.flatMap((chunk) =>
            sentRows
              .slice(chunk.start, chunk.start + chunk.size)
              .flatMap((row) => checked[row]?.company?.PCID ?? []),
          )
        }
      />
    )
  }

  return (
    <Root name="BulkCompanyImport" state={state} className={className} as="section" labelledBy={headingId}>
      <div className="fk-stack" data-step={step}>
        <Heading level={2} id={headingId}>
          {t('companyImport.heading')}
        </Heading>
        {body}
      </div>
    </Root>
  )
}

/**
 * Imports a book of companies from a CSV or JSON file (CMP-4, CMP-5): reads it without freezing the
 * page, suggests which column feeds which field (changeable), checks every row before anything is
 * sent and lets the user fix or skip the bad ones, then uploads in chunks with progress, time left,
 * per-chunk status, pause and stop. A refused chunk is retried alone; one whose outcome is unknown is
 * re-sent only after the user confirms. Ends with a result table (row → `companyId`, `PCID`) and a CSV.
 * @example <BulkCompanyImport onComplete={(rows) => refreshCompanies()} />
 */
export const BulkCompanyImport = /* @__PURE__ */ withBase('BulkCompanyImport', BulkCompanyImportView)
