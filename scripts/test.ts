// `npm test`: every check, in order, stopping at the first that fails, then a table of where the time
// went. One type-check (tsc over tsconfig.json, which includes the *.test-d.tsx type tests); Vitest
// runs after the build because the package tests read dist/ and pack it.
import { spawnSync } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

interface Stage {
  name: string
  command: string
}

export const STAGES: readonly Stage[] = [
  { name: 'typecheck (tsc, type tests included)', command: 'tsc -p tsconfig.json --noEmit' },
  { name: 'lint (eslint)', command: 'eslint .' },
  { name: 'format (prettier --check)', command: 'prettier --check . --log-level warn' },
  { name: 'build (vite, tsc declarations)', command: 'npm run --silent build' },
  { name: 'bundle size budgets', command: 'tsx scripts/checkBundleSizes.ts' },
  { name: 'publint', command: 'publint --strict' },
  { name: 'attw (esm-only)', command: 'attw --pack --profile esm-only' },
  { name: 'vitest (node, jsdom, browser, storybook)', command: 'vitest run' },
]

export interface StageResult {
  name: string
  seconds: number
  status: 'passed' | 'failed' | 'skipped'
}

/** The timing table printed at the end, e.g. `build … 6.1 s`. */
export function formatTimings(results: readonly StageResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length)
  const row = (name: string, seconds: string, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.padStart(7)}${note}`
  const ran = results.filter((result) => result.status !== 'skipped')
  const total = ran.reduce((sum, result) => sum + result.seconds, 0)
  return [
    'npm test — seconds per stage',
    ...results.map((result) =>
      row(
        result.name,
        result.status === 'skipped' ? '–' : result.seconds.toFixed(1),
        result.status === 'passed' ? '' : `  ${result.status}`,
      ),
    ),
    row('total', total.toFixed(1)),
  ].join('\n')
}

/** Runs the stages in order with their output shown; after the first failure the rest are skipped. */
export function runStages(
  stages: readonly Stage[],
  cwd: string,
  log: (line: string) => void = console.log,
): StageResult[] {
  // What `npm run` does: the project's own binaries first on PATH.
  const env = {
    ...process.env,
    PATH: `${resolve(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  }
  const results: StageResult[] = []
  for (const stage of stages) {
    if (results.some((result) => result.status === 'failed')) {
      results.push({ name: stage.name, seconds: 0, status: 'skipped' })
      continue
    }
    log(`\n▶ ${stage.name}: ${stage.command}`)
    const started = performance.now()
    const run = spawnSync(stage.command, { cwd, env, stdio: 'inherit', shell: true })
    const seconds = (performance.now() - started) / 1000
    results.push({ name: stage.name, seconds, status: run.status === 0 ? 'passed' : 'failed' })
  }
  return results
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const results = runStages(STAGES, resolve(import.meta.dirname, '..'))
  console.log(`\n${formatTimings(results)}`)
  const failure = results.find((result) => result.status === 'failed')
  if (failure) {
    console.error(`\nnpm test failed at: ${failure.name}`)
    process.exit(1)
  }
}
