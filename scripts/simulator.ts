// `npm run simulator`: in a clone, what `npx filing-kit simulator` runs from the package
// (src/simulatorServer): the Partner API simulator on localhost, for manual work and the demo.
// Port: --port <n>, or SIMULATOR_PORT, default 4010. Seed: --seed <n>, or SIMULATOR_SEED, default 1.
import { runSimulatorCli } from '../src/simulatorServer/simulatorCli'

const started = await runSimulatorCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
})
if (typeof started === 'number') process.exitCode = started
