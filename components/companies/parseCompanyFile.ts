import { yieldToPage } from '../../hooks/coreHelpers'

/** A file read as a table: its header row and its data rows, every cell text. */
export interface CompanyTable {
  headers: string[]
  rows: string[][]
  /**
   * Each data row's number as the owner's spreadsheet shows it (the header is row 1, blank lines
   * count); a JSON file's items are numbered from 1.
   */
  lines: number[]
}

interface ParseOptions {
  signal?: AbortSignal
  /** Share of the file read so far, 0–1. */
  onProgress?: (share: number) => void
}

// Papa reads a File in slices of this size through FileReader, one task per slice: each parse stays
// a few milliseconds long, and reading happens off the main thread.
const SLICE_BYTES = 64 * 1024

export const isJsonFile = (file: File) => /\.json$/i.test(file.name) || file.type === 'application/json'

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('Aborted', 'AbortError')
}

/**
 * Papa Parse, loaded when a file is first read or written: a page that shows another component never
 * downloads it.
 */
export const loadPapa = () => import('papaparse').then((module) => module.default)

/** CSV through Papa Parse: quoted fields, a BOM, CRLF, and `,` `;` tab or `|` separators (guessed). */
async function parseCsv(file: File, { signal, onProgress }: ParseOptions): Promise<CompanyTable> {
  const Papa = await loadPapa()
  return new Promise((resolve, reject) => {
    const records: string[][] = []
    const lines: number[] = []
    let line = 0
    Papa.parse<string[]>(file, {
      header: false,
      // Blank lines are dropped here, not by Papa, so that each record keeps its spreadsheet row number.
      skipEmptyLines: false,
      chunkSize: SLICE_BYTES,
      chunk: (results, parser) => {
        if (signal?.aborted) {
          parser.abort()
          return
        }
        for (const record of results.data) {
          line += 1
          if (!record.some((cell) => cell.trim())) continue
          records.push(record)
          lines.push(line)
        }
        onProgress?.(file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1)
      },
      complete: () => {
        if (signal?.aborted) {
          reject(abortError(signal))
          return
        }
        const [header = [], ...rows] = records
        resolve({ headers: header.map((cell) => cell.trim()), rows, lines: lines.slice(1) })
      },
      error: (error) => reject(error),
    })
  })
}

/** A JSON value as a cell's text. */
const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as number | boolean)

/** JSON: an array of company objects (or an object holding one); nested objects become `outer.inner` columns. */
async function parseJson(file: File, { signal, onProgress }: ParseOptions): Promise<CompanyTable> {
  const parsed: unknown = JSON.parse(await file.text())
  signal?.throwIfAborted()
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed).find(Array.isArray)
      : undefined
  if (!list) throw new TypeError('The JSON holds no list of companies')
  const columns = new Map<string, number>()
  const flat: Map<string, string>[] = []
  for (const [index, item] of (list as unknown[]).entries()) {
    const cells = new Map<string, string>()
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, value] of Object.entries(item)) {
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [inner, innerValue] of Object.entries(value))
            cells.set(`${key}.${inner}`, cellText(innerValue))
        } else cells.set(key, cellText(value))
      }
    }
    for (const key of cells.keys()) if (!columns.has(key)) columns.set(key, columns.size)
    flat.push(cells)
    if (index % 2000 === 1999) {
      onProgress?.(index / list.length)
      await yieldToPage()
      signal?.throwIfAborted()
    }
  }
  const headers = [...columns.keys()]
  return {
    headers,
    rows: flat.map((cells) => headers.map((header) => cells.get(header) ?? '')),
    lines: flat.map((_, index) => index + 1),
  }
}

/** Reads a companies file, CSV or JSON, without holding the page for long. */
export function parseCompanyFile(file: File, options: ParseOptions = {}): Promise<CompanyTable> {
  return isJsonFile(file) ? parseJson(file, options) : parseCsv(file, options)
}
