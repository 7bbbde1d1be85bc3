// The local stack a portal developer points at: the real proxy on http://127.0.0.1:4000/api/partner in
// front of the simulator (on 4010), or of the real service when PARTNER_API_BASE_URL and
// PARTNER_API_TOKEN are set. Every port it opens derives from one: `PORT=5174 npm start` moves both.
import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:http'
import { createPartnerProxy, toNodeListener } from '../src/proxy/index'
import { listening, startSimulatorServer, type SimulatorServer } from './simulator'
import { statusPage } from './statusPage'

export { PortInUseError } from './simulator'

export const DEFAULT_PORT = 4000
/** The simulator listens this far above the proxy's port. */
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
  simulator: SimulatorServer | undefined
  close(): Promise<void>
}

export interface DevServerOptions {
  port?: number
  simulatorPort?: number
  env?: Readonly<Record<string, string | undefined>>
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const env = options.env ?? process.env
  const real = Boolean(env.PARTNER_API_BASE_URL && env.PARTNER_API_TOKEN)
  const ports = portsFrom(options.port ?? DEFAULT_PORT)
  const simulator = real
    ? undefined
    : await startSimulatorServer(options.simulatorPort ?? ports.simulatorPort)
  try {
    return await startProxyServer(options, env, ports.port, simulator)
  } catch (error) {
    await simulator?.close()
    throw error
  }
}

async function startProxyServer(
  options: DevServerOptions,
  env: Readonly<Record<string, string | undefined>>,
  port: number,
  simulator: SimulatorServer | undefined,
): Promise<DevServer> {
  const real = simulator === undefined
  const partner = simulator?.sim.partners[0]
  const partnerId = env.PARTNER_ID ?? partner?.partnerId
  const apiUserPid = env.PARTNER_API_USER_PID ?? partner?.apiUserPid
  if (!partnerId)
    throw new Error('Set PARTNER_ID (your Compliance account PID) to run against the real service.')

  const proxy = createPartnerProxy({
    upstream: real ? env.PARTNER_API_BASE_URL! : simulator!.url,
    token: real ? env.PARTNER_API_TOKEN! : simulator!.sim.tokens.production,
    partnerId,
    ...(apiUserPid ? { apiUserPid } : { operations: [] }),
    basePath: '/api/partner',
    onLog: (record) =>
      console.log(
        `${record.method} ${record.path ?? '(refused path)'} → ${record.status} ${record.durationMs} ms`,
      ),
  })
  const forward = toNodeListener(proxy)
  const page = statusPage({ partnerId, upstream: real ? 'the real service' : 'the simulator' })

  const server: Server = createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
      })
      response.end(page)
      return
    }
    void forward(request, response)
  })
  server.listen(port, '127.0.0.1')
  await listening(server, port, 'the proxy and status page')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    proxyUrl: `${url}/api/partner`,
    simulator,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await simulator?.close()
    },
  }
}
