import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { formatTimings, runStages, STAGES } from '../../../scripts/test'

const root = resolve(import.meta.dirname, '../../..')
const node = (code: string) => `"${process.execPath}" -e "${code}"`

describe('npm test’s stage runner', () => {
  it('after a failing stage starts nothing new and skips what comes after it', async () => {
    const results = await runStages(
      [
        { name: 'first', command: node('process.exit(0)') },
        { name: 'second', command: node('process.exit(3)'), after: ['first'] },
        { name: 'third', command: node('process.exit(0)'), after: ['second'] },
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

  it('runs stages that wait for nothing side by side, each one’s output printed whole', async () => {
    // "waits" passes only if "signals" runs while it waits: one after the other, it would time out.
    const dir = mkdtempSync(join(tmpdir(), 'fk-stages-'))
    const flag = join(dir, 'flag').replaceAll('\\', '/')
    const printed: string[] = []
    const results = await runStages(
      [
        {
          name: 'waits',
          command: node(
            `const fs = require('fs'); const until = Date.now() + 30000; const look = () => fs.existsSync('${flag}') ? (console.log('saw it'), process.exit(0)) : Date.now() > until ? process.exit(1) : setTimeout(look, 20); look()`,
          ),
        },
        {
          name: 'signals',
          command: node(`setTimeout(() => require('fs').writeFileSync('${flag}', ''), 200)`),
        },
        { name: 'last', command: node('process.exit(0)'), after: ['waits', 'signals'] },
      ],
      process.cwd(),
      (text) => printed.push(text),
    )
    expect(results.map((result) => result.status)).toEqual(['passed', 'passed', 'passed'])
    expect(printed.find((text) => text.includes('▶ waits'))).toContain('saw it')
  })

  it('prints seconds per stage and the wall-clock total', () => {
    const table = formatTimings(
      [
        { name: 'typecheck', seconds: 10.04, status: 'passed' },
        { name: 'build', seconds: 5.5, status: 'failed' },
        { name: 'vitest', seconds: 0, status: 'skipped' },
      ],
      12.25,
    )
    expect(table).toMatch(/typecheck\s+10\.0\n/)
    expect(table).toMatch(/build\s+5\.5\s+failed/)
    expect(table).toMatch(/vitest\s+–\s+skipped/)
    expect(table).toMatch(/total \(wall clock; stages overlap\)\s+12\.3$/)
  })

  it('starts Vitest only after every other stage, and the package checks after the build', () => {
    const vitest = STAGES.find((stage) => stage.command === 'vitest run')!
    expect(vitest.after).toEqual(STAGES.filter((stage) => stage !== vitest).map((stage) => stage.name))
    for (const command of ['tsx scripts/checkBundleSizes.ts', 'publint --strict'])
      expect(STAGES.find((stage) => stage.command === command)?.after).toEqual([
        'build (vite, tsc declarations)',
      ])
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
