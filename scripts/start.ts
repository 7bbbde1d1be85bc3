// `npm start` does the most useful thing that exists at this commit. The simulator and the demo portal
// land in later issues; until then this says so plainly instead of failing with a stack trace.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const demo = new URL('../examples/portal/server.ts', import.meta.url)
const simulator = new URL('./simulator.ts', import.meta.url)

if (existsSync(demo)) {
  process.exit(spawnSync('npx', ['tsx', demo.pathname], { stdio: 'inherit' }).status ?? 1)
} else if (existsSync(simulator)) {
  console.log('The demo portal is not built yet; starting the Partner API simulator instead.')
  process.exit(spawnSync('npx', ['tsx', simulator.pathname], { stdio: 'inherit' }).status ?? 1)
} else {
  console.log(
    [
      'filing-kit: nothing to start yet.',
      'The simulator (npm run simulator) and the demo portal (npm start) arrive in the next issues.',
      'Meanwhile: npm test runs the suite, npm run build builds the library.',
    ].join('\n'),
  )
}
