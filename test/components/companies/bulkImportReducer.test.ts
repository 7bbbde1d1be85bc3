import { describe, expect, it } from 'vitest'
import { type BulkChunk } from '../../../hooks'
import { suggestCompanyMapping } from '../../../src/index'
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
  type BulkImportAction,
  type BulkImportState,
} from '../../../components/companies/bulkImportReducer'
import { checkCompanyValues } from '../../../components/companies/rowChecks'
import type { CompanyTable } from '../../../components/companies/parseCompanyFile'

// The import's state machine without React: the real row checks and column suggestion drive it, as
// the component does.

const table: CompanyTable = {
  headers: ['Company Name', 'EIN', 'Customer ID'],
  rows: [
    ['Acme LLC', '12-3456789', 'A-1'],
    ['Beta Inc', '12-345', 'B-2'],
    ['', '98-7654321', 'C-3'],
  ],
  lines: [2, 3, 4],
}
const file = new File(['…'], 'companies.csv', { type: 'text/csv' })

const run = (...actions: BulkImportAction[]) => actions.reduce(bulkImportReducer, initialBulkImport)
const checked = (): BulkImportState => {
  const mapping = suggestCompanyMapping(table.headers)
  const read = run({ type: 'pick', file }, { type: 'parsed', table, mapping }, { type: 'checking' })
  return bulkImportReducer(read, {
    type: 'checked',
    rows: table.rows.map((_, index) => checkCompanyValues(valuesOf(read, index))),
  })
}

describe('bulkImportReducer', () => {
  it('walks pick → parsing → mapping → checking → review, with the bad rows and their fields listed', () => {
    expect(run({ type: 'pick', file })).toMatchObject({ phase: 'parsing', file, share: 0 })
    const state = checked()
    expect(state.phase).toBe('review')
    expect(state.problemRows).toEqual([1, 2])
    expect(state.problemFields).toEqual({ 1: ['ein'], 2: ['name'] })
    expect(unresolvedRows(state)).toEqual([1, 2])
    expect(readyRows(state)).toEqual([0])
  })

  it('a fixed row becomes ready and keeps its input; a skipped one is left out, and skip-all skips the rest', () => {
    let state = checked()
    const values = { ...valuesOf(state, 1), ein: '12-3456780' }
    state = bulkImportReducer(state, { type: 'edit', index: 1, values, result: checkCompanyValues(values) })
    expect(valuesOf(state, 1).ein).toBe('12-3456780')
    expect(state.problemFields[1]).toEqual(['ein']) // the input stays while it is being fixed
    expect(readyRows(state)).toEqual([0, 1])
    state = bulkImportReducer(state, { type: 'skip', rows: unresolvedRows(state), skip: true })
    expect(unresolvedRows(state)).toEqual([])
    expect([...state.skipped]).toEqual([2])
    state = bulkImportReducer(state, { type: 'skip', rows: [2], skip: false })
    expect(unresolvedRows(state)).toEqual([2])
  })

  it('the name must be matched: the error goes once a column feeds it; an unloadable check returns to the matching', () => {
    let state = run({ type: 'pick', file }, { type: 'parsed', table, mapping: {} })
    state = bulkImportReducer(state, { type: 'nameMissing', message: 'Choose the name' })
    expect(state.nameError).toBe('Choose the name')
    state = bulkImportReducer(state, { type: 'map', mapping: { ein: 1 } })
    expect(state.nameError).toBe('Choose the name')
    state = bulkImportReducer(state, { type: 'map', mapping: { name: 0 } })
    expect(state.nameError).toBeUndefined()
    state = bulkImportReducer(bulkImportReducer(state, { type: 'checking' }), { type: 'checkFailed' })
    expect(state).toMatchObject({ phase: 'mapping', checkFailed: true, table })
  })

  it('the upload’s session holds each row’s name and reference, not the file; the state forgets the file', () => {
    const state = checked()
    const session = uploadSession(state, 1000)
    expect(session).toEqual({
      planned: [
        // Numbered as the spreadsheet does (the table's lines: the header is row 1).
        { row: 2, name: 'Acme LLC', companyId: undefined, PCID: 'A-1', status: 'not_imported' },
        // A row still invalid has no checked company, so no reference, as the results CSV shows it.
        { row: 3, name: 'Beta Inc', companyId: undefined, PCID: null, status: 'not_imported' },
        { row: 4, name: '', companyId: undefined, PCID: null, status: 'not_imported' },
      ],
      sentRows: [0],
      leg: { startedAt: 1000, doneAtStart: 0 },
      hold: null,
    })
    // Started (or started over): nothing of the file stays in the component's state.
    expect(bulkImportReducer(state, { type: 'startOver' })).toBe(initialBulkImport)
    expect(initialBulkImport).toMatchObject({ file: null, table: null, checked: [], problemRows: [] })
  })

  it('results map each sent record back to its file row; skipped and unsent rows say so', () => {
    let state = checked()
    state = bulkImportReducer(state, { type: 'skip', rows: [2], skip: true })
    const values = { ...valuesOf(state, 1), ein: '12-3456780' }
    state = bulkImportReducer(state, { type: 'edit', index: 1, values, result: checkCompanyValues(values) })
    const session = uploadSession(state, 0)
    expect(session.sentRows).toEqual([0, 1])
    const rows = resultRows(session, [undefined, { companyId: 'co-2', PCID: 'B-2' }])
    expect(rows.map(({ row, companyId, status }) => [row, companyId, status])).toEqual([
      [2, undefined, 'not_imported'],
      [3, 'co-2', 'created'],
      [4, undefined, 'skipped'],
    ])
  })

  it('the upload’s step: the run says what is sent, a pause or stop what is wanted; data-state follows', () => {
    const chunk = (status: BulkChunk['status']): BulkChunk => ({ index: 0, start: 0, size: 1, status })
    expect(uploadStepOf([chunk('sending')], true, null)).toBe('uploading')
    expect(uploadStepOf([chunk('sending')], true, 'pause')).toBe('pausing')
    expect(uploadStepOf([chunk('done'), chunk('queued')], false, 'pause')).toBe('paused')
    expect(uploadStepOf([chunk('done'), chunk('queued')], false, 'stop')).toBe('stopped')
    expect(uploadStepOf([chunk('done'), chunk('unknown')], false, null)).toBe('failed')
    expect(uploadStepOf([chunk('done')], false, null)).toBe('done')
    expect(componentStateOf('checking', undefined)).toBe('loading')
    expect(componentStateOf('idle', 'Not a CSV file')).toBe('error')
    expect(componentStateOf('pausing', undefined)).toBe('submitting')
    expect(componentStateOf('stopped', undefined)).toBe('submitted')
    expect(componentStateOf('paused', undefined)).toBe('ready')
  })
})
