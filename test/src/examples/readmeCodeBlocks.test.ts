// Every ts/tsx code block of README.md and hooks/README.md type-checks as a partner would paste it:
// its own module, importing `filing-kit…` by name (the sources, through tsconfig's paths), with no
// Vitest globals (a partner's project has none unless it sets them up). The proxy examples, marked
// `<!-- example: path -->`, are files of examples/proxy/ that tsc checks and the tests run
// (readmeExamples.test.ts), so they are skipped here. What a block takes from its surroundings — the
// partner's own session store, an id from the page — is declared in a hidden comment just above it,
// `<!-- given: declare const companyId: string -->`; an option shown alone sits in the call it belongs
// to, opened by its `given` and closed by `<!-- after: }) -->`. One program for all blocks.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../../..')
const READMES = ['README.md', 'hooks/README.md']

interface ReadmeBlock {
  /** Where the block's code starts, as `README.md:115`. */
  readonly at: string
  readonly language: 'ts' | 'tsx'
  /** Declarations the block takes from its page, or the opening of the call a fragment sits in. */
  readonly given: string
  readonly code: string
  /** What closes that call (`<!-- after: }) -->`). */
  readonly after: string
}

/** The ts/tsx blocks of a README, with what their `given` comment declares. */
function readmeBlocks(file: string, text: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = []
  // Hidden comments right above the fence; none reaches past its own `-->`.
  const fence = /((?:<!--(?:(?!-->)[\s\S])*-->\s*)*)```(ts|tsx)\n([\s\S]*?)\n```/g
  for (const found of text.matchAll(fence)) {
    const comments = found[1] ?? ''
    if (comments.includes('<!-- example:')) continue
    const said = (kind: string) =>
      [...comments.matchAll(new RegExp(`<!-- ${kind}: ((?:(?!-->)[\\s\\S])*?) -->`, 'g'))]
        .map((match) => match[1])
        .join('\n')
    const given = said('given')
    const after = said('after')
    const line = text.slice(0, found.index + comments.length).split('\n').length + 1
    blocks.push({ at: `${file}:${line}`, language: found[2] as 'ts' | 'tsx', given, code: found[3]!, after })
  }
  return blocks
}

/** Each problem as `README.md:120: message`, lines counted in the README. */
function typeCheck(blocks: readonly ReadmeBlock[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  // A partner's project: Node and DOM types, no test runner's globals.
  const options: ts.CompilerOptions = { ...parsed.options, types: ['node'], noEmit: true }
  const files = new Map<string, { block: ReadmeBlock; text: string; offset: number }>()
  blocks.forEach((block, index) => {
    const name = resolve(root, `.readme-blocks/block${index}.${block.language}`)
    // `export {}` makes every block a module of its own, as a pasted file is.
    const text = `${block.given}\n${block.code}\n${block.after}\nexport {}\n`
    files.set(name, { block, text, offset: block.given.split('\n').length })
  })
  // The stylesheet's declaration, as the package ships it (the `types` of its ./styles.css export).
  files.set(resolve(root, '.readme-blocks/styles.d.ts'), {
    block: { at: 'styles.d.ts:1', language: 'ts', given: '', code: '', after: '' },
    text: "declare module 'filing-kit/styles.css'\n",
    offset: 0,
  })
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, onError) => {
    const own = files.get(resolve(name))
    return own ? ts.createSourceFile(name, own.text, language) : getSourceFile(name, language, onError)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => files.has(resolve(name)) || fileExists(name)
  const program = ts.createProgram([...files.keys()], options, host)
  // The blocks' own diagnostics only: the sources they import are tsc's to check, and checking them
  // again here would cost the whole project's check.
  return [...files.entries()].flatMap(([name, own]) => {
    const file = program.getSourceFile(name)!
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => {
        const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
        const [readme, start] = own.block.at.split(':') as [string, string]
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
        return `${readme}:${Number(start) + line - own.offset}: ${message}`
      },
    )
  })
}

describe('README code blocks', () => {
  const blocks = READMES.flatMap((file) => readmeBlocks(file, readFileSync(resolve(root, file), 'utf8')))
  // A block that forgets an import, checked in the same program (one program costs seconds).
  const probe = readmeBlocks(
    'probe.md',
    "```ts\nconst client = createPartnerClient({ baseUrl: '/', partnerId: 'P1' })\n```",
  )
  let problems: string[] = []
  beforeAll(() => {
    problems = typeCheck([...blocks, ...probe])
  }, 240_000)

  it('finds the blocks of both READMEs, the proxy examples left to their own test', () => {
    expect(blocks.filter((block) => block.at.startsWith('README.md')).length).toBeGreaterThan(10)
    expect(blocks.filter((block) => block.at.startsWith('hooks/README.md')).length).toBeGreaterThan(10)
    expect(blocks.some((block) => block.code.includes('examples/proxy'))).toBe(false)
  })

  it('a block names nothing it does not import or declare: a missing import is caught', () => {
    expect(problems.filter((problem) => problem.startsWith('probe.md'))).toEqual([
      expect.stringMatching(/^probe\.md:2: Cannot find name 'createPartnerClient'/),
    ])
  })

  it('every ts/tsx block type-checks as its own module', () => {
    expect(problems.filter((problem) => !problem.startsWith('probe.md'))).toEqual([])
  })
})
