import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')

// The example imports `filing-kit` by name, so Node resolves it to the built package (dist/), exactly
// as a partner's script would: no React, no source paths. `npm test` builds before Vitest runs.
// The script takes 2.7 s on an idle 2-core machine and more than 5 s (Vitest's default bound) with
// both cores busy: its bound is the child's own, with a 20× margin, so only a hung script fails it.
const SCRIPT_TIMEOUT_MS = 60_000

describe('a non-React script using only filing-kit', () => {
  it(
    'CMP-5, CMP-11: bulk-creates 1,000 companies with chunk progress and confirms a writeback',
    () => {
      expect(existsSync(resolve(root, 'dist/index.js')), 'run `npm run build` first').toBe(true)
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'examples/node/onboard.ts'], {
        cwd: root,
        encoding: 'utf8',
        timeout: SCRIPT_TIMEOUT_MS,
      })
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      const lines = run.stdout.trim().split('\n')
      const progress = lines
        .filter((line) => line.startsWith('progress '))
        .map((line) => Number(/(\d+)\//.exec(line)![1]))
      expect(progress.at(0)).toBe(0)
      expect(progress.at(-1)).toBe(1_000)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      expect(lines).toContain('created 1000 companies')
      expect(lines.at(-1)).toBe('writeback confirmed')
    },
    SCRIPT_TIMEOUT_MS + 10_000,
  )
})
