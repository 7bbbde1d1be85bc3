// The /plain page: a static HTML page with no framework and no bundler on its side, which embeds the
// components as custom elements from the standalone file of filing-kit/elements — what a partner with
// a server-rendered or hand-written portal ships. The standalone file is built in memory at start (as
// `npm run build` builds it, standaloneElementsConfig), beside the portal's own bundle; the page's
// files and the portal's stylesheets (its palette and chrome, so both pages look alike) are served as
// they are in the repository.
import { readdir, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build, type Rollup } from 'vite'
import { standaloneElementsConfig } from '../../../standalone/standaloneElementsConfig'
import { contentTypeOf, type BuiltFile } from './bundleClient'

const plain = resolve(import.meta.dirname, '../plain')
const portalStyles = resolve(import.meta.dirname, '../client/styles')

/** Where the page lives; its files and the elements' file sit under it. */
export const PLAIN_PATH = '/plain'

/** URL path (`/plain/index.html`, `/plain/filing-kit-elements.js`, `/plain/chunks/…`) → file. */
export async function bundlePlainPage(): Promise<Map<string, BuiltFile>> {
  const [output, pageFiles, styles] = await Promise.all([
    build(standaloneElementsConfig({ write: false })),
    readFiles(plain, PLAIN_PATH),
    readFiles(portalStyles, `${PLAIN_PATH}/styles`),
  ])
  const files = new Map([...pageFiles, ...styles])
  for (const result of Array.isArray(output) ? output : [output as Rollup.RollupOutput]) {
    for (const item of result.output) {
      files.set(`${PLAIN_PATH}/${item.fileName}`, {
        contentType: contentTypeOf(item.fileName),
        body: item.type === 'chunk' ? item.code : item.source,
      })
    }
  }
  return files
}

async function readFiles(folder: string, urlPath: string): Promise<Map<string, BuiltFile>> {
  const names = await readdir(folder)
  return new Map(
    await Promise.all(
      names.map(
        async (name) =>
          [
            `${urlPath}/${name}`,
            { contentType: contentTypeOf(name), body: await readFile(resolve(folder, name), 'utf8') },
          ] as const,
      ),
    ),
  )
}
