// `npm start` does the most useful thing that exists at this commit: the demo portal once it exists;
// until then, the real proxy in front of the simulator, with a status page, on localhost.
// PORT (default 4000) moves every port it opens: the proxy on PORT, the simulator on PORT + 10.
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { spawnSync } from 'node:child_process'
import { parsePort, PortInUseError, portsFrom, SIMULATOR_PORT_OFFSET, startDevServer } from './devServer'

const demo = new URL('../examples/portal/server.ts', import.meta.url)

if (existsSync(demo)) {
  process.exit(spawnSync('npx', ['tsx', demo.pathname], { stdio: 'inherit' }).status ?? 1)
}

/** Whether nothing listens on `port` on 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A PORT above `taken` whose ports are all free now, to suggest; the plain next hundred if none is. */
async function freePortAbove(taken: number): Promise<number> {
  for (let candidate = taken + 100; candidate <= taken + 1000 && candidate < 65000; candidate += 100) {
    const { port, simulatorPort } = portsFrom(candidate)
    if ((await isFree(port)) && (await isFree(simulatorPort))) return candidate
  }
  return taken + 100
}

async function main(): Promise<number> {
  const port = parsePort(process.env.PORT)
  if (typeof port === 'object') {
    console.error(`npm start: ${port.error} Example: PORT=5174 npm start`)
    return 1
  }
  try {
    const { url, proxyUrl, simulator } = await startDevServer({ port })
    console.log(`filing-kit local stack on ${url}`)
    console.log(`  proxy      ${proxyUrl}  (holds the token; point baseUrl here)`)
    if (simulator) {
      const [partner] = simulator.sim.partners
      console.log(`  simulator  ${simulator.url}  (seed 1, partner ${partner?.partnerId})`)
      console.log(
        '  Set PARTNER_API_BASE_URL, PARTNER_API_TOKEN, PARTNER_ID and PARTNER_API_USER_PID to use the real service.',
      )
    }
    console.log('The demo portal with the components arrives with the components; Ctrl-C stops.')
    return 0
  } catch (error) {
    // A clear message and the fix, never a stack trace.
    if (error instanceof PortInUseError) {
      const suggestion = await freePortAbove(port)
      console.error(
        `npm start: ${error.message} Another \`npm start\` may be running: stop it, or use other ports:`,
      )
      console.error(`\n  PORT=${suggestion} npm start\n`)
      console.error(
        `(PORT moves every port: the proxy on PORT, the simulator on PORT + ${SIMULATOR_PORT_OFFSET}.)`,
      )
    } else {
      console.error(
        `npm start could not start the local stack: ${error instanceof Error ? error.message : error}`,
      )
    }
    return 1
  }
}

main().then((code) => {
  if (code !== 0) process.exit(code)
})
