// The local stack a portal developer points at: the real proxy on http://127.0.0.1:4000/api/partner in
// front of the simulator, or of the real service when PARTNER_API_BASE_URL and PARTNER_API_TOKEN are set.
import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:http'
import { createPartnerProxy, toNodeListener } from '../src/proxy/index'
import { startSimulatorServer, type SimulatorServer } from './simulator'
import { statusPage } from './statusPage'

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
  const simulator = real ? undefined : await startSimulatorServer(options.simulatorPort ?? 4010)
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 4000, '127.0.0.1', resolve))
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
