// Bundle weights as a partner's bundler makes them. A one-line page imports from the shipped dist/
// files through package.json's exports, and each of the three bundlers partners use bundles it
// minified, tree-shaken and code-split, with React, React DOM and TanStack Query left out: Rolldown
// (Vite's), esbuild and webpack 5 (Next.js's). What loads up front is the entry chunk and its static
// imports; chunks behind a dynamic `import()` load later — a product's routes and schemas with its
// first request, the CSV parser with the first file, the compliance form's rjsf and validator when it first
// renders. size-limit sums every file of a bundle and cannot tell these apart, so it could not hold
// the up-front budgets; this reads each bundler's chunk graph instead, in one shape (`ChunkGraph`).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { rolldown, type OutputChunk } from 'rolldown'
import MinimizerPlugin from 'minimizer-webpack-plugin'
import webpack from 'webpack'

const ROOT = resolve(import.meta.dirname, '..')
const PEERS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query']

export const BUNDLERS = ['rolldown', 'esbuild', 'webpack'] as const
export type Bundler = (typeof BUNDLERS)[number]

export interface BundleCheck {
  readonly name: string
  /** The page: ES module source importing from `filing-kit`, `filing-kit/hooks`… (dist/). */
  readonly page: string
  /**
   * The budget in kB (1,000 bytes) min+gzip, and what it holds: what loads up front, or up front plus
   * the `firstUse` chunks (by the first answer on screen). It holds in every bundler, at `kb` or, for a
   * bundler named in `limits`, at that bundler's own limit. A limit of its own is for a regression
   * guard only (never a target), where that bundler loads the same modules as the others and the gap is
   * how it packs and minifies them; the table prints it beside the budget, and a comment at the budget
   * gives the measured reason.
   */
  readonly budget: {
    readonly kb: number
    readonly by: 'upFront' | 'firstUse'
    readonly limits?: { readonly [bundler in Bundler]?: number }
  }
  /** Lazy chunks (by source file name, e.g. `complianceRoutes`) the page loads on its first use. */
  readonly firstUse?: readonly string[]
  /** Lazy chunks weighed on their own (the compliance form's rjsf and validator). */
  readonly apart?: readonly string[]
  /**
   * Modules that must not load up front: rjsf and validators anywhere but the compliance form's chunk,
   * the components' own code on the elements' page.
   */
  readonly forbidUpFront?: RegExp
  /** Left out besides the React peers (the proxy's optional Node adapter). */
  readonly external?: readonly string[]
}

export interface BundleWeight {
  readonly check: BundleCheck
  readonly bundler: Bundler
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

/** What the budget holds: up front, or up front plus first use. */
export const budgeted = (weight: BundleWeight) =>
  weight.upFront + (weight.check.budget.by === 'firstUse' ? weight.firstUse : 0)

/** The limit in kB a bundler's weight of the page is held to: its own where it has one, else the budget's. */
export const limitKb = (check: BundleCheck, bundler: Bundler) =>
  check.budget.limits?.[bundler] ?? check.budget.kb

/** A bundle's output in one shape, whichever bundler made it. */
export interface ChunkGraph {
  /** Output files: their code and the source modules (paths) whose code they hold. */
  readonly files: ReadonlyMap<string, { readonly code: string; readonly modules: readonly string[] }>
  /** The entry file and every file it loads by static imports, transitively. */
  readonly upFront: readonly string[]
  /**
   * One per dynamic `import()` in the output: the imported module's file name without extension, the
   * files whose code holds the `import()`, and the files it loads (with their static imports).
   */
  readonly lazy: readonly {
    readonly module: string
    readonly from: readonly string[]
    readonly loads: readonly string[]
  }[]
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

const moduleName = (path: string) => basename(path).replace(/\.[cm]?[jt]sx?$/, '')

/** Files reachable from `roots` through `next`, roots included. */
function reach(roots: Iterable<string>, next: (file: string) => Iterable<string>): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file)) return
    found.add(file)
    for (const other of next(file)) visit(other)
  }
  for (const root of roots) visit(root)
  return [...found]
}

