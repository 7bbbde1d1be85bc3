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

// Each published entry (package.json `exports`), the file it is built from and the README keeping its
// list. `filing-kit/elements/standalone` is the same entry built with React inside.
const ENTRIES = [
  { entry: 'filing-kit', file: 'src/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/hooks', file: 'hooks/index.ts', readme: 'hooks/README.md' },
  { entry: 'filing-kit/components', file: 'components/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/elements', file: 'elements/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/proxy', file: 'src/proxy/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/simulator', file: 'src/simulator/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/simulator/msw', file: 'src/simulator/msw.ts', readme: 'README.md' },
  { entry: 'filing-kit/watcher', file: 'src/watcher/index.ts', readme: 'README.md' },
  { entry: 'filing-kit/store/redis', file: 'src/store/redis/index.ts', readme: 'README.md' },
]

const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  'src/index.ts': () => import('../../../src/index'),
  'hooks/index.ts': () => import('../../../hooks/index'),
  'components/index.ts': () => import('../../../components/index'),
  'elements/index.ts': () => import('../../../elements/index'),
  'src/proxy/index.ts': () => import('../../../src/proxy/index'),
  'src/simulator/index.ts': () => import('../../../src/simulator/index'),
  'src/simulator/msw.ts': () => import('../../../src/simulator/msw'),
  'src/store/redis/index.ts': () => import('../../../src/store/redis/index'),
  'src/watcher/index.ts': () => import('../../../src/watcher/index'),
}

describe('public exports and their documentation', () => {
  const names = exportedNames(ENTRIES.map(({ file }) => file))

  it('every entry of package.json is listed here', () => {
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      exports: Record<string, { types?: string }>
    }
    const typed = Object.entries(manifest.exports)
      .filter(
        ([subpath, target]) =>
          target.types?.startsWith('./dist/types/') && subpath !== './elements/standalone',
      )
      .map(([subpath]) => (subpath === '.' ? 'filing-kit' : `filing-kit/${subpath.slice(2)}`))
    expect(sorted(typed)).toEqual(sorted(ENTRIES.map(({ entry }) => entry)))
  })

  it.each(ENTRIES)('$entry: $readme lists exactly what $file exports', async ({ entry, file, readme }) => {
    const values = Object.keys(await modules[file]!())
    const all = names.get(file)!
    expect(values.length).toBeGreaterThan(0)
    // Every value a consumer's import sees is one the type checker sees too (no value left untyped).
    for (const value of values) expect(all).toContain(value)
    expect(sorted(documented(readme, entry))).toEqual(sorted(all))
  })
})
