// `npm test`: every check, then a table of where the time went. One type-check (tsc over
// tsconfig.json, which includes the *.test-d.tsx type tests); Vitest runs after the build because the
// package tests read dist/ and pack it.
//
// The static checks are single-threaded processes (tsc, eslint, prettier, vite's build), so on a
// 2-core machine they run side by side: each stage starts once the stages it names in `after` have
// passed. Vitest starts last, after every other stage has passed, so a type error costs seconds, not
// the suite. A stage that runs beside others has its output held and printed whole when it ends.
import { spawn } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

export interface Stage {
  name: string
  command: string
  /** Stages (by name) that must pass before this one starts. */
  after?: readonly string[]
}

const BUILD = 'build (vite, tsc declarations)'
const STATIC = [
  { name: 'typecheck (tsc, type tests included)', command: 'tsc -p tsconfig.json --noEmit' },
  { name: 'lint (eslint)', command: 'eslint .' },
  { name: 'format (prettier --check)', command: 'prettier --check . --log-level warn' },
  { name: BUILD, command: 'npm run --silent build' },
  { name: 'bundle size budgets', command: 'tsx scripts/checkBundleSizes.ts', after: [BUILD] },
  { name: 'publint', command: 'publint --strict', after: [BUILD] },
  { name: 'attw (esm-only)', command: 'attw --pack --profile esm-only', after: [BUILD] },
] as const satisfies readonly Stage[]

export const STAGES: readonly Stage[] = [
  ...STATIC,
  {
    name: 'vitest (node, jsdom, browser, storybook)',
    command: 'vitest run',
    after: STATIC.map((stage) => stage.name),
  },
]

export interface StageResult {
  name: string
  seconds: number
  status: 'passed' | 'failed' | 'skipped'
}

/** The timing table printed at the end: each stage's seconds, then the run's wall-clock total. */
export function formatTimings(results: readonly StageResult[], wallSeconds: number): string {
  const total = 'total (wall clock; stages overlap)'
  const width = Math.max(...results.map((result) => result.name.length), total.length)
  const row = (name: string, seconds: string, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.padStart(7)}${note}`
  return [
    'npm test — seconds per stage',
    ...results.map((result) =>
      row(
        result.name,
        result.status === 'skipped' ? '–' : result.seconds.toFixed(1),
        result.status === 'passed' ? '' : `  ${result.status}`,
      ),
    ),
    row(total, wallSeconds.toFixed(1)),
  ].join('\n')
}

/**
 * Runs the stages, each as soon as the ones it comes after have passed. After a failure nothing new
 * starts (what is running finishes) and the stages not started are skipped. Results are in the
 * stages' order.
 */
export async function runStages(
  stages: readonly Stage[],
  cwd: string,
  log: (text: string) => void = (text) => process.stdout.write(text),
): Promise<StageResult[]> {
  // What `npm run` does: the project's own binaries first on PATH.
  const env = {
    ...process.env,
    PATH: `${resolve(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  }
  const results = new Map<string, StageResult>()
  const running = new Set<string>()
  const passed = (name: string) => results.get(name)?.status === 'passed'
  const ready = () =>
    stages.filter(
      (stage) => !results.has(stage.name) && !running.has(stage.name) && (stage.after ?? []).every(passed),
    )

  await new Promise<void>((done) => {
    const startReady = () => {
      const failed = [...results.values()].some((result) => result.status === 'failed')
      const next = failed ? [] : ready()
      if (next.length === 0 && running.size === 0) return done()
      // Alone (nothing running, nothing else ready): its output streams; beside others it is held.
      const alone = next.length === 1 && running.size === 0
      for (const stage of next) start(stage, alone)
    }
    const start = (stage: Stage, alone: boolean) => {
      running.add(stage.name)
      const header = `\n▶ ${stage.name}: ${stage.command}\n`
      if (alone) log(header)
      const started = performance.now()
      const child = spawn(stage.command, {
        cwd,
        env,
        shell: true,
        stdio: alone ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      })
      const held: Buffer[] = []
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
      child.on('close', (code) => {
        const seconds = (performance.now() - started) / 1000
        running.delete(stage.name)
        const status = code === 0 ? 'passed' : 'failed'
        results.set(stage.name, { name: stage.name, seconds, status })
        if (!alone) log(`${header}${Buffer.concat(held).toString()}`)
        startReady()
      })
    }
    startReady()
  })

  return stages.map(
    (stage) => results.get(stage.name) ?? { name: stage.name, seconds: 0, status: 'skipped' as const },
  )
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now()
  const results = await runStages(STAGES, resolve(import.meta.dirname, '..'))
  console.log(`\n${formatTimings(results, (performance.now() - started) / 1000)}`)
  const failure = results.find((result) => result.status === 'failed')
  if (failure) {
    console.error(`\nnpm test failed at: ${failure.name}`)
    process.exit(1)
  }
}
