// Issue 10's figures, in Chromium: ComplianceAlertList with 5,000 alerts (first render, a filter
// keystroke) and ComplianceForm with 300 fields (first render, keystroke latency).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright'
import { build, type Rollup } from 'vite'

interface Row {
  name: string
  value: string
  note: string
}

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: resolve(import.meta.dirname, 'compliance.browser.tsx'),
        formats: ['iife'],
        name: 'fkComplianceBenchBundle',
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const first = Array.isArray(output) ? output[0]! : output
  return first.output[0].code
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!
const ms = (value: number) => `${value.toFixed(1)} ms`

/** The rows `bench/run.ts` prints for the compliance UI. */
export async function complianceRows(): Promise<Row[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const browser = await chromium.launch({
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
    await page.setContent('<!doctype html><title>filing-kit bench</title><body></body>')
    await page.addScriptTag({ content: await bundle() })
    type Bench = {
      alertList: (
        count: number,
      ) => Promise<{ firstRenderMs: number; handlerMs: number; answerMs: number; rendered: number }>
      complianceForm: (
        fields: number,
      ) => Promise<{ firstRenderMs: number; keystrokes: number[]; inputs: number }>
    }
    const list = []
    for (let run = 0; run < 5; run += 1)
      list.push(
        await page.evaluate(() =>
          (globalThis as unknown as { fkComplianceBench: Bench }).fkComplianceBench.alertList(5000),
        ),
      )
    const form = []
    for (let run = 0; run < 5; run += 1)
      form.push(
        await page.evaluate(() =>
          (globalThis as unknown as { fkComplianceBench: Bench }).fkComplianceBench.complianceForm(300),
        ),
      )
    const keystrokes = form.flatMap((run) => run.keystrokes)
    return [
      {
        name: 'ComplianceAlertList: 5,000 alerts, first render',
        value: ms(median(list.map((run) => run.firstRenderMs))),
        note: `median of 5 in Chromium (React production), ${list[0]!.rendered} rows in the page; target < 100 ms`,
      },
      {
        name: 'ComplianceAlertList: 5,000 alerts, filter keystroke',
        value: ms(median(list.map((run) => run.answerMs))),
        note: `until the list answers, median of 5; the keystroke itself ${ms(median(list.map((run) => run.handlerMs)))}`,
      },
      {
        name: 'ComplianceForm: 300 fields, first render',
        value: ms(median(form.map((run) => run.firstRenderMs))),
        note: 'median of 5, the rjsf chunk already loaded; target < 200 ms',
      },
      {
        name: 'ComplianceForm: 300 fields, keystroke',
        value: ms(median(keystrokes)),
        note: `median of ${keystrokes.length}, p95 ${ms(p95(keystrokes))}; until the field shows it; target < 16 ms`,
      },
    ]
  } finally {
    await browser.close()
  }
}

// `npx tsx bench/compliance.ts` prints these rows alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  complianceRows().then(
    (rows) => {
      for (const row of rows) console.log(`${row.name.padEnd(52)} ${row.value.padStart(10)}  ${row.note}`)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
