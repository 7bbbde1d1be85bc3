// `npm test`'s size stage: every budget of scripts/bundleBudgets.ts measured on dist/ (build first),
// one table printed, exit 1 when any page loads more up front than its budget or loads rjsf or its
// validator where it must not.
import { resolve } from 'node:path'
import { BUDGETS } from './bundleBudgets'
import { kB, measureBundle, type BundleWeight } from './bundleSizes'

/** One line per budget: up front against the budget, then what loads on first use and later. */
export function formatWeights(weights: readonly BundleWeight[]): string[] {
  const width = Math.max(...weights.map((weight) => weight.check.name.length))
  return weights.map((weight) => {
    const over = weight.upFront > weight.check.upFrontKb * 1000
    const parts = [
      `${weight.check.name.padEnd(width)}  ${kB(weight.upFront).padStart(8)} up front (budget ${weight.check.upFrontKb} kB)${over ? '  OVER' : ''}`,
    ]
    if (weight.check.firstUse) parts.push(`${kB(weight.upFront + weight.firstUse)} with first use`)
    if (weight.apart) parts.push(`${kB(weight.apart)} form chunk (rjsf + validator), loaded when it renders`)
    if (weight.later) parts.push(`${kB(weight.later)} more can load later`)
    if (weight.forbidden.length > 0)
      parts.push(`FORBIDDEN up front: ${weight.forbidden.slice(0, 3).join(', ')}`)
    return parts.join('; ')
  })
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const weights: BundleWeight[] = []
  for (const check of BUDGETS) weights.push(await measureBundle(check))
  console.log('Bundle sizes, min+gzip, beyond react, react-dom and @tanstack/react-query (Rolldown, dist/):')
  for (const line of formatWeights(weights)) console.log(line)
  const failed = weights.filter(
    (weight) => weight.upFront > weight.check.upFrontKb * 1000 || weight.forbidden.length > 0,
  )
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} budget(s) exceeded: ${failed.map((weight) => weight.check.name).join(', ')}`,
    )
    process.exit(1)
  }
}