async function rolldownGraph(page: string, external: readonly string[]): Promise<ChunkGraph> {
  const bundle = await rolldown({
    input: page,
    platform: 'browser',
    logLevel: 'silent',
    external: [...PEERS, ...external],
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
  const statics = (name: string) => chunks.get(name)?.imports.filter((file) => chunks.has(file)) ?? []
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!
  return {
    files: new Map(
      [...chunks].map(([name, chunk]) => [name, { code: chunk.code, modules: chunk.moduleIds }]),
    ),
    upFront: reach([entry.fileName], statics),
    lazy: [...chunks.values()].flatMap((chunk) =>
      chunk.dynamicImports
        .filter((target) => chunks.get(target)?.facadeModuleId)
        .map((target) => ({
          module: moduleName(chunks.get(target)!.facadeModuleId!),
          from: [chunk.fileName],
          loads: reach([target], statics),
        })),
    ),
  }
}

async function esbuildGraph(page: string, dir: string, external: readonly string[]): Promise<ChunkGraph> {
  const result = await esbuild.build({
    entryPoints: [page],
    absWorkingDir: dir,
    outdir: join(dir, 'esbuild'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: [...PEERS, ...external],
    alias: exportAliases(),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
  })
  const outputs = result.metafile.outputs
  const code = new Map(result.outputFiles.map((file) => [file.path, file.text]))
  const statics = (name: string) =>
    outputs[name]?.imports
      .filter((use) => use.kind === 'import-statement' && outputs[use.path])
      .map((use) => use.path) ?? []
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith(basename(page)))!
  return {
    files: new Map(
      Object.entries(outputs).map(([name, output]) => [
        name,
        {
          code: code.get(join(dir, name))!,
          modules: Object.entries(output.inputs)
            .filter(([, input]) => input.bytesInOutput > 0)
            .map(([input]) => input),
        },
      ]),
    ),
    upFront: reach([entry], statics),
    lazy: Object.entries(outputs).flatMap(([name, output]) =>
      output.imports
        .filter((use) => use.kind === 'dynamic-import' && outputs[use.path]?.entryPoint)
        .map((use) => ({
          module: moduleName(outputs[use.path]!.entryPoint!),
          from: [name],
          loads: reach([use.path], statics),
        })),
    ),
  }
}

/**
 * One webpack compiler per set of externals, kept for the run: each page is a new file behind a
 * dynamic entry, and the memory cache keeps dist/'s parsed modules and minified chunks between pages
 * (a fresh compiler per page took ~8 s of a loaded 2-core machine; the output is the same).
 */
const webpackCompilers = new Map<
  string,
  { compiler: webpack.Compiler; dir: string; page: string; queue: Promise<unknown> }
>()

function webpackCompiler(external: readonly string[]) {
  const key = external.join(',')
  let kept = webpackCompilers.get(key)
  if (kept) return kept
  const dir = mkdtempSync(join(tmpdir(), 'filing-kit-size-webpack-'))
  const aliases = Object.fromEntries(
    Object.entries(exportAliases()).map(([name, file]) => [`${name}$`, file]),
  )
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: () => ({ page: kept!.page }),
    target: ['web', 'es2022'],
    devtool: false,
    cache: { type: 'memory' },
    // ES module output, as Next.js emits for the browser today; the entry's exports stay used.
    experiments: { outputModule: true },
    output: { path: join(dir, 'out'), module: true, library: { type: 'module' } },
    externalsType: 'module',
    externals: Object.fromEntries([...PEERS, ...external].map((name) => [name, name])),
    resolve: { alias: aliases },
    module: { rules: [{ test: /\.css$/, type: 'asset/source' }] },
    infrastructureLogging: { level: 'none' },
    performance: false,
    // Minified by SWC, as Next.js does: within ~1% of webpack's own default (terser, two passes) and
    // far faster, which keeps npm test's stage short on a 2-core machine; no worker pool on 2 cores.
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false })],
    },
  })
  kept = { compiler, dir, page: '', queue: Promise.resolve() }
  webpackCompilers.set(key, kept)
  return kept
}

/** Closes the kept webpack compilers and removes their files. */
export async function closeBundlers() {
  const kept = [...webpackCompilers.values()]
  webpackCompilers.clear()
  for (const { compiler, dir, queue } of kept) {
    await queue.catch(() => {})
    await new Promise((done) => compiler.close(done))
    rmSync(dir, { recursive: true, force: true })
  }
}

let pages = 0

