import type {
  BulkChunk,
  BulkResults,
  CheckedCompanyRow,
  Company,
  CompanyColumnMapping,
  CompanyDuplicate,
  CompanyImportField,
  CompanyRowValues,
} from '../../hooks'
import { mapCompanyRow } from '../../hooks/coreHelpers'
import type { ComponentState } from '../base/Base'
import { baseState } from '../base/baseState'
import type { CompanyTable } from './parseCompanyFile'
import { reformattedValues, type ReformattedValue } from './reformattedValues'
import type { BulkImportResultRow } from './resultCsv'

/** Where the import stands before it uploads; `data-step` shows it. */
export type ImportPhase = 'idle' | 'parsing' | 'mapping' | 'checking' | 'review'
/** Where an upload stands, read from the run and the person's pause or stop. */
export type UploadStepName = 'uploading' | 'pausing' | 'paused' | 'failed' | 'stopped' | 'done'
export type Hold = 'pause' | 'stop' | null
/** What `data-step` shows: the phase, or once a run is kept, the upload's step. */
export type ImportStep = ImportPhase | UploadStepName

/** The file being read, matched and checked. Nothing of it is kept once the upload starts. */
export interface BulkImportState {
  phase: ImportPhase
  file: File | null
  fileError?: string | undefined
  /** Share of the reading or the checking done, 0–1. */
  share: number
  table: CompanyTable | null
  mapping: CompanyColumnMapping
  nameError?: string | undefined
  /** The row checks could not load (offline): said on the matching step, which stays. */
  checkFailed?: boolean
  checked: readonly CheckedCompanyRow[]
  problemRows: readonly number[]
  edits: Readonly<Record<number, CompanyRowValues>>
  /** Every field of a row that was in error at some point, so an input does not vanish while fixed. */
  problemFields: Readonly<Record<number, readonly CompanyImportField[]>>
  skipped: ReadonlySet<number>
  /** Rows that look like a company already there, by position; skipped until the person keeps them. */
  duplicates: Readonly<Record<number, CompanyDuplicate>>
  /** The partner's companies could not be read, so rows were compared only with each other. */
  notCompared?: boolean
  /** The partner's companies the rows were compared with, to compare a row fixed in the review again. */
  existing?: readonly Company[]
  /** Values of valid rows sent otherwise than the file wrote them (a date, a state, an EIN), by row. */
  reformatted: readonly ReformattedValue[]
  /** The person tried to import with problems left. */
  unresolvedError?: boolean
}

/**
 * What an upload's screen needs, kept beside the run in the hook's per-QueryClient store (`keep`), so
 * that it shows the upload again after unmounting and goes when the run goes. Not the file: each row's
 * name and reference only, as the results list them.
 */
export interface UploadSession {
  /** Every row of the file as the results show it before any is created. */
  planned: readonly BulkImportResultRow[]
  /** The file row of each record sent, by position. */
  sentRows: readonly number[]
  /** When this leg of the upload started, and how many were done then (for the time left). */
  leg: { startedAt: number; doneAtStart: number }
  hold: Hold
}

export type BulkImportAction =
  | { type: 'pick'; file: File | null }
  | { type: 'fileError'; message: string }
  | { type: 'progress'; share: number }
  | { type: 'parsed'; table: CompanyTable; mapping: CompanyColumnMapping }
  | { type: 'map'; mapping: CompanyColumnMapping }
  | { type: 'nameMissing'; message: string }
  | { type: 'checking' }
  | { type: 'checkFailed' }
  | {
      type: 'checked'
      rows: readonly CheckedCompanyRow[]
      duplicates?: readonly (CompanyDuplicate | undefined)[]
      notCompared?: boolean
      existing?: readonly Company[]
    }
  | {
      type: 'edit'
      index: number
      values: CompanyRowValues
      result: CheckedCompanyRow
      /** What the row repeats as edited (see rowChecks' editedRowDuplicate). */
      duplicate?: CompanyDuplicate | undefined
    }
  | { type: 'skip'; rows: readonly number[]; skip: boolean }
  | { type: 'unresolved' }
  | { type: 'back' }
  | { type: 'startOver' }

export const initialBulkImport: BulkImportState = {
  phase: 'idle',
  file: null,
  share: 0,
  table: null,
  mapping: {},
  checked: [],
  problemRows: [],
  edits: {},
  problemFields: {},
  skipped: new Set(),
  duplicates: {},
  reformatted: [],
}

