// Issue 12's figures: how long the page is held while 10,000 rows are read and checked (in Chromium),
// and the import's wall time against the ideal (chunks ÷ concurrency × latency) at 200 ms a request.
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium } from 'playwright'
import { build, type Rollup } from 'vite'
import { createBulkCreateRun, createPartnerClient } from '../src/index'
import { createPartnerSimulator } from '../src/simulator/index'

interface Row {
  name: string
  value: string
  note: string
}

function companiesCsv(count: number): string {
  const lines = ['Company Name,Tax ID,State,"Street, line 1",City,Zip,Email,Customer ID']
  for (let index = 0; index < count; index += 1) {
    const n = String(index + 1).padStart(5, '0')
    lines.push(
      `"Company ${n}, ""Holdings"" LLC",${10 + (index % 89)}-${1000000 + index},CA,"${index} Market St, Suite 5",Springfield,94105,notices+${n}@example.com,CUST-${n}`,
    )
  }
  return `\ufeff${lines.join('\r\n')}\r\n`
}

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, 'companiesImport.browser.ts'),
        formats: ['iife'],
        name: 'fkImportBenchBundle',
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const first = Array.isArray(output) ? output[0]! : output
  return first.output[0].code
}

/** Longest main-thread block while 10,000 rows are parsed and checked, in Chromium. */
async function mainThreadRows(): Promise<Row[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const browser = await chromium.launch({
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>filing-kit bench</title>')
    await page.addScriptTag({ content: await bundle() })
    const csv = companiesCsv(10_000)
    type Result = {
      rows: number
      valid: number
      parseMs: number
      checkMs: number
      longestGapMs: number
      longTasks: number
      longestTaskMs: number
    }
    const measure = async (entry: 'fkImportBench' | 'fkComponentBench') => {
      const runs: Result[] = []
      for (let attempt = 0; attempt < 5; attempt += 1) {
        runs.push(
          await page.evaluate(
            ([name, text]) =>
              (globalThis as unknown as Record<string, (csv: string) => Promise<Result>>)[name]!(text),
            [entry, csv] as const,
          ),
        )
      }
      return runs
    }
    const runs = await measure('fkImportBench')
    const throughComponent = await measure('fkComponentBench')
    const componentByGap = [...throughComponent].sort((a, b) => a.longestGapMs - b.longestGapMs)
    const componentMedian = componentByGap[Math.floor(componentByGap.length / 2)]!
    // A busy machine preempts the browser now and then: the median run is the figure, the worst the note.
    const byGap = [...runs].sort((a, b) => a.longestGapMs - b.longestGapMs)
    const median = byGap[Math.floor(byGap.length / 2)]!
    const worst = byGap[byGap.length - 1]!
    const best = runs.reduce((a, b) => (b.parseMs + b.checkMs < a.parseMs + a.checkMs ? b : a))
    return [
      {
        name: 'import: BulkCompanyImport picks + checks 10,000 rows, longest block',
        value: `${componentMedian.longestGapMs.toFixed(1)} ms`,
        note: `longest gap between frames, React rendering included, median of 5 (worst ${componentByGap[componentByGap.length - 1]!.longestGapMs.toFixed(0)} ms); ${(componentMedian.parseMs + componentMedian.checkMs).toFixed(0)} ms in all`,
      },
      {
        name: `import: read + check ${median.rows.toLocaleString('en-US')} CSV rows, longest block`,
        value: `${median.longestGapMs.toFixed(1)} ms`,
        note: `longest gap between frames in Chromium, median of 5 (worst ${worst.longestGapMs.toFixed(0)} ms, load ${loadavg()[0]!.toFixed(1)}); target < 50 ms`,
      },
      {
        name: 'import: read + check 10,000 CSV rows, total',
        value: `${(best.parseMs + best.checkMs).toFixed(0)} ms`,
        note: `parse ${best.parseMs.toFixed(0)} ms + check ${best.checkMs.toFixed(0)} ms, best of 5; ${best.valid} valid`,
      },
    ]
  } finally {
    await browser.close()
  }
}

/** A bulk import against the simulator at 200 ms a request, against chunks ÷ concurrency × latency. */
async function wallTimeRow(): Promise<Row> {
  const latency = 200
  const sim = createPartnerSimulator({ seed: 1, latencyMs: latency })
  const client = createPartnerClient({
    baseUrl: 'http://portal.test/api/partner',
    partnerId: sim.partners[0]!.partnerId,
    fetch: sim.viaProxy(),
  })
  const records = Array.from({ length: 2000 }, (_, index) => ({
    name: `Bench Import ${index} LLC`,
    ein: '12-3456789',
    PCID: `B-${index}`,
  }))
  const chunkSize = 200
  const concurrency = 2
  // Warm the client, proxy and simulator up first (a cold run pays for JIT compilation), then best of 3.
  await createBulkCreateRun(client, records.slice(0, 400), { chunkSize, concurrency }).start()
  let wall = Infinity
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const run = createBulkCreateRun(client, records, { chunkSize, concurrency })
    const start = performance.now()
    await run.start()
    wall = Math.min(wall, performance.now() - start)
  }
  const ideal = (Math.ceil(records.length / chunkSize) / concurrency) * latency
  return {
    name: `import: 2,000 companies, ${chunkSize}/chunk × ${concurrency} at ${latency} ms`,
    value: `${(wall / ideal).toFixed(3)}× ideal`,
    note: `${wall.toFixed(0)} ms vs ${ideal.toFixed(0)} ms ideal, best of 3, in-process proxy + simulator; target ≤ 1.15×`,
  }
}

/** The rows `bench/run.ts` prints for the companies import. */
export async function companiesImportRows(): Promise<Row[]> {
  return [...(await mainThreadRows()), await wallTimeRow()]
}