async function webpackGraph(source: string, external: readonly string[]): Promise<ChunkGraph> {
  const kept = webpackCompiler(external)
  // One compilation at a time per compiler.
  const run = kept.queue.then(() => {
    const page = join(kept.dir, `page-${++pages}.js`)
    writeFileSync(page, source)
    kept.page = page
    return new Promise<webpack.Stats>((done, fail) =>
      kept.compiler.run((error, result) => (error || !result ? fail(error) : done(result))),
    )
  })
  kept.queue = run.catch(() => {})
  const stats = await run
  const dir = kept.dir
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }))
  const { compilation } = stats
  const { chunkGraph } = compilation
  const sourcesOf = (module: webpack.Module): string[] =>
    'modules' in module && Array.isArray(module.modules)
      ? (module.modules as webpack.Module[]).flatMap(sourcesOf)
      : [(module as webpack.NormalModule).resource ?? module.identifier()]
  // The module an `import()` names, resolved (`papaparse` → …/papaparse.min.js), as Rolldown names it.
  const importedBy = (origin: { module: webpack.Module | null; request?: string }) => {
    for (const block of origin.module?.blocks ?? [])
      for (const dependency of block.dependencies) {
        const imported = compilation.moduleGraph.getModule(dependency)
        if (imported && (dependency as webpack.dependencies.ModuleDependency).request === origin.request)
          // A module concatenated with what only it imports is named by its root.
          return sourcesOf((imported as { rootModule?: webpack.Module }).rootModule ?? imported)[0] ?? ''
      }
    return origin.request ?? ''
  }
  const fileOf = (chunk: webpack.Chunk) => [...chunk.files].find((file) => /\.m?js$/.test(file))!
  const files = new Map(
    [...compilation.chunks]
      .filter((chunk) => fileOf(chunk))
      .map((chunk) => [
        fileOf(chunk),
        {
          // Emitted to the temp dir: after emitting, webpack keeps only the assets' sizes.
          code: readFileSync(join(dir, 'out', fileOf(chunk)), 'utf8'),
          modules: [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(sourcesOf),
        },
      ]),
  )
  return {
    files,
    // An entry's chunk group holds every file it loads before it runs (split vendors included).
    upFront: compilation.entrypoints.get('page')!.chunks.map(fileOf),
    lazy: [...compilation.chunkGroups]
      .filter((group) => !group.isInitial())
      .flatMap((group) =>
        group.origins.map((origin) => ({
          module: moduleName(importedBy(origin)),
          from: group.getParents().flatMap((parent) => parent.chunks.map(fileOf)),
          loads: group.chunks.map(fileOf),
        })),
      ),
  }
}

/** Weighs one bundler's graph of a page against its check. */
export function weigh(check: BundleCheck, bundler: Bundler, graph: ChunkGraph): BundleWeight {
  const upFront = new Set(graph.upFront)
  const loadsOf = (names: readonly string[] = []) => {
    const found = graph.lazy.filter((lazy) => names.includes(lazy.module))
    // A renamed module, or chunks merged by the bundler, must not quietly weigh nothing.
    const missing = names.filter((name) => !found.some((lazy) => lazy.module === name))
    if (missing.length > 0)
      throw new Error(`${check.name} (${bundler}): no lazy chunk for ${missing.join(', ')}`)
    return found.flatMap((lazy) => lazy.loads)
  }
  const beyond = (files: readonly string[], known: ReadonlySet<string>) =>
    new Set(files.filter((file) => !known.has(file)))
  const firstUse = beyond(loadsOf(check.firstUse), upFront)
  const apart = beyond(loadsOf(check.apart), new Set([...upFront, ...firstUse]))
  const loaded = new Set([...upFront, ...firstUse])
  const later = new Set<string>()
  for (let grew = true; grew;) {
    grew = false
    for (const lazy of graph.lazy) {
      if (!lazy.from.some((file) => loaded.has(file) || later.has(file))) continue
      for (const file of lazy.loads)
        if (!loaded.has(file) && !apart.has(file) && !later.has(file)) {
          later.add(file)
          grew = true
        }
    }
  }
  const gz = (names: Set<string>) =>
    [...names].reduce((sum, name) => sum + gzipSync(graph.files.get(name)!.code, { level: 9 }).byteLength, 0)
  const modules = [...upFront].flatMap((name) => graph.files.get(name)!.modules)
  return {
    check,
    bundler,
    upFront: gz(upFront),
    firstUse: gz(firstUse),
    later: gz(later),
    apart: gz(apart),
    minified: [...loaded].reduce((sum, name) => sum + graph.files.get(name)!.code.length, 0),
    forbidden: check.forbidUpFront ? modules.filter((id) => check.forbidUpFront!.test(id)) : [],
  }
}

/** The chunk graph one bundler makes of a page (ES module source importing `filing-kit/…`). */
export async function bundlePage(
  page: string,
  bundler: Bundler,
  external: readonly string[] = [],
): Promise<ChunkGraph> {
  if (bundler === 'webpack') return await webpackGraph(page, external)
  const dir = mkdtempSync(join(tmpdir(), 'filing-kit-size-'))
  try {
    const input = join(dir, 'page.js')
    writeFileSync(input, page)
    if (bundler === 'rolldown') return await rolldownGraph(input, external)
    return await esbuildGraph(input, dir, external)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function measureBundle(
  check: BundleCheck,
  bundler: Bundler = 'rolldown',
): Promise<BundleWeight> {
  return weigh(check, bundler, await bundlePage(check.page, bundler, check.external))
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
