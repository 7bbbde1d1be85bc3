// `npm run simulator`: the Partner API simulator on localhost, for manual work and the demo.
// Port: --port <n>, or SIMULATOR_PORT, default 4010. Seed: --seed <n>, or SIMULATOR_SEED, default 1.
import { pathToFileURL } from 'node:url'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createPartnerSimulator, type PartnerSimulator, type PartnerSimulatorOptions } from '../src/simulator'
// The portal's own: one class, so `npm start` and `npm run simulator` recognise each other's failure.
import { listening, PortInUseError } from '../examples/portal/server/listening'

export { PortInUseError }

export interface SimulatorServer {
  sim: PartnerSimulator
  server: ServerType
  url: string
  close(): Promise<void>
}

/** Serves a simulator on 127.0.0.1; port 0 picks a free one. */
export async function startSimulatorServer(
  port: number,
  options: PartnerSimulatorOptions = {},
): Promise<SimulatorServer> {
  // Orders move visibly in a demo: a phase every 20 s; a little latency, so loading states show.
  const sim = createPartnerSimulator({
    phaseDurationMs: 20_000,
    writebackDelayMs: 3000,
    latencyMs: [50, 250],
    bulkLatencyPerRecordMs: 2,
    ...options,
  })
  const server = serve({ fetch: (request) => sim.fetch(request), hostname: '127.0.0.1', port })
  await listening(server, port, 'the simulator')
  return {
    sim,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0
    ? process.argv[index + 1]
    : process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
}

async function main() {
  const port = Number(argument('port') ?? process.env.SIMULATOR_PORT ?? 4010)
  const seed = Number(argument('seed') ?? process.env.SIMULATOR_SEED ?? 1)
  const { sim, url } = await startSimulatorServer(port, { seed })
  const [partner] = sim.partners
  console.log(`Partner API simulator on ${url} (seed ${seed})`)
  console.log(`  partnerId   ${partner?.partnerId}`)
  console.log(`  apiUserPid  ${partner?.apiUserPid}`)
  for (const [name, token] of Object.entries(sim.tokens)) console.log(`  token ${name.padEnd(15)} ${token}`)
  console.log(
    `\nTry:\n  curl -H "Authorization: Bearer ${sim.tokens.production}" ${url}/v1/partners/${partner?.partnerId}/alerts`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    if (error instanceof PortInUseError)
      console.error(`${error.message} Pick another: npm run simulator -- --port ${error.port + 100}`)
    else console.error(error)
    process.exit(1)
  })
}
