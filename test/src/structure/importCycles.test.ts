import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

// Issue 20: the floors (src → hooks → components) are read as a graph with no cycle, type-only imports
// included: a cycle of types still ties two files together, so neither can be read, moved or lazily
// loaded apart from the other (PartnerClient ↔ createBulkCreateRun and companyRows ↔ mapCompanyRow were).

const ROOT = resolve(import.meta.dirname, '../../..')
const FLOORS = ['src', 'hooks', 'components']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A relative specifier → the file it names, as TypeScript's bundler resolution finds it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
}

/** Every file each file imports: static, type-only, re-exported and `import()`ed. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of FLOORS.flatMap((floor) => sourceFiles(join(ROOT, floor)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map(({ fileName }) => (fileName.startsWith('.') ? resolveImport(file, fileName) : undefined))
      .filter((target): target is string => target !== undefined)
    graph.set(file, targets)
  }
  return graph
}

/** Each cycle once, as the files around it from the first found. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'closed'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'closed')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

describe('the import graph of src, hooks and components', () => {
  it('has no cycle, type-only imports counted', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(100)
    const named = cycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' → '))
    expect(named).toEqual([])
  })
})
