// `npm test`: every check, then a table of where the time went. One type-check (tsc over
// tsconfig.json, which includes the *.test-d.tsx type tests); Vitest runs after the build because the
// package tests read dist/ and pack it.
//
// The suite is CPU-bound on 2 cores, so nothing waits that need not: each stage starts once the
// stages it names in `after` have passed. The build goes first, alone; then Vitest, and beside it the
// static checks (tsc, eslint, prettier, the package checks) in the background, at the lowest CPU
// priority (`nice`), so they take mostly the time Vitest leaves idle — its last files run one at a
// time and leave a core free — rather than slow its tests. Vitest's and the build's output
// streams; a background stage's is held and printed whole when it ends. A failure stops the stages
// still running and starts nothing new.
import { spawn, type ChildProcess } from 'node:child_process'
import { delimiter, resolve } from 'node:path'

export interface Stage {
  name: string
  command: string
  /** Stages (by name) that must pass before this one starts. */
  after?: readonly string[]
  /** Runs at the lowest CPU priority, its output held until it ends. */
  background?: boolean
}

const BUILD = 'build (vite, tsc declarations)'
// tsc, eslint and prettier keep what they learnt of each file between runs, here, by its contents: a
// run after a small change re-checks what the change can reach (tsc: the changed files and their
// dependents; eslint and prettier: the changed files; none of their rules reads another file), and
// takes the rest from the last run — 38 → 9 s, 33 → 2 s and 22 → 3 s of CPU when nothing changed.
// Every file is still checked: an unchanged file has the answer it had. A fresh clone (`npm ci`
// empties node_modules) starts without it, with the full check.
const CACHE = 'node_modules/.cache/filing-kit'
// After the build too: `nice` does not keep a process off the other hardware thread of a core, and
// beside them the build took 19 s instead of 6.
const BACKGROUND = [
  {
    name: 'typecheck (tsc, type tests included)',
    command: `tsc -p tsconfig.json --noEmit --incremental --tsBuildInfoFile ${CACHE}/tsconfig.tsbuildinfo`,
  },
  {
    name: 'lint (eslint)',
    command: `eslint . --cache --cache-strategy content --cache-location ${CACHE}/eslint/`,
  },
  {
    name: 'format (prettier --check)',
    command: `prettier --check . --log-level warn --cache --cache-strategy content --cache-location ${CACHE}/prettier`,
  },
  { name: 'bundle size budgets', command: 'tsx scripts/checkBundleSizes.ts' },
  { name: 'publint', command: 'publint --strict' },
  { name: 'attw (esm-only)', command: 'attw --pack --profile esm-only' },
].map((stage): Stage => ({ ...stage, after: [BUILD], background: true }))

export const STAGES: readonly Stage[] = [
  { name: BUILD, command: 'npm run --silent build' },
  ...BACKGROUND,
  { name: 'vitest (node, jsdom, browser, storybook)', command: 'vitest run', after: [BUILD] },
]

export interface StageResult {
  name: string
  seconds: number
  status: 'passed' | 'failed' | 'skipped' | 'stopped'
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
 * starts, the stages still running are stopped, and those not started are skipped. Results are in the
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
  const running = new Map<string, ChildProcess>()
  const passed = (name: string) => results.get(name)?.status === 'passed'
  const ready = () =>
    stages.filter(
      (stage) => !results.has(stage.name) && !running.has(stage.name) && (stage.after ?? []).every(passed),
    )
  let failed = false

  await new Promise<void>((done) => {
    const startReady = () => {
      const next = failed ? [] : ready()
      if (next.length === 0 && running.size === 0) return done()
      for (const stage of next) start(stage)
    }
    const start = (stage: Stage) => {
      const header = `\n▶ ${stage.name}: ${stage.command}\n`
      if (!stage.background) log(header)
      const started = performance.now()
      // Its own process group, so that stopping it stops what it started too.
      const child = spawn(stage.background ? `nice -n 19 ${stage.command}` : stage.command, {
        cwd,
        env,
        shell: true,
        detached: true,
        stdio: stage.background ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      })
      running.set(stage.name, child)
      const held: Buffer[] = []
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
      child.on('close', (code) => {
        const seconds = (performance.now() - started) / 1000
        running.delete(stage.name)
        const status = failed ? 'stopped' : code === 0 ? 'passed' : 'failed'
        results.set(stage.name, { name: stage.name, seconds, status })
        if (stage.background) log(`${header}${Buffer.concat(held).toString()}`)
        if (status === 'failed') {
          failed = true
          for (const other of running.values()) stop(other)
        }
        startReady()
      })
    }
    startReady()
  })

  return stages.map(
    (stage) => results.get(stage.name) ?? { name: stage.name, seconds: 0, status: 'skipped' as const },
  )
}

function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
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
