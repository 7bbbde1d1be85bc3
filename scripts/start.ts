// `npm start` does the most useful thing that exists at this commit: the demo portal once it exists;
// until then, the real proxy in front of the simulator, with a status page, on localhost.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { startDevServer } from './devServer'

const demo = new URL('../examples/portal/server.ts', import.meta.url)

if (existsSync(demo)) {
  process.exit(spawnSync('npx', ['tsx', demo.pathname], { stdio: 'inherit' }).status ?? 1)
}

const port = Number(process.env.PORT ?? 4000)
startDevServer({ port }).then(
  ({ url, proxyUrl, simulator }) => {
    console.log(`filing-kit local stack on ${url}`)
    console.log(`  proxy      ${proxyUrl}  (holds the token; point baseUrl here)`)
    if (simulator) {
      console.log(`  simulator  ${simulator.url}  (partner ${simulator.sim.partners[0]?.partnerId})`)
      console.log(
        '  Set PARTNER_API_BASE_URL, PARTNER_API_TOKEN, PARTNER_ID and PARTNER_API_USER_PID to use the real service.',
      )
    }
    console.log('The demo portal with the components arrives with the components; Ctrl-C stops.')
  },
  (error: unknown) => {
    // A clear message, never a stack trace (e.g. the port is taken).
    const message = error instanceof Error ? error.message : String(error)
    console.error(`npm start could not start the local stack: ${message}`)
    if (/EADDRINUSE/.test(message)) console.error(`Port ${port} is taken: run PORT=4100 npm start`)
    process.exit(1)
  },
)
