// The browser side, bundled by Vite in memory once at start (a few seconds), then served as static
// files. In a partner's portal `filing-kit` comes from node_modules; inside this repository the
// aliases point the package's names at its sources, so the demo always runs the code beside it.
import { resolve } from 'node:path'
import { build, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'

const repo = resolve(import.meta.dirname, '../../..')
const client = resolve(import.meta.dirname, '../client')

/** Exact package names → the repository's entry points (the `exports` of package.json). */
const PACKAGE_ENTRIES: Record<string, string> = {
  'filing-kit': 'src/index.ts',
  'filing-kit/hooks': 'hooks/index.ts',
  'filing-kit/components': 'components/index.ts',
  'filing-kit/styles.css': 'components/styles.css',
}

export interface BuiltFile {
  contentType: string
  body: Uint8Array | string
}

/** URL path (`/index.html`, `/assets/…`) → file. */
export async function bundleClient(): Promise<Map<string, BuiltFile>> {
  const output = await build({
    configFile: false,
    root: client,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: Object.entries(PACKAGE_ENTRIES).map(([name, path]) => ({
        find: new RegExp(`^${name.replace('/', '\\/')}$`),
        replacement: resolve(repo, path),
      })),
    },
    build: {
      write: false,
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      reportCompressedSize: false,
    },
  })
  const files = new Map<string, BuiltFile>()
  for (const result of Array.isArray(output) ? output : [output as Rollup.RollupOutput]) {
    for (const item of result.output) {
      files.set(`/${item.fileName}`, {
        contentType: contentTypeOf(item.fileName),
        body: item.type === 'chunk' ? item.code : item.source,
      })
    }
  }
  return files
}

/** The Content-Type a built or static file is served with, by its name. */
export function contentTypeOf(fileName: string): string {
  if (fileName.endsWith('.html')) return 'text/html; charset=utf-8'
  if (fileName.endsWith('.js')) return 'text/javascript; charset=utf-8'
  if (fileName.endsWith('.css')) return 'text/css; charset=utf-8'
  if (fileName.endsWith('.svg')) return 'image/svg+xml'
  return 'application/octet-stream'
}
