// Nothing public is undocumented, nothing documented is missing: each entry point's exports — values
// as a consumer's import sees them, types as TypeScript sees them — equal the list its README keeps
// between `<!-- exports: <entry> -->` and `<!-- /exports -->`. A name added to an entry without a
// line in its README, or left in the README after it went, fails here.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../../..')

/** The backticked names of `entry`'s list in `file`. */
function documented(file: string, entry: string): string[] {
  const text = readFileSync(resolve(root, file), 'utf8')
  const found = new RegExp(`<!-- exports: ${entry} -->([\\s\\S]*?)<!-- /exports -->`).exec(text)
  if (!found) return []
  return [...(found[1] as string).matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1] as string)
}

/** Every name `file` exports, types included, as the type checker resolves them. */
function exportedNames(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(
    files.map((file) => resolve(root, file)),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
  )
  const checker = program.getTypeChecker()
  return new Map(
    files.map((file) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(resolve(root, file))!)!
      return [file, checker.getExportsOfModule(module).map((symbol) => symbol.name)]
    }),
  )
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

describe('public exports and their documentation', () => {
  const names = exportedNames(['src/index.ts', 'hooks/index.ts', 'src/watcher/index.ts'])

  it('filing-kit: README.md lists exactly what src/index.ts exports', async () => {
    const values = Object.keys(await import('../../../src/index'))
    const all = names.get('src/index.ts')!
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(all).toContain(value)
    expect(sorted(documented('README.md', 'filing-kit'))).toEqual(sorted(all))
  })

  it('filing-kit/hooks: hooks/README.md lists exactly what hooks/index.ts exports beyond the core’s types', async () => {
    const core = new Set(names.get('src/index.ts'))
    const values = Object.keys(await import('../../../hooks/index'))
    // `export type * from '../src/index'` brings every core name along as a type, documented with the
    // core; what the hooks export as a value (the core's helpers included) is the hooks' to document.
    const own = names.get('hooks/index.ts')!.filter((name) => values.includes(name) || !core.has(name))
    expect(sorted(documented('hooks/README.md', 'filing-kit/hooks'))).toEqual(sorted(own))
  })

  it('filing-kit/watcher: README.md lists exactly what src/watcher/index.ts exports', () => {
    expect(sorted(documented('README.md', 'filing-kit/watcher'))).toEqual(
      sorted(names.get('src/watcher/index.ts')!),
    )
  })
})
