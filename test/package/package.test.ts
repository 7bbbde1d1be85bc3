import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { measureStandalone } from '../../scripts/measureStandalone'

// `npm test` builds before it runs Vitest; this checks what the build left in dist/.
const root = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>
  sideEffects: unknown
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}

/** Every module a built file reaches through static imports, with the bare packages it names. */
function importGraph(entry: string, seen = new Set<string>(), bare = new Set<string>()) {
  if (seen.has(entry)) return { seen, bare }
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  for (const match of source.matchAll(
    /(?:^|[;\n])\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g,
  )) {
    const specifier = match[1] ?? match[2]
    if (!specifier) continue
    if (specifier.startsWith('.')) importGraph(resolve(dirname(entry), specifier), seen, bare)
    else bare.add(specifier)
  }
  return { seen, bare }
}

describe('the built package', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist/index.js')))
      throw new Error('dist/ is missing: run `npm run build` first')
  })

  it('emits every subpath export with its declarations', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(
      [
        '.',
        './components',
        './elements',
        './elements/standalone',
        './hooks',
        './package.json',
        './proxy',
        './simulator',
        './simulator/msw',
        './store/redis',
        './styles.css',
        './watcher',
      ].sort(),
    )
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue
      const files = typeof target === 'string' ? [target] : Object.values(target)
      if (typeof target !== 'string') expect(Object.keys(target)[0], `${subpath}: types first`).toBe('types')
      for (const file of files) expect(existsSync(join(root, file)), `${subpath} → ${file}`).toBe(true)
    }
    expect(pkg.sideEffects).toBe(false)
  })

  it('the standalone elements file and its chunks import no package: React, React DOM and TanStack Query are inside', () => {
    const folder = join(root, 'dist/standalone')
    const files = [
      'filing-kit-elements.js',
      ...readdirSync(join(folder, 'chunks')).map((name) => `chunks/${name}`),
    ]
    expect(files.length).toBeGreaterThan(1)
    // Every specifier, static or dynamic, must be a file beside it: a bare one fails in a page without
    // a bundler. Read by TypeScript's scanner, as the regex of importGraph also matches inside strings.
    for (const file of files) {
      const code = readFileSync(join(folder, file), 'utf8')
      const specifiers = ts.preProcessFile(code, true, true).importedFiles.map((each) => each.fileName)
      expect(
        specifiers.filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('../')),
        file,
      ).toEqual([])
    }
  })

  it('the standalone elements file: every element’s first request is two round trips away — the entry, then its chunks at once', () => {
    // A page without a bundler on a slow network pays a round trip per level of imports it discovers.
    const { upFrontFiles, elements } = measureStandalone(join(root, 'dist/standalone'))
    expect(upFrontFiles).toEqual(['filing-kit-elements.js'])
    for (const { tag, roundTrips } of elements) expect(roundTrips, tag).toBeLessThanOrEqual(2)
  })

  it('a consumer importing only filing-kit gets no React', () => {
    const { bare } = importGraph(join(root, 'dist/index.js'))
    expect([...bare].filter((name) => /^(react|react-dom|@tanstack)/.test(name))).toEqual([])
    expect([...bare]).toContain('zod/mini')
  })

  it('the core entry loads in plain Node and exposes the client', async () => {
    const core = (await import(join(root, 'dist/index.js'))) as Record<string, unknown>
    expect(typeof core.createPartnerClient).toBe('function')
    expect(typeof core.generatePcid).toBe('function')
    expect(Object.keys(core.routes as object).length).toBeGreaterThanOrEqual(22)
  })

  it('hooks and components start with the use-client directive, so React Server Components can import them', () => {
    for (const entry of ['dist/hooks.js', 'dist/components.js']) {
      expect(readFileSync(join(root, entry), 'utf8').split('\n', 1)[0]).toMatch(/^['"]use client['"];?$/)
    }
    expect(readFileSync(join(root, 'dist/index.js'), 'utf8')).not.toMatch(/use client/)
  })

  it('keeps React, TanStack Query and MSW as optional peers, never bundled', () => {
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual([
      '@tanstack/react-query',
      'msw',
      'react',
      'react-dom',
      'redis',
    ])
    // Optional: a partner using only the core, the proxy or the simulator installs none of them.
    for (const name of Object.keys(pkg.peerDependencies))
      expect(pkg.peerDependenciesMeta[name]?.optional).toBe(true)
    expect(readFileSync(join(root, 'dist/simulator-msw.js'), 'utf8')).toMatch(/from\s*["']msw["']/)
    // hooks.js may reach React through a chunk it shares with components.js: follow the imports.
    const { seen, bare } = importGraph(join(root, 'dist/hooks.js'))
    expect([...bare]).toEqual(expect.arrayContaining(['react', '@tanstack/react-query']))
    for (const file of seen)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /function useState|__SECRET_INTERNALS|ReactCurrentDispatcher/,
      )
  })
})
