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

  it('a failure stops the stages still running', async () => {
    const printed: string[] = []
    const results = await runStages(
      [
        {
          name: 'long',
          command: node(`setTimeout(() => console.log('ran to ' + 'the end'), 20000)`),
          background: true,
        },
        { name: 'fails', command: node('setTimeout(() => process.exit(2), 300)') },
        { name: 'later', command: node('process.exit(0)'), after: ['fails'] },
      ],
      process.cwd(),
      (text) => printed.push(text),
    )
    expect(results.map((result) => result.status)).toEqual(['stopped', 'failed', 'skipped'])
    // Its command line is printed too: the joined words appear only if it ran to the end.
    expect(printed.join('')).not.toContain('ran to the end')
  })

  it('runs a background stage at the lowest CPU priority, its output printed whole', async () => {
    const printed: string[] = []
    await runStages(
      [
        {
          name: 'niced',
          command: node(`console.log('priority', require('os').getPriority())`),
          background: true,
        },
      ],
      process.cwd(),
      (text) => printed.push(text),
    )
    expect(printed.find((text) => text.includes('▶ niced'))).toContain('priority 19')
  })

  it('starts Vitest once the build has passed, the static checks beside it in the background', () => {
    const build = 'build (vite, tsc declarations)'
    const vitest = STAGES.find((stage) => stage.command === 'vitest run')!
    expect(vitest.after).toEqual([build])
    expect(vitest.background).toBeFalsy()
    for (const command of ['tsx scripts/checkBundleSizes.ts', 'publint --strict'])
      expect(STAGES.find((stage) => stage.command === command)).toMatchObject({
        after: [build],
        background: true,
      })
    for (const command of [/^tsc -p tsconfig\.json --noEmit\b/, /^eslint \. /, /^prettier --check \. /])
      expect(STAGES.find((stage) => command.test(stage.command))).toMatchObject({
        after: [build],
        background: true,
      })
    expect(STAGES[0]!.name).toBe(build)
    expect(STAGES[0]!.after).toBeUndefined()
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

  it('tsc, eslint and prettier check every file, keeping results by contents in node_modules/.cache', () => {
    const command = (pattern: RegExp) => STAGES.find((stage) => pattern.test(stage.command))!.command
    // The whole project or tree, as before; what is kept is per file, by its contents (not its date,
    // which a checkout or a merge resets), out of git and emptied by npm ci.
    expect(command(/^tsc /)).toMatch(
      /^tsc -p tsconfig\.json --noEmit --incremental --tsBuildInfoFile node_modules\/\.cache\//,
    )
    expect(command(/^eslint /)).toMatch(
      /^eslint \. --cache --cache-strategy content --cache-location node_modules\/\.cache\//,
    )
    expect(command(/^prettier /)).toMatch(
      /^prettier --check \. --log-level warn --cache --cache-strategy content --cache-location node_modules\/\.cache\//,
    )
  })
})
