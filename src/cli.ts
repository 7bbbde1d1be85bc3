// The package's bin: `npx filing-kit doctor`. Everything but the process lives in src/doctor.
import { runDoctorCli } from './doctor/doctorCli'

const code = await runDoctorCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
})
process.exitCode = code
