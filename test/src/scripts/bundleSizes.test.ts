// The size stage's measuring code against a fixture page whose only dynamic import is lazy in every
// bundler: what it weighs up front must leave that chunk out, and its first use must bring it in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUNDLERS, bundlePage, closeBundlers, weigh, type BundleCheck } from '../../../scripts/bundleSizes'

const dir = mkdtempSync(join(tmpdir(), 'filing-kit-size-test-'))
// Incompressible, so its weight shows through gzip: 4,000 hex digits from the high bits of a fixed
// linear congruential run.
let seed = 23
const payload = Array.from({ length: 4000 }, () =>
  (((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 16) % 16).toString(16),
).join('')
const marker = payload.slice(0, 40)
writeFileSync(join(dir, 'shared.js'), 'export const greet = (name) => `hello ${name}`\n')
writeFileSync(
  join(dir, 'lazyPart.js'),
  `export const big = (prefix) => prefix + ${JSON.stringify(payload)}\n`,
)
const page = [
  `import { greet } from ${JSON.stringify(join(dir, 'shared.js'))}`,
  `export const run = () => import(${JSON.stringify(join(dir, 'lazyPart.js'))}).then((lazy) => lazy.big(greet('x')))`,
].join('\n')
const check: BundleCheck = { name: 'fixture', page, budget: { kb: 1, by: 'upFront' }, firstUse: ['lazyPart'] }

afterAll(async () => {
  await closeBundlers()
  rmSync(dir, { recursive: true, force: true })
})

describe.each(BUNDLERS)('%s', (bundler) => {
  it(
    'weighs a dynamically imported module with its first use, not up front',
    { timeout: 180_000 },
    async () => {
      const graph = await bundlePage(page, bundler)
      const holding = [...graph.files].filter(([, file]) => file.code.includes(marker)).map(([name]) => name)
      expect(holding).toHaveLength(1)
      expect(graph.upFront).not.toContain(holding[0])
      expect(graph.lazy.find((lazy) => lazy.module === 'lazyPart')?.loads).toContain(holding[0])

      const weight = weigh(check, bundler, graph)
      expect(weight.upFront).toBeGreaterThan(0)
      expect(weight.upFront).toBeLessThan(1000)
      // 4,000 hex digits gzip to no less than 2,000 bytes.
      expect(weight.firstUse).toBeGreaterThan(2000)
      // A first use naming no lazy chunk must not quietly weigh nothing.
      expect(() => weigh({ ...check, firstUse: ['renamedAway'] }, bundler, graph)).toThrow(
        /no lazy chunk for renamedAway/,
      )
    },
  )
})