/** The import's steps before the upload: read, match, check, fix or skip. Pure. */
export function bulkImportReducer(state: BulkImportState, action: BulkImportAction): BulkImportState {
  switch (action.type) {
    case 'pick':
      return action.file
        ? { ...state, file: action.file, fileError: undefined, share: 0, phase: 'parsing' }
        : { ...state, file: null, fileError: undefined }
    case 'fileError':
      return { ...state, fileError: action.message, phase: 'idle' }
    case 'progress':
      return { ...state, share: action.share }
    case 'parsed':
      return {
        ...state,
        table: action.table,
        mapping: action.mapping,
        nameError: undefined,
        phase: 'mapping',
      }
    case 'map':
      return {
        ...state,
        mapping: action.mapping,
        nameError: action.mapping.name === undefined ? state.nameError : undefined,
      }
    case 'nameMissing':
      return { ...state, nameError: action.message }
    case 'checking':
      return { ...state, share: 0, checkFailed: false, phase: 'checking' }
    case 'checkFailed':
      return { ...state, checkFailed: true, phase: 'mapping' }
    case 'checked': {
      const problemRows: number[] = []
      const problemFields: Record<number, CompanyImportField[]> = {}
      const duplicates: Record<number, CompanyDuplicate> = {}
      const reformatted: ReformattedValue[] = []
      action.rows.forEach((row, index) => {
        const duplicate = action.duplicates?.[index]
        if (duplicate) duplicates[index] = duplicate
        if (row.ok) {
          reformatted.push(...reformattedValues(index, row, valuesOf(state, index)))
          return
        }
        problemRows.push(index)
        problemFields[index] = row.problems.map((problem) => problem.field)
      })
      return {
        ...state,
        checked: action.rows,
        problemRows,
        problemFields,
        edits: {},
        // A likely duplicate is left out unless the person keeps it: a second identical company
        // is worse than one row to tick.
        skipped: new Set(Object.keys(duplicates).map(Number)),
        duplicates,
        notCompared: action.notCompared,
        existing: action.existing,
        reformatted,
        unresolvedError: false,
        phase: 'review',
      }
    }
    case 'edit': {
      const { index, result, duplicate } = action
      const known = state.problemFields[index] ?? []
      const more = (result.problems ?? [])
        .map((problem) => problem.field)
        .filter((field) => !known.includes(field))
      // A fixed row that now repeats another is flagged as the file's rows were, but not skipped for
      // the owner: that would disable the field under their typing. They tick it, or change it again.
      const { [index]: _was, ...duplicates } = state.duplicates
      return {
        ...state,
        duplicates: duplicate ? { ...duplicates, [index]: duplicate } : duplicates,
        edits: { ...state.edits, [index]: action.values },
        checked: state.checked.map((row, at) => (at === index ? result : row)),
        problemFields:
          more.length > 0 ? { ...state.problemFields, [index]: [...known, ...more] } : state.problemFields,
      }
    }
    case 'skip': {
      const skipped = new Set(state.skipped)
      for (const row of action.rows) {
        if (action.skip) skipped.add(row)
        else skipped.delete(row)
      }
      return { ...state, skipped }
    }
    case 'unresolved':
      return { ...state, unresolvedError: true }
    case 'back':
      return { ...state, phase: 'mapping' }
    // Also when the upload starts: the session kept beside the run holds what it needs, and nothing
    // of the file stays here.
    case 'startOver':
      return initialBulkImport
  }
}

/** A row's values now: as edited, or as the file and the matching give them. */
export const valuesOf = (state: BulkImportState, index: number): CompanyRowValues =>
  state.edits[index] ?? mapCompanyRow(state.table?.rows[index] ?? [], state.mapping)

/** A row's number as the owner's spreadsheet shows it (header row 1), for every message and the results. */
export const lineOf = (state: Pick<BulkImportState, 'table'>, index: number): number =>
  state.table?.lines[index] ?? index + 1

/** Rows the person is asked about, in file order: those with problems, and likely duplicates. */
export const reviewRows = ({ problemRows, duplicates }: BulkImportState): number[] =>
  [...new Set([...problemRows, ...Object.keys(duplicates).map(Number)])].sort((a, b) => a - b)

/** Rows with problems still, and not skipped. */
export const unresolvedRows = ({ problemRows, checked, skipped }: BulkImportState): number[] =>
  problemRows.filter((index) => !checked[index]?.ok && !skipped.has(index))

/** Rows to send: valid and not skipped, in file order. */
export const readyRows = ({ checked, skipped }: BulkImportState): number[] =>
  checked.flatMap((row, index) => (row.ok && !skipped.has(index) ? [index] : []))

/** The session an upload of the ready rows starts with; `reasonOf` says why a skipped row is skipped. */
export function uploadSession(
  state: BulkImportState,
  startedAt: number,
  reasonOf: (index: number) => string | undefined = () => undefined,
): UploadSession {
  const { checked, skipped } = state
  return {
    planned: (state.table?.rows ?? []).map((_, index) => ({
      row: lineOf(state, index),
      reason: skipped.has(index) ? reasonOf(index) : undefined,
      name: (checked[index]?.company?.name ?? valuesOf(state, index).name ?? '').trim(),
      companyId: undefined,
      PCID: checked[index]?.company?.PCID ?? null,
      status: skipped.has(index) ? 'skipped' : 'not_imported',
    })),
    sentRows: readyRows(state),
    leg: { startedAt, doneAtStart: 0 },
    hold: null,
  }
}

/** What became of every row of the file, from the run's positional results. */
export function resultRows(
  { planned, sentRows }: UploadSession,
  results: BulkResults,
): BulkImportResultRow[] {
  const position = new Map(sentRows.map((row, at) => [row, at]))
  return planned.map((row, index) => {
    const at = position.get(index)
    const result = at === undefined ? undefined : results[at]
    return result ? { ...row, companyId: result.companyId, PCID: result.PCID, status: 'created' } : row
  })
}

/** The upload's step: the run says what is sent, the person's pause or stop says what is wanted. */
export function uploadStepOf(chunks: readonly BulkChunk[], running: boolean, hold: Hold): UploadStepName {
  if (running) return hold ? 'pausing' : 'uploading'
  if (hold === 'stop') return 'stopped'
  if (chunks.some((chunk) => chunk.status === 'failed' || chunk.status === 'unknown')) return 'failed'
  if (chunks.some((chunk) => chunk.status !== 'done')) return hold === 'pause' ? 'paused' : 'uploading'
  return 'done'
}

/**
 * `data-state` for a step, in baseState's one order: reading or checking the file is loading, an
 * upload under way submitting, a finished or stopped one submitted; a refused file is an error until
 * another is picked.
 */
export const componentStateOf = (step: ImportStep, fileError: string | undefined): ComponentState =>
  baseState({
    loading: step === 'parsing' || step === 'checking',
    write: {
      isPending: step === 'uploading' || step === 'pausing',
      isSuccess: step === 'done' || step === 'stopped',
      error: fileError || step === 'failed',
    },
  })
