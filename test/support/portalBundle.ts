// One bundle of the demo's pages per test run (the portal and /plain: bundlePages), shared by every
// file that starts a portal (the e2e files, Firefox's, devServer.test.ts). Each of them bundled the
// pages itself with Vite, ~2 s of CPU a time on a 2-core machine where CPU is what npm test waits
// for; the bundle is the same every time (the same sources), so building it once loses no check. The file that tests
// bundleClient itself (portalBundle.test.ts) still calls it directly.
//
// `setup` is the projects' globalSetup: in Vitest's main process it starts a loopback server that
// bundles on the first request (so a run without a portal bundles nothing) and answers every request
// with that one bundle. The test files, in workers of their own, fetch it with `sharedPortalBundle`.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import type { BuiltFile } from '../../examples/portal/server/bundleClient'
import { bundlePages } from '../../examples/portal/server/bundlePages'

declare module 'vitest' {
  export interface ProvidedContext {
    portalBundleUrl: string
  }
}

interface WireFile {
  path: string
  contentType: string
  /** Text as is; bytes in base64. */
  body: string
  base64: boolean
}

// Every project that names this globalSetup calls `setup` in the same main process: one server for
// all of them, closed when the last of them tears down.
interface Shared {
  server: Server
  url: string
  users: number
}
const SHARED = Symbol.for('filing-kit.test.portalBundleServer')
const state = globalThis as { [SHARED]?: Promise<Shared> }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  state[SHARED] ??= startServer()
  const shared = await state[SHARED]
  shared.users += 1
  project.provide('portalBundleUrl', shared.url)
  return async () => {
    shared.users -= 1
    if (shared.users > 0) return
    delete state[SHARED]
    shared.server.closeAllConnections()
    await new Promise<void>((done) => shared.server.close(() => done()))
  }
}

async function startServer(): Promise<Shared> {
  let bundle: Promise<string> | undefined
  const server = createServer((_request, response) => {
    bundle ??= bundlePages().then((files) =>
      JSON.stringify(
        [...files].map(([path, file]): WireFile =>
          typeof file.body === 'string'
            ? { path, contentType: file.contentType, body: file.body, base64: false }
            : {
                path,
                contentType: file.contentType,
                body: Buffer.from(file.body).toString('base64'),
                base64: true,
              },
        ),
      ),
    )
    bundle.then(
      (json) => response.writeHead(200, { 'content-type': 'application/json' }).end(json),
      // A failed build fails every file that asked for it, with the bundler's own message.
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    )
  })
  server.listen(0, '127.0.0.1')
  await new Promise<void>((done, fail) => {
    server.once('listening', () => done())
    server.once('error', fail)
  })
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, users: 0 }
}

/** The run's one bundle of the portal's page: pass as `startDevServer({ bundle: sharedPortalBundle })`. */
export async function sharedPortalBundle(): Promise<Map<string, BuiltFile>> {
  const response = await fetch(inject('portalBundleUrl'))
  if (!response.ok) throw new Error(`bundling the portal's page failed:\n${await response.text()}`)
  const files = (await response.json()) as WireFile[]
  return new Map(
    files.map((file) => [
      file.path,
      {
        contentType: file.contentType,
        body: file.base64 ? new Uint8Array(Buffer.from(file.body, 'base64')) : file.body,
      },
    ]),
  )
}
