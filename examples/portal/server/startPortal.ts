// The whole portal on one node:http server: the token-holding proxy at /api/partner, the portal's
// own /demo endpoints, and the bundled page; in front of the real service or a local simulator.
import type { AddressInfo } from 'node:net'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { toNodeListener } from 'filing-kit/proxy'
import { createRedisStore, type RedisStore } from 'filing-kit/store/redis'
import type { PartnerSimulator, PartnerSimulatorOptions } from 'filing-kit/simulator'
import type { BuiltFile } from './bundleClient'
import { bundlePages } from './bundlePages'
import { loadCustomers } from './customers'
import { demoRoutes } from './demoRoutes'
import { listening } from '../../../src/simulatorServer/listening'
import { activityRoute, ACTIVITY_PATH } from './activityRoute'
import { startPortalWatcher } from './portalWatcher'
import { portalProxy, PROXY_BASE_PATH } from './portalProxy'
import { Sessions } from './sessions'
import { staticFiles } from './staticFiles'
import { connectUpstream, type Env } from './upstream'

export interface PortalOptions {
  /** The portal's port; 0 picks a free one. */
  port: number
  /** The simulator's port, when there is one; 0 picks a free one. */
  simulatorPort: number
  /** Where PARTNER_* come from; `process.env` by default. */
  env?: Env
  /** Tests speed the simulator up (e.g. a short `writebackDelayMs`). */
  simulator?: PartnerSimulatorOptions
  /** Bundle and serve the page; `false` serves the proxy and /demo only (tests of the server). Default true. */
  client?: boolean
  /**
   * What bundles the pages; `bundlePages` by default. Tests pass one bundle made once per test run:
   * the same build, shared by the files that start a portal, rather than one of its own each.
   */
  bundle?: () => Promise<Map<string, BuiltFile>>
  /** Where request lines go; quiet by default. */
  log?: (line: string) => void
  /**
   * Behind a TLS-terminating proxy that sets `X-Forwarded-Proto`: believe it, so that the session
   * cookie is `Secure` when the browser came over HTTPS. Leave it off otherwise (any client could
   * send the header). Default false.
   */
  trustForwardedProto?: boolean
}

export interface Portal {
  url: string
  /** The simulator behind the proxy, when there is no real service. */
  sim: PartnerSimulator | undefined
  simulatorUrl: string | undefined
  close(): Promise<void>
}

export async function startPortal(options: PortalOptions): Promise<Portal> {
  // The port first: taken, `npm start` says so at once rather than after bundling for nothing. Until
  // everything is in, the server answers 503 "Starting…".
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(503).end('Starting…')
  const server = createServer((request, response) => handle(request, response))
  server.listen(options.port, '127.0.0.1')
  await listening(server, options.port, 'the portal')
  const stop = async () => {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  }
  // Bundling takes the longest (the portal's page and the /plain page's, side by side); it runs while
  // the rest starts.
  const bundling: Promise<Map<string, BuiltFile>> =
    options.client === false ? Promise.resolve(new Map()) : (options.bundle ?? bundlePages)()
  bundling.catch(() => {}) // awaited below; a failure to start must not leave it unhandled

  let upstream: Awaited<ReturnType<typeof connectUpstream>>
  try {
    upstream = await connectUpstream(options.env ?? process.env, options.simulatorPort, options.simulator)
  } catch (error) {
    await stop()
    throw error
  }
  let redis: RedisStore | undefined
  let closing = async () => {}
  try {
    const sessions = new Sessions()
    const customers = await loadCustomers(upstream)
    const log = options.log ?? (() => {})
    const watcher = await startPortalWatcher(upstream, customers, options.env ?? process.env, log)
    closing = () => watcher.close()
    // With REDIS_URL, exactly-once records and receipts outlive a restart and are shared by every
    // instance of the portal; without it, the proxy keeps them in memory (one process).
    const redisUrl = (options.env ?? process.env).REDIS_URL
    redis = redisUrl ? createRedisStore({ url: redisUrl }) : undefined
    const proxy = toNodeListener(portalProxy(upstream, customers, sessions, log, redis, watcher.followOrder))
    const demo = getRequestListener(
      demoRoutes(upstream, customers, sessions, {
        trustForwardedProto: options.trustForwardedProto === true,
      }),
    )
    const activity = getRequestListener(activityRoute(watcher, sessions))
    let page: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
      response.writeHead(503).end('Starting…')
    handle = (request, response) => {
      const url = request.url ?? '/'
      if (url === PROXY_BASE_PATH || url.startsWith(`${PROXY_BASE_PATH}/`)) void proxy(request, response)
      else if (url === ACTIVITY_PATH) void activity(request, response)
      else if (url.startsWith('/demo/')) void demo(request, response)
      else page(request, response)
    }
    page = staticFiles(await bundling)
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      sim: upstream.sim,
      simulatorUrl: upstream.sim ? upstream.baseUrl : undefined,
      close: async () => {
        await stop()
        await closing()
        await redis?.close()
        await upstream.close()
      },
    }
  } catch (error) {
    await stop()
    await closing()
    await redis?.close()
    await upstream.close()
    throw error
  }
}
