// What `npm start` runs: the demo portal (examples/portal) on http://127.0.0.1:4000, its proxy on
// /api/partner, in front of the simulator (on 4010) or of the real service when the PARTNER_*
// variables are set. Every port it opens derives from one: `PORT=5174 npm start` moves both.
import type { PartnerSimulator, PartnerSimulatorOptions } from '../src/simulator'
import type { BuiltFile } from '../examples/portal/server/bundleClient'
import { startPortal } from '../examples/portal/server/startPortal'

export { PortInUseError } from '../src/simulatorServer/listening'

export const DEFAULT_PORT = 4000
/** The simulator listens this far above the portal's port. */
export const SIMULATOR_PORT_OFFSET = 10

/** Every port the stack opens, from the one `PORT` gives; 0 (tests) picks free ones. */
export function portsFrom(port: number): { port: number; simulatorPort: number } {
  return { port, simulatorPort: port === 0 ? 0 : port + SIMULATOR_PORT_OFFSET }
}

/** `PORT` as a port number, or a message saying what is wrong with it. */
export function parsePort(value: string | undefined): number | { error: string } {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT
  const port = Number(value)
  const highest = 65535 - SIMULATOR_PORT_OFFSET
  if (!Number.isInteger(port) || port < 1 || port > highest)
    return { error: `PORT must be a whole number from 1 to ${highest}, not "${value}".` }
  return port
}

export interface DevServer {
  url: string
  proxyUrl: string
  simulator: { sim: PartnerSimulator; url: string } | undefined
  close(): Promise<void>
}

export interface DevServerOptions {
  port?: number
  simulatorPort?: number
  env?: Readonly<Record<string, string | undefined>>
  /** Bundle and serve the portal's page (default); `false` for tests of the server alone. */
  client?: boolean
  /** What bundles the page (startPortal's `bundle`): tests share one build per run. */
  bundle?: () => Promise<Map<string, BuiltFile>>
  simulator?: PartnerSimulatorOptions
  log?: (line: string) => void
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const ports = portsFrom(options.port ?? DEFAULT_PORT)
  const portal = await startPortal({
    port: ports.port,
    simulatorPort: options.simulatorPort ?? ports.simulatorPort,
    env: options.env ?? process.env,
    ...(options.client === undefined ? {} : { client: options.client }),
    ...(options.bundle ? { bundle: options.bundle } : {}),
    ...(options.simulator ? { simulator: options.simulator } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  return {
    url: portal.url,
    proxyUrl: `${portal.url}/api/partner`,
    simulator: portal.sim && portal.simulatorUrl ? { sim: portal.sim, url: portal.simulatorUrl } : undefined,
    close: portal.close,
  }
}
