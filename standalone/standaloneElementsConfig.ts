// The standalone build of filing-kit/elements: one ES module with React, React DOM and TanStack Query
// inside, for a page with no bundler (`<script type="module" src=".../filing-kit-elements.js">`).
// The parts only some pages need (the compliance form's rjsf, the CSV parser, the Spanish catalog)
// stay chunks beside it, fetched from the same folder when an element needs them.
// `npm run build` writes it to dist/standalone/ (scripts/buildStandaloneElements.ts); the demo portal
// builds it in memory for /plain (examples/portal/server/bundlePlainPage.ts). Outside both folders, so
// neither imports the other.
import { resolve } from 'node:path'
import type { InlineConfig } from 'vite'
import { INITIAL_GROUP, standalonePreload } from './standalonePreload'

const repo = resolve(import.meta.dirname, '..')

/** The entry's file name (its chunks sit in `chunks/` beside it). */
export const STANDALONE_FILE = 'filing-kit-elements.js'

export function standaloneElementsConfig(options: { write: boolean; outDir?: string }): InlineConfig {
  return {
    configFile: false,
    root: repo,
    logLevel: 'warn',
    // React reads process.env.NODE_ENV; a page without a bundler has no process.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // And the JSX with it: Vite compiles JSX for development (jsxDEV calls) unless *its* process runs
    // with NODE_ENV=production, and the production React inside has no jsxDEV — so a build from a
    // test run or a dev server (the demo's /plain page under vitest) failed on every render.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    // The entry holds all it needs up front, and each element's first connect preloads its files at
    // once: two round trips to a first answer (standalonePreload.ts).
    plugins: [standalonePreload(STANDALONE_FILE)],
    build: {
      write: options.write,
      outDir: options.outDir ?? resolve(repo, 'dist/standalone'),
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: resolve(repo, 'elements/index.ts'),
        formats: ['es'],
        fileName: () => STANDALONE_FILE,
      },
      rollupOptions: {
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Every module the entry imports statically, in one chunk that standalonePreload merges into it.
          codeSplitting: {
            groups: [
              { name: INITIAL_GROUP, tags: ['$initial'] },
              { name: INITIAL_GROUP, test: /rolldown[\\/]runtime/ },
            ],
          },
          // Whitespace too: a library build keeps it (and the /*#__PURE__*/ marks) for the bundler that
          // re-bundles it, but this file goes to the browser as it is. 200.8 → 176.5 kB gzip up front.
          minify: true,
          comments: { annotation: false },
        },
        // 'use client' marks modules for React Server Components; in a browser-only file it means nothing.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
      },
    },
  }
}
