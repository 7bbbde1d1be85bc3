// The package's bin: `npx filing-kit doctor` and `npx filing-kit simulator`. Everything but the
// process lives in src/doctor and src/simulatorServer.
import { runDoctorCli } from './doctor/doctorCli'
import { runSimulatorCli, SIMULATOR_USAGE } from './simulatorServer/simulatorCli'

const io = {
  out: (text: string) => process.stdout.write(`${text}\n`),
  err: (text: string) => process.stderr.write(`${text}\n`),
}
const [command, ...rest] = process.argv.slice(2)

if (command === 'simulator') {
  const started = await runSimulatorCli(rest, process.env, io)
  // A number: it did not start (or only printed its usage). Otherwise it serves until stopped.
  if (typeof started === 'number') process.exitCode = started
} else {
  const code = await runDoctorCli(process.argv.slice(2), process.env, io)
  // No command, an unknown one or --help: the doctor's usage, then the simulator's.
  if (command !== 'doctor' && (code === 2 || command === '--help' || command === '-h'))
    io.err(`\n${SIMULATOR_USAGE}`)
  process.exitCode = code
}
