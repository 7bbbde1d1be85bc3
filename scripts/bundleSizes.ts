// Bundle weights as a partner's bundler makes them. A one-line page imports from the shipped dist/
// files; Rolldown (Vite's bundler) bundles it minified, tree-shaken and code-split, with React, React
// DOM and TanStack Query left out. What loads up front is the entry chunk and its static imports;
// chunks behind a dynamic `import()` load later — a product's routes and schemas with its first
// request, the CSV parser with the first file, the compliance form's rjsf and validator when it first
// renders. size-limit sums every file of a bundle and cannot tell these apart, so it could not hold
// the up-front budgets; this reads the chunk graph instead.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown, type OutputChunk } from 'rolldown'

const ROOT = resolve(import.meta.dirname, '..')
const PEERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query']

export interface BundleCheck {
  readonly name: string
  /** The page: ES module source importing from `filing-kit`, `filing-kit/hooks`… (dist/). */
  readonly page: string
  /** Budget in kB (1,000 bytes) min+gzip for what loads up front. */
  readonly upFrontKb: number
  /** Lazy chunks (by source file name, e.g. `complianceRoutes`) the page loads on its first use. */
  readonly firstUse?: readonly string[]
  /** Lazy chunks weighed on their own (the compliance form's rjsf and validator). */
  readonly apart?: readonly string[]
  /** Packages that must not load up front (rjsf and validators anywhere but the compliance form's chunk). */
  readonly forbidUpFront?: RegExp
  /** Left out besides the React peers (the proxy's optional Node adapter). */
  readonly external?: readonly string[]
}

export interface BundleWeight {
  readonly check: BundleCheck
  /** min+gzip bytes loaded up front. */
  readonly upFront: number
  /** min+gzip bytes of the `firstUse` chunks and what they need beyond `upFront`. */
  readonly firstUse: number
  /** min+gzip bytes of every other chunk the page can load later, `apart` excluded. */
  readonly later: number
  /** min+gzip bytes of the `apart` chunks (with what they alone need). */
  readonly apart: number
  /** Up front + first use, minified, not compressed. */
  readonly minified: number
  /** Packages named by `forbidUpFront` found in the up-front chunks. */
  readonly forbidden: readonly string[]
}

/** `filing-kit/…` → the dist file its package.json export points at. */
function exportAliases(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import?: string }>
  }
  const aliases: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const file = typeof target === 'string' ? target : target.import
    if (file?.endsWith('.js')) aliases[`filing-kit${subpath.slice(1)}`] = resolve(ROOT, file)
  }
  return aliases
}

const sourceName = (chunk: OutputChunk) =>
  chunk.facadeModuleId ? basename(chunk.facadeModuleId).replace(/\.[cm]?[jt]sx?$/, '') : ''

export async function measureBundle(check: BundleCheck): Promise<BundleWeight> {
  const dir = mkdtempSync(join(tmpdir(), 'filing-kit-size-'))
  try {
    const input = join(dir, 'page.js')
    writeFileSync(input, check.page)
    const bundle = await rolldown({
      input,
      platform: 'browser',
      logLevel: 'silent',
      external: [...PEERS, ...(check.external ?? [])],
      resolve: { alias: exportAliases() },
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      moduleTypes: { '.css': 'empty' },
    })
    const { output } = await bundle.generate({ format: 'es', minify: true })
    await bundle.close()
    const chunks = new Map(
      output
        .filter((item): item is OutputChunk => item.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]),
    )
    const closure = (roots: readonly string[], known: ReadonlySet<string>) => {
      const found = new Set<string>()
      const visit = (name: string) => {
        if (found.has(name) || known.has(name) || !chunks.has(name)) return
        found.add(name)
        chunks.get(name)!.imports.forEach(visit)
      }
      roots.forEach(visit)
      return found
    }
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!
    const upFront = closure([entry.fileName], new Set())
    const named = (names: readonly string[] = []) => {
      const found = [...chunks.keys()].filter((name) => names.includes(sourceName(chunks.get(name)!)))
      // A renamed module, or chunks merged by the bundler, must not quietly weigh nothing.
      const missing = names.filter(
        (wanted) => !found.some((name) => sourceName(chunks.get(name)!) === wanted),
      )
      if (missing.length > 0) throw new Error(`${check.name}: no lazy chunk for ${missing.join(', ')}`)
      return found
    }
    const firstUse = closure(named(check.firstUse), upFront)
    const apart = closure(named(check.apart), new Set([...upFront, ...firstUse]))
    const later = new Set<string>()
    const known = () => new Set([...upFront, ...firstUse, ...apart, ...later])
    for (let frontier = [...upFront, ...firstUse]; frontier.length > 0;) {
      const targets = frontier.flatMap((name) => chunks.get(name)?.dynamicImports ?? [])
      const added = closure(targets, known())
      added.forEach((name) => later.add(name))
      frontier = [...added]
    }

    const gz = (names: Set<string>) =>
      [...names].reduce((sum, name) => sum + gzipSync(chunks.get(name)!.code, { level: 9 }).byteLength, 0)
    const modulesOf = (names: Set<string>) => [...names].flatMap((name) => chunks.get(name)!.moduleIds)
    return {
      check,
      upFront: gz(upFront),
      firstUse: gz(firstUse),
      later: gz(later),
      apart: gz(apart),
      minified: [...upFront, ...firstUse].reduce((sum, name) => sum + chunks.get(name)!.code.length, 0),
      forbidden: check.forbidUpFront ? modulesOf(upFront).filter((id) => check.forbidUpFront!.test(id)) : [],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
