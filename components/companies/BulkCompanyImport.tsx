'use client'
import { lazy, useEffect, useId, useReducer, useRef } from 'react'
import {
  useBulkCreateCompanies,
  usePartnerClient,
  type BulkResults,
  type CompanyImportField,
  type CompanyInput,
} from '../../hooks'
import { suggestCompanyMapping } from '../../hooks/coreHelpers'
import { Root, withBase } from '../base/Base'
import { BaseView } from '../base/BaseView'
import { ChecksFailedAlert } from '../base/ChecksFailedAlert'
import { FileDrop } from '../base/FileDrop'
import { saveBlob } from '../base/saveBlob'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import {
  bulkImportReducer,
  componentStateOf,
  initialBulkImport,
  readyRows,
  resultRows,
  unresolvedRows,
  uploadSession,
  uploadStepOf,
  valuesOf,
  type ImportStep,
  type UploadSession,
} from './bulkImportReducer'
import { parseCompanyFile } from './parseCompanyFile'
import type { BulkImportResultRow } from './resultCsv'
import { loadRowChecks } from './loadRowChecks'
import { ColumnMapping } from './ColumnMapping'
import { byCount } from './fields'
import { ReviewStep } from './ReviewStep'
import { rowReason } from './rowReason'
import type * as RowChecks from './rowChecks'
import { UploadStep } from './UploadStep'

export type { BulkImportResultRow } from './resultCsv'

// The end screen (its virtualised table and CSV writer): fetched when an upload starts, shown when it ends.
const loadImportDone = () => import('./ImportDone').then((module) => ({ default: module.ImportDone }))
const ImportDone = /* @__PURE__ */ lazy(loadImportDone)

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

const ACCEPT = '.csv,.tsv,.txt,.json'
/** Wall-clock time of an event, for the estimate of the time left. */
const clock = () => Date.now()

