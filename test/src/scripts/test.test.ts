import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { formatTimings, runStages, STAGES } from '../../../scripts/test'

const root = resolve(import.meta.dirname, '../../..')
const node = (code: string) => `"${process.execPath}" -e "${code}"`

describe('npm test’s stage runner', () => {
  it('stops at the first failing stage and skips the rest', () => {
    const results = runStages(
      [
        { name: 'first', command: node('process.exit(0)') },
        { name: 'second', command: node('process.exit(3)') },
        { name: 'third', command: node('process.exit(0)') },
      ],
      process.cwd(),
      () => {},
    )
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['first', 'passed'],
      ['second', 'failed'],
      ['third', 'skipped'],
    ])
  })

  it('prints seconds per stage and the total', () => {
    const table = formatTimings([
      { name: 'typecheck', seconds: 10.04, status: 'passed' },
      { name: 'build', seconds: 5.5, status: 'failed' },
      { name: 'vitest', seconds: 0, status: 'skipped' },
    ])
    expect(table).toMatch(/typecheck\s+10\.0\n/)
    expect(table).toMatch(/build\s+5\.5\s+failed/)
    expect(table).toMatch(/vitest\s+–\s+skipped/)
    expect(table).toMatch(/total\s+15\.5$/)
  })

  it('type-checks once: tsc (which includes the type tests), and no Vitest typecheck', () => {
    expect(STAGES.filter((stage) => /\btsc\b/.test(stage.command))).toHaveLength(1)
    const tsconfig = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config as {
      include: string[]
    }
    expect(tsconfig.include).toContain('test')
    expect(readFileSync(join(root, 'vite.config.ts'), 'utf8')).not.toMatch(
      /typecheck:\s*\{[^}]*enabled:\s*true/,
    )
  })
})
