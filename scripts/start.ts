// `npm start`: the demo partner portal on localhost, nothing to configure. PORT (default 4000) moves
// every port it opens: the portal on PORT, the simulator on PORT + 10. Ctrl-C stops all of it.
import { createServer } from 'node:net'
import { parsePort, PortInUseError, portsFrom, SIMULATOR_PORT_OFFSET, startDevServer } from './devServer'

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
  const started = performance.now()
  try {
    const stack = await startDevServer({ port, log: (line) => console.log(`  ${line}`) })
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void stack.close().then(() => process.exit(0)))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`\nAcme Business Portal, the filing-kit demo, is ready on ${stack.url}  (${seconds} s)`)
    console.log(`  proxy      ${stack.proxyUrl}  (holds the token; the page's baseUrl)`)
    if (stack.simulator) {
      console.log(`  simulator  ${stack.simulator.url}  (seed 1)`)
      console.log(
        '  Set PARTNER_API_BASE_URL, PARTNER_API_TOKEN, PARTNER_ID and PARTNER_API_USER_PID to use the real service.',
      )
    } else {
      console.log(`  upstream   ${process.env.PARTNER_API_BASE_URL}  (the real service)`)
    }
    console.log('Ctrl-C stops.\n')
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
        `(PORT moves every port: the portal on PORT, the simulator on PORT + ${SIMULATOR_PORT_OFFSET}.)`,
      )
    } else {
      console.error(`npm start could not start the portal: ${error instanceof Error ? error.message : error}`)
    }
    return 1
  }
}

main().then((code) => {
  if (code !== 0) process.exit(code)
})