function BulkCompanyImportView({
  onComplete,
  chunkSize = 200,
  concurrency = 2,
  runId = 'BulkCompanyImport',
  maxBytes = 50 * 1024 * 1024,
  resultFileName = 'company-import-results.csv',
  className,
}: BulkCompanyImportProps) {
  // The upload's session is kept beside the run, per QueryClient: mounted again, the screen finds it.
  const bulk = useBulkCreateCompanies<UploadSession>({ chunkSize, concurrency, runId })
  const client = usePartnerClient()
  const text = useText(companyMessages)
  const { t } = text
  const ui = useComponents()
  const { Heading, Button } = ui
  const id = useId()
  const headingId = `${id}-heading`
  const stepHeadingId = `${id}-step`

  const [state, dispatch] = useReducer(bulkImportReducer, initialBulkImport)
  const { phase, file, fileError, share, table, mapping, checked } = state
  const session = bulk.kept
  const work = useRef<AbortController | null>(null)
  const rowChecks = useRef<typeof RowChecks | null>(null)
  useEffect(() => () => work.current?.abort(), [])

  // Focus moves inside this component's own tree (found from its root, not the document), so it
  // works where the component renders inside a shadow root.
  const box = useRef<HTMLDivElement>(null)
  const focus = (target: string) => box.current?.querySelector<HTMLElement>(`[id="${target}"]`)?.focus()

  // ---- Upload state, read from the run (the hook's progress is the truth) ----
  const running = bulk.isPending
  const uploadStep = uploadStepOf(bulk.progress.chunks, running, session?.hold ?? null)
  // A run kept with its session is the upload (this screen's, or found again after it unmounted).
  const step: ImportStep = session ? uploadStep : phase
  const componentState = componentStateOf(step, fileError)

  // Each step's heading takes the focus, so a keyboard or screen-reader user lands on what changed.
  // The end screen loads lazily: until its heading is drawn the focus waits, and the end screen
  // calls this again once it is (a resolved lazy component does not render this one again).
  const shown = useRef(step)
  const moveFocus = () => {
    if (shown.current === step) return
    const target = step === 'idle' ? `${id}-file` : step === 'pausing' ? undefined : stepHeadingId
    if (target && !box.current?.querySelector(`[id="${target}"]`)) return
    shown.current = step
    if (target) focus(target)
  }
  useEffect(moveFocus)

  // ---- Reading and checking ----
  const startOver = () => {
    work.current?.abort()
    bulk.reset()
    dispatch({ type: 'startOver' })
  }

  const read = async (picked: File | null) => {
    dispatch({ type: 'pick', file: picked })
    if (!picked) return
    work.current?.abort()
    const controller = new AbortController()
    work.current = controller
    try {
      const parsed = await parseCompanyFile(picked, {
        signal: controller.signal,
        onProgress: (done) => dispatch({ type: 'progress', share: done }),
      })
      if (controller.signal.aborted) return
      if (parsed.rows.length === 0) {
        dispatch({ type: 'fileError', message: t('companyImport.noRows', { name: picked.name }) })
        return
      }
      dispatch({ type: 'parsed', table: parsed, mapping: suggestCompanyMapping(parsed.headers) })
    } catch {
      if (controller.signal.aborted) return
      dispatch({ type: 'fileError', message: t('companyImport.parseFailed', { name: picked.name }) })
    }
  }

  const check = async () => {
    if (!table) return
    if (mapping.name === undefined) {
      dispatch({ type: 'nameMissing', message: t('companyImport.mapping.nameRequired') })
      focus(`${id}-map-name`)
      return
    }
    work.current?.abort()
    const controller = new AbortController()
    work.current = controller
    dispatch({ type: 'checking' })
    try {
      const checks = (rowChecks.current ??= await loadRowChecks())
      const result = await checks.checkImportRows(client, table.rows, mapping, {
        signal: controller.signal,
        onProgress: (done, total) => dispatch({ type: 'progress', share: done / total }),
      })
      dispatch({ type: 'checked', ...result })
    } catch {
      if (controller.signal.aborted) return
      dispatch({ type: 'checkFailed' })
    }
  }

  const edit = (index: number, field: CompanyImportField, value: string) => {
    // Rows are edited only in review, after check() loaded the row checks.
    const checks = rowChecks.current
    if (!checks) return
    const values = { ...valuesOf(state, index), [field]: value }
    const result = checks.checkCompanyValues(values)
    const duplicate = checks.editedRowDuplicate(checked, index, result, state.existing ?? [])
    dispatch({ type: 'edit', index, values, result, duplicate })
  }

  // ---- Sending ----
  const finish = (started: UploadSession) => (results: BulkResults) => {
    onComplete?.(resultRows(started, results))
  }
  const ignore = () => undefined

  const start = () => {
    const unresolved = unresolvedRows(state)
    const ready = readyRows(state)
    if (unresolved.length > 0) {
      dispatch({ type: 'unresolved' })
      const first = unresolved[0]!
      focus(`${id}-row-${first}-${checked[first]?.problems?.[0]?.field ?? 'name'}`)
      return
    }
    if (ready.length === 0 || running) return
    const records: CompanyInput[] = ready.map((index) => checked[index]!.company!)
    const started = uploadSession(state, clock(), (index) => rowReason(state, index, text))
    void loadImportDone().catch(ignore)
    const sent = bulk.mutateAsync(records)
    bulk.keep(started)
    dispatch({ type: 'startOver' })
    sent.then(finish(started), ignore)
  }

  const rows = table?.rows ?? []

  // ---- Views ----
  let body
  if (session) {
    const { sentRows } = session
    const keep = (patch: Partial<UploadSession>) => bulk.keep({ ...session, ...patch })
    if (uploadStep === 'done' || uploadStep === 'stopped') {
      const results = resultRows(session, bulk.results)
      body = (
        <BaseView>
          <ImportDone
            headingId={stepHeadingId}
            stopped={uploadStep === 'stopped'}
            progress={bulk.progress}
            rows={results}
            resultFileName={resultFileName}
            onStartOver={startOver}
            text={text}
            ui={ui}
            save={saveBlob}
            onShown={moveFocus}
          />
        </BaseView>
      )
    } else {
      body = (
        <UploadStep
          headingId={stepHeadingId}
          step={uploadStep}
          progress={bulk.progress}
          sending={running}
          rowOf={(sentIndex) => session.planned[sentRows[sentIndex] ?? sentIndex]?.row ?? sentIndex + 1}
          leg={session.leg}
          onPause={(kind) => {
            keep({ hold: kind })
            if (running) bulk.pause()
          }}
          onResume={(includeUnknown = false) => {
            keep({ hold: null, leg: { startedAt: clock(), doneAtStart: bulk.progress.done } })
            bulk.retryFailed({ includeUnknown }).then(finish(session), ignore)
          }}
          referencesOf={(uncertain) =>
            uncertain.flatMap((chunk) =>
              sentRows
                .slice(chunk.start, chunk.start + chunk.size)
                .flatMap((row) => session.planned[row]?.PCID ?? []),
            )
          }
        />
      )
    }
  } else if (phase === 'idle' || phase === 'parsing') {
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
        {/* Reading under way: how far, and the same words for a screen reader. */}
        <BaseView
          busy={phase === 'parsing' && !!file}
          loading={t('companyImport.parsing', { name: file?.name ?? '' })}
          progress={share}
        />
      </>
    )
  } else if (phase === 'mapping' || phase === 'checking') {
    body = (
      <>
        <Heading level={3} id={stepHeadingId}>
          {t('companyImport.mapping.heading')}
        </Heading>
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
          onChange={(next) => dispatch({ type: 'map', mapping: next })}
          nameError={state.nameError}
        />
        {/* The row checks did not load: "Try again" loads them and checks the rows. */}
        {state.checkFailed && phase === 'mapping' ? <ChecksFailedAlert onRetry={() => void check()} /> : null}
        <BaseView busy={phase === 'checking'} loading={t('companyImport.checking')} progress={share} />
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
  } else {
    body = (
      <ReviewStep
        idPrefix={id}
        headingId={stepHeadingId}
        state={state}
        dispatch={dispatch}
        onEdit={edit}
        onStart={start}
      />
    )
  }

  return (
    <Root state={componentState} className={className} as="section" labelledBy={headingId}>
      <div className="fk-stack" data-step={step} ref={box}>
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
