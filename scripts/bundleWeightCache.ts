// The size stage's weights kept between runs (node_modules/.cache/filing-kit/bundle-weights.json), each
// under a hash of everything that makes it: dist/ (every file, by contents), package.json (the exports
// the pages import through), package-lock.json (the bundlers and the dependencies bundled in),
// scripts/bundleSizes.ts (how a page is bundled and weighed), and the page, its bundler and what its
// check weighs. npm test rebuilds dist/ the same from the same sources, so a run after a change outside
// what ships takes its weights from the last run (about 20 s of CPU); a change to anything above
// weighs again. Budgets are not in the key: a weight is held to today's budget either way.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { BundleCheck, BundleWeight, Bundler } from './bundleSizes'

const ROOT = resolve(import.meta.dirname, '..')
export const WEIGHT_CACHE_FILE = resolve(ROOT, 'node_modules/.cache/filing-kit/bundle-weights.json')

type Stored = Omit<BundleWeight, 'check' | 'bundler'>

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** One hash of the inputs every page shares. */
export function sharedInputsHash(root = ROOT): string {
  const hash = createHash('sha256')
  const files = [
    ...filesUnder(join(root, 'dist')).sort(),
    ...['package.json', 'package-lock.json', 'scripts/bundleSizes.ts'].map((file) => join(root, file)),
  ]
  for (const file of files)
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0')
  return hash.digest('hex')
}

export function weightKey(shared: string, check: BundleCheck, bundler: Bundler): string {
  const { name, page, external, firstUse, apart, forbidUpFront } = check
  return createHash('sha256')
    .update(
      JSON.stringify({
        shared,
        bundler,
        name,
        page,
        external,
        firstUse,
        apart,
        forbid: String(forbidUpFront),
      }),
    )
    .digest('hex')
}

export interface WeightCache {
  get(check: BundleCheck, bundler: Bundler): BundleWeight | undefined
  set(weight: BundleWeight): void
  /** Writes this run's weights, and only them. */
  save(): void
  /** How many weights came from the last run. */
  readonly hits: number
}

export function openWeightCache(file = WEIGHT_CACHE_FILE, shared = sharedInputsHash()): WeightCache {
  let kept: Record<string, Stored> = {}
  try {
    if (existsSync(file)) kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Stored>
  } catch {
    // An unreadable cache is an empty one.
  }
  const now: Record<string, Stored> = {}
  let hits = 0
  return {
    get(check, bundler) {
      const stored = kept[weightKey(shared, check, bundler)]
      if (stored) hits += 1
      return stored && { ...stored, check, bundler }
    },
    set(weight) {
      const { check, bundler, ...stored } = weight
      now[weightKey(shared, check, bundler)] = stored
    },
    save() {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(now))
    },
    get hits() {
      return hits
    },
  }
}
