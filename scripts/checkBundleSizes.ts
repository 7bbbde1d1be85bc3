// `npm test`'s size stage: every budget of scripts/bundleBudgets.ts measured on dist/ (build first)
// with Rolldown, esbuild and webpack 5, one table printed with the three side by side, exit 1 when a
// page loads more than its budget in any of them (a bundler's own limit where the budget gives it one)
// or loads rjsf or its validator up front where it must not; then the standalone elements file, as
// shipped in dist/standalone/, against its own budget. A weight whose inputs are unchanged since the last
// run is taken from it (scripts/bundleWeightCache.ts).
import { resolve } from 'node:path'
import { BUDGETS, STANDALONE_BUDGET } from './bundleBudgets'
import { measureStandalone, type StandaloneWeight } from './measureStandalone'
import { openWeightCache, type WeightCache } from './bundleWeightCache'
import {
  BUNDLERS,
  budgeted,
  closeBundlers,
  limitKb,
  measureBundle,
  type BundleCheck,
  type BundleWeight,
  type Bundler,
} from './bundleSizes'

/**
 * Every budget in every bundler; the bundlers run side by side, each through the budgets in turn. With
 * a cache, a weight whose inputs are unchanged since the last run is taken from it.
 */
export async function measureAll(
  checks: readonly BundleCheck[] = BUDGETS,
  cache?: WeightCache,
): Promise<BundleWeight[]> {
  try {
    const perBundler = await Promise.all(
      BUNDLERS.map(async (bundler) => {
        const weights: BundleWeight[] = []
        for (const check of checks) {
          const weight = cache?.get(check, bundler) ?? (await measureBundle(check, bundler))
          cache?.set(weight)
          weights.push(weight)
        }
        return weights
      }),
    )
    cache?.save()
    return perBundler.flat()
  } finally {
    await closeBundlers()
  }
}

export type Verdict = 'within' | 'over'

export const verdict = (weight: BundleWeight): Verdict =>
  budgeted(weight) > limitKb(weight.check, weight.bundler) * 1000 ? 'over' : 'within'

export const failed = (weight: BundleWeight) => verdict(weight) === 'over' || weight.forbidden.length > 0

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/**
 * The side-by-side table: per budget and bundler, kB up front / by first use (up front + the first
 * use's chunks), marked where the budget is exceeded; a bundler's own limit printed beside the budget
 * ("20 kB up front; esbuild 21.5"); then notes (form chunks, forbidden packages).
 */
export function formatTable(weights: readonly BundleWeight[]): string[] {
  const checks = [...new Set(weights.map((weight) => weight.check))]
  const cell = (check: BundleCheck, bundler: Bundler) => {
    const weight = weights.find((each) => each.check === check && each.bundler === bundler)
    if (!weight) return '—'
    const sizes = check.firstUse
      ? `${kb(weight.upFront)} / ${kb(weight.upFront + weight.firstUse)}`
      : kb(weight.upFront)
    return (
      sizes + (verdict(weight) === 'over' ? ' OVER' : '') + (weight.forbidden.length > 0 ? ' FORBIDDEN' : '')
    )
  }
  const rows = [
    ['budget', 'holds', ...BUNDLERS],
    ...checks.map((check) => [
      check.name,
      `${check.budget.kb} kB ${check.budget.by === 'firstUse' ? 'by first use' : 'up front'}` +
        BUNDLERS.filter((bundler) => check.budget.limits?.[bundler] !== undefined)
          .map((bundler) => `; ${bundler} ${limitKb(check, bundler)}`)
          .join(''),
      ...BUNDLERS.map((bundler) => cell(check, bundler)),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const lines = rows.map((row) =>
    row
      .map((text, column) => (column < 2 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  )
  const notes: string[] = []
  for (const check of checks) {
    const of = weights.filter((weight) => weight.check === check)
    const apart = of.filter((weight) => weight.apart > 0)
    if (apart.length > 0)
      notes.push(
        `${check.name}: form chunk (rjsf + validator), loaded when it renders: ${apart
          .map((weight) => `${kb(weight.apart)} kB ${weight.bundler}`)
          .join(', ')}`,
      )
    for (const weight of of.filter((each) => each.forbidden.length > 0))
      notes.push(
        `${check.name} (${weight.bundler}): FORBIDDEN up front: ${weight.forbidden.slice(0, 3).join(', ')}`,
      )
  }
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])]
}

/** The standalone file's rows: up front, then each element's first connect, and what exceeds its budget. */
export function formatStandalone(weight: StandaloneWeight): { lines: string[]; over: string[] } {
  const rows = [
    [
      `up front (${weight.upFrontFiles.length} files)`,
      `${STANDALONE_BUDGET.upFrontKb} kB`,
      weight.upFront,
      '',
    ],
    ...weight.elements.map(
      ({ tag, firstRender, requests, roundTrips }) =>
        [
          `<${tag}> first connect adds`,
          `${STANDALONE_BUDGET.elementKb} kB`,
          firstRender,
          `  ${requests} files in ${roundTrips} round trips to its first request`,
        ] as const,
    ),
  ] as const
  const over = rows.filter(([, budget, bytes]) => bytes > Number.parseFloat(budget) * 1000)
  const slow = weight.elements.filter(({ roundTrips }) => roundTrips > STANDALONE_BUDGET.roundTrips)
  const width = Math.max(...rows.map(([name]) => name.length))
  return {
    lines: rows.map(
      ([name, budget, bytes, trips]) =>
        `${name.padEnd(width)}  ${budget.padEnd(7)}  ${kb(bytes).padStart(6)}${over.some((row) => row[0] === name) ? ' OVER' : ''}${trips}`,
    ),
    over: [
      ...over.map(([name, budget, bytes]) => `standalone ${name} (${kb(bytes)} kB, limit ${budget})`),
      ...slow.map(
        ({ tag, roundTrips }) =>
          `standalone <${tag}>: ${roundTrips} round trips to its first request, limit ${STANDALONE_BUDGET.roundTrips}`,
      ),
    ],
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const start = performance.now()
  const cache = openWeightCache()
  const weights = await measureAll(BUDGETS, cache)
  console.log(
    'Bundle sizes, kB min+gzip beyond react, react-dom and @tanstack/react-query, built dist/, as up front / by first use:',
  )
  for (const line of formatTable(weights)) console.log(line)
  const standalone = formatStandalone(measureStandalone())
  console.log(
    '\nStandalone elements file (dist/standalone/, React, React DOM and TanStack Query inside), kB min+gzip as shipped:',
  )
  for (const line of standalone.lines) console.log(line)
  console.log(
    `\nMeasured in ${((performance.now() - start) / 1000).toFixed(1)} s` +
      (cache.hits > 0
        ? ` (${cache.hits} of ${weights.length} weights from the last run: dist/ and the bundlers unchanged).`
        : '.'),
  )
  const failures = [
    ...weights
      .filter(failed)
      .map(
        (weight) =>
          `${weight.check.name} (${weight.bundler}: ${kb(budgeted(weight))} kB, limit ${limitKb(weight.check, weight.bundler)}${weight.forbidden.length > 0 ? ', forbidden up front' : ''})`,
      ),
    ...standalone.over,
  ]
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) exceeded: ${failures.join(', ')}`)
    process.exit(1)
  }
}
