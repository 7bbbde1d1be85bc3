import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { formatTimings, runSteps, STAGES, STEPS } from '../../../scripts/test'

const root = resolve(import.meta.dirname, '../../..')
const node = (code: string) => `"${process.execPath}" -e "${code}"`

describe('npm test’s stage runner', () => {
  it('stops after the first step with a failing stage: its other stages finish, later steps are skipped', async () => {
    const results = await runSteps(
      [
        [{ name: 'first', command: node('process.exit(0)') }],
        [
          { name: 'second', command: node('process.exit(3)') },
          { name: 'beside it', command: node('process.exit(0)') },
        ],
        [{ name: 'third', command: node('process.exit(0)') }],
      ],
      process.cwd(),
      () => {},
    )
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ['first', 'passed'],
      ['second', 'failed'],
      ['beside it', 'passed'],
      ['third', 'skipped'],
    ])
  })

  it('runs the stages of a step side by side, and prints each one’s output whole', async () => {
    // Each stage writes its own file, then waits for the other's: only together can both pass (a
    // stage run after the other would wait in vain and give up).
    const dir = mkdtempSync(join(tmpdir(), 'fk-steps-'))
    const meetAt = (mine: string, theirs: string) =>
      node(
        `const fs=require('fs'),p=require('path');fs.writeFileSync(p.join(process.argv[1],'${mine}'),'');` +
          `console.log('${mine} line 1');` +
          `const t=setInterval(()=>{if(fs.existsSync(p.join(process.argv[1],'${theirs}'))){console.log('${mine} line 2');clearInterval(t)}},20);` +
          `setTimeout(()=>process.exit(1),30000).unref()`,
      ) + ` "${dir}"`
    const lines: string[] = []
    const results = await runSteps(
      [
        [
          { name: 'a', command: meetAt('a', 'b') },
          { name: 'b', command: meetAt('b', 'a') },
        ],
      ],
      process.cwd(),
      (line) => lines.push(line),
    )
    expect(results.map((result) => result.status)).toEqual(['passed', 'passed'])
    const blocks = lines.join('\n')
    expect(blocks).toMatch(/▶ a: .*passed.*\na line 1\na line 2/)
    expect(blocks).toMatch(/▶ b: .*passed.*\nb line 1\nb line 2/)
  })

  it('type-checks and lints beside the build, checks the package after it, and runs Vitest last, alone', () => {
    const names = STEPS.map((step) => step.map((stage) => stage.name.split(' ')[0]))
    expect(names).toEqual([
      ['typecheck', 'lint', 'format', 'build'],
      ['bundle', 'publint', 'attw'],
      ['vitest'],
    ])
  })

  it('prints seconds per stage and the total, or the wall-clock time when given', () => {
    const table = formatTimings([
      { name: 'typecheck', seconds: 10.04, status: 'passed' },
      { name: 'build', seconds: 5.5, status: 'failed' },
      { name: 'vitest', seconds: 0, status: 'skipped' },
    ])
    expect(table).toMatch(/typecheck\s+10\.0\n/)
    expect(table).toMatch(/build\s+5\.5\s+failed/)
    expect(table).toMatch(/vitest\s+–\s+skipped/)
    expect(table).toMatch(/total\s+15\.5$/)
    expect(formatTimings([{ name: 'a', seconds: 3, status: 'passed' }], 2)).toMatch(
      /total \(wall clock\)\s+2\.0$/,
    )
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
