// The size stage's kept weights: one is taken from the last run only when nothing that makes it has
// changed — dist/'s contents, the manifest, the lock file, the measuring code, the page and what its
// check weighs — and a run keeps only its own weights.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openWeightCache, sharedInputsHash } from '../../../scripts/bundleWeightCache'
import type { BundleCheck, BundleWeight } from '../../../scripts/bundleSizes'

const root = mkdtempSync(join(tmpdir(), 'filing-kit-weight-cache-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}
write('dist/index.js', 'export const a = 1\n')
write('dist/chunks/b.js', 'export const b = 2\n')
write('package.json', '{"name":"x"}')
write('package-lock.json', '{}')
write('scripts/bundleSizes.ts', '// v1')

const check: BundleCheck = {
  name: 'page',
  page: "import { a } from 'filing-kit'\nconsole.log(a)\n",
  budget: { kb: 10, by: 'upFront' },
  forbidUpFront: /rjsf/,
}
const weight = (upFront: number): BundleWeight => ({
  check,
  bundler: 'esbuild',
  upFront,
  firstUse: 0,
  later: 0,
  apart: 0,
  minified: upFront * 3,
  forbidden: [],
})

describe('the size stage’s kept weights', () => {
  it('a weight comes back for the same inputs, page and bundler, and for nothing else', () => {
    const file = join(root, 'cache.json')
    const first = openWeightCache(file, sharedInputsHash(root))
    expect(first.get(check, 'esbuild')).toBeUndefined()
    first.set(weight(1234))
    first.save()

    const again = openWeightCache(file, sharedInputsHash(root))
    expect(again.get(check, 'esbuild')).toEqual(weight(1234))
    expect(again.hits).toBe(1)
    expect(again.get(check, 'webpack')).toBeUndefined()
    expect(again.get({ ...check, page: `${check.page}// changed\n` }, 'esbuild')).toBeUndefined()
    expect(again.get({ ...check, forbidUpFront: /papaparse/ }, 'esbuild')).toBeUndefined()
    // The budget is not an input: a kept weight is held to today's budget.
    expect(again.get({ ...check, budget: { kb: 1, by: 'upFront' } }, 'esbuild')?.upFront).toBe(1234)
  })

  it('any change to dist/, the manifest, the lock file or the measuring code weighs again', () => {
    const before = sharedInputsHash(root)
    for (const [file, text] of [
      ['dist/chunks/b.js', 'export const b = 3\n'],
      ['dist/chunks/new.js', ''],
      ['package.json', '{"name":"y"}'],
      ['package-lock.json', '{"v":2}'],
      ['scripts/bundleSizes.ts', '// v2'],
    ] as const) {
      const previous = sharedInputsHash(root)
      write(file, text)
      expect(sharedInputsHash(root), file).not.toBe(previous)
    }
    expect(sharedInputsHash(root)).not.toBe(before)
  })

  it('a run keeps only its own weights', () => {
    const file = join(root, 'only.json')
    const shared = sharedInputsHash(root)
    const first = openWeightCache(file, shared)
    first.set(weight(1))
    first.set({ ...weight(2), bundler: 'webpack' })
    first.save()
    const second = openWeightCache(file, shared)
    second.set(weight(1))
    second.save()
    expect(openWeightCache(file, shared).get(check, 'webpack')).toBeUndefined()
  })
})
