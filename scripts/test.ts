// `npm test`: every check, then a table of where the time went. The checks run in three steps; the
// stages of a step run side by side (none reads another's output), and a step starts only when the
// one before passed. One type-check (tsc over tsconfig.json, which includes the *.test-d.tsx type
// tests); the package checks read dist/, so they follow the build; Vitest runs last, alone, because
// its package tests read dist/ and pack it and its browsers want every core.
//
// Side by side, the static checks take about half their one-after-another time on two cores (idle:
// 72 s → about 40 s). A stage run beside others has its output held and printed whole when it ends,
// so two logs never interleave.
import { spawn } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

export interface Stage {
  name: string
  command: string
}

/** The steps, in order; the stages of one step run at the same time. */
export const STEPS: readonly (readonly Stage[])[] = [
  [
    { name: 'typecheck (tsc, type tests included)', command: 'tsc -p tsconfig.json --noEmit' },
    { name: 'lint (eslint)', command: 'eslint .' },
    { name: 'format (prettier --check)', command: 'prettier --check . --log-level warn' },
    { name: 'build (vite, tsc declarations)', command: 'npm run --silent build' },
  ],
  [
    { name: 'bundle size budgets', command: 'tsx scripts/checkBundleSizes.ts' },
    { name: 'publint', command: 'publint --strict' },
    { name: 'attw (esm-only)', command: 'attw --pack --profile esm-only' },
  ],
  [{ name: 'vitest (node, jsdom, browser, storybook)', command: 'vitest run' }],
]

/** Every stage, in the order the table lists them. */
export const STAGES: readonly Stage[] = STEPS.flat()

export interface StageResult {
  name: string
  seconds: number
  status: 'passed' | 'failed' | 'skipped'
}

/**
 * The timing table printed at the end, e.g. `build … 6.1 s`. Stages of one step overlap, so the last
 * row is the wall-clock time of the whole run when given, else the sum of the stages.
 */
export function formatTimings(results: readonly StageResult[], wallSeconds?: number): string {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length)
  const row = (name: string, seconds: string, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.padStart(7)}${note}`
  const ran = results.filter((result) => result.status !== 'skipped')
  const total = wallSeconds ?? ran.reduce((sum, result) => sum + result.seconds, 0)
  return [
    'npm test — seconds per stage (the stages of a step run side by side)',
    ...results.map((result) =>
      row(
        result.name,
        result.status === 'skipped' ? '–' : result.seconds.toFixed(1),
        result.status === 'passed' ? '' : `  ${result.status}`,
      ),
    ),
    row(wallSeconds === undefined ? 'total' : 'total (wall clock)', total.toFixed(1)),
  ].join('\n')
}

/** One stage as a child process; its output goes straight through when it runs alone, else held. */
function runStage(
  stage: Stage,
  cwd: string,
  env: NodeJS.ProcessEnv,
  alone: boolean,
  log: (line: string) => void,
): Promise<StageResult> {
  const started = performance.now()
  if (alone) log(`\n▶ ${stage.name}: ${stage.command}`)
  return new Promise((done) => {
    const child = spawn(stage.command, {
      cwd,
      env,
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (code: number | null) => {
      const seconds = (performance.now() - started) / 1000
      const status = code === 0 ? 'passed' : 'failed'
      if (!alone) {
        const text = Buffer.concat(output).toString('utf8').trimEnd()
        log(
          `\n▶ ${stage.name}: ${stage.command} — ${status}, ${seconds.toFixed(1)} s${text ? `\n${text}` : ''}`,
        )
      }
      done({ name: stage.name, seconds, status })
    }
    child.on('error', () => finish(null))
    child.on('close', finish)
  })
}

/**
 * Runs the steps in order, the stages of each side by side; after a step with a failure, the later
 * steps are skipped (the failing step's other stages still finish, so every error of it is shown).
 */
export async function runSteps(
  steps: readonly (readonly Stage[])[],
  cwd: string,
  log: (line: string) => void = console.log,
): Promise<StageResult[]> {
  // What `npm run` does: the project's own binaries first on PATH.
  const env = {
    ...process.env,
    PATH: `${resolve(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  }
  const results: StageResult[] = []
  for (const step of steps) {
    if (results.some((result) => result.status === 'failed')) {
      results.push(...step.map((stage) => ({ name: stage.name, seconds: 0, status: 'skipped' as const })))
      continue
    }
    results.push(
      ...(await Promise.all(step.map((stage) => runStage(stage, cwd, env, step.length === 1, log)))),
    )
  }
  return results
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now()
  const results = await runSteps(STEPS, resolve(import.meta.dirname, '..'))
  console.log(`\n${formatTimings(results, (performance.now() - started) / 1000)}`)
  const failures = results.filter((result) => result.status === 'failed')
  if (failures.length > 0) {
    console.error(`\nnpm test failed at: ${failures.map((failure) => failure.name).join(', ')}`)
    process.exit(1)
  }
}
