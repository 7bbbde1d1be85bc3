// The simulator over real HTTP on 127.0.0.1, as `npx filing-kit simulator` (and `npm run simulator`,
// and the demo portal's upstream) serve it. Node only: the simulator itself stays runtime-free.
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createPartnerSimulator, type PartnerSimulator, type PartnerSimulatorOptions } from '../simulator'
import { listening } from './listening'

export interface SimulatorServer {
  sim: PartnerSimulator
  server: ServerType
  /** `http://127.0.0.1:<port>`: the base address a proxy's `upstream` or a `curl` takes. */
  url: string
  close(): Promise<void>
}

/**
 * Serves a simulator on 127.0.0.1; port 0 picks a free one. Rejects with `PortInUseError` when the
 * port is taken. Orders move visibly by hand: a phase every 20 s, a little latency so loading states
 * show; `options` overrides any of it.
 */
export async function startSimulatorServer(
  port: number,
  options: PartnerSimulatorOptions = {},
): Promise<SimulatorServer> {
  const sim = createPartnerSimulator({
    phaseDurationMs: 20_000,
    writebackDelayMs: 3000,
    latencyMs: [50, 250],
    bulkLatencyPerRecordMs: 2,
    ...options,
  })
  // The simulator is a Fetch handler, like the proxy; @hono/node-server serves one on node:http.
  const server = serve({ fetch: (request) => sim.fetch(request), hostname: '127.0.0.1', port })
  await listening(server, port, 'the simulator')
  return {
    sim,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        // Kept-alive connections (a browser's, a proxy's) would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? fail(error) : done()))
      }),
  }
}
