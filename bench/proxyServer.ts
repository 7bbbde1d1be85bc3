// A child process serving one rig (bench/proxyRig.ts), so that the CPU it spends per request can be
// read apart from the load generator's: `cpu` returns process.cpuUsage(), `close` ends it.
import { startRig, type RigMode } from './proxyRig'

const mode = process.argv[2] as RigMode
const faults = process.argv[3] ? { errorRate: Number(process.argv[3]), errorStatus: 503 } : undefined
const rig = await startRig(mode, faults ? { faults } : {})
process.on('message', (message: string) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage(), inFlight: rig.inFlight() })
  if (message === 'memory') process.send!({ memory: process.memoryUsage() })
  if (message === 'close') void rig.close().then(() => process.exit(0))
})
process.send!({ url: rig.url, path: rig.path, port: rig.port })
