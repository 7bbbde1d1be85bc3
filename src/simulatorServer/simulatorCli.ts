import { PortInUseError } from './listening'
import { startSimulatorServer, type SimulatorServer } from './startSimulatorServer'

export const SIMULATOR_USAGE = `Usage: filing-kit simulator [--port <n>] [--seed <n>]

Serves the Partner API simulator on http://127.0.0.1:<port> until stopped (Ctrl-C): the whole
service, stateful and seeded, for a proxy's upstream or a curl. Prints the partner id, the
apiUserPid and every token.

  --port <n>   default SIMULATOR_PORT, else 4010 (0 picks a free port)
  --seed <n>   default SIMULATOR_SEED, else 1 (same seed, same data and ids)`

export interface SimulatorCliIo {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

/** `--port` and `--seed` (`--name value` or `--name=value`), with what was wrong in `argv`. */
function parseArgs(argv: readonly string[]) {
  const values: Partial<Record<'port' | 'seed', string>> = {}
  const errors: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    const name = flag === '--port' ? 'port' : flag === '--seed' ? 'seed' : undefined
    if (name) values[name] = inline ?? argv[++index] ?? ''
    else errors.push(`Unknown argument: ${arg}`)
  }
  return { values, errors }
}

/** A whole number from `value`, or a message in `errors`. */
function whole(value: string, name: string, errors: string[], max: number): number {
  const number = Number(value)
  if (value.trim() === '' || !Number.isInteger(number) || number < 0 || number > max)
    errors.push(`--${name} takes a whole number, not "${value}"`)
  return number
}

/**
 * `filing-kit simulator <argv>` without the process: starts the server and prints how to reach it,
 * resolving to the running server, or to an exit code when it cannot start (2: a wrong argument,
 * 1: the port is taken).
 */
export async function runSimulatorCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: SimulatorCliIo,
): Promise<SimulatorServer | number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(SIMULATOR_USAGE)
    return 0
  }
  const { values, errors } = parseArgs(argv)
  const port = whole(values.port ?? env.SIMULATOR_PORT ?? '4010', 'port', errors, 65535)
  const seed = whole(values.seed ?? env.SIMULATOR_SEED ?? '1', 'seed', errors, Number.MAX_SAFE_INTEGER)
  if (errors.length > 0) {
    io.err([...errors, '', SIMULATOR_USAGE].join('\n'))
    return 2
  }
  try {
    const running = await startSimulatorServer(port, { seed })
    const { sim, url } = running
    const [partner] = sim.partners
    io.out(`Partner API simulator on ${url} (seed ${seed})`)
    io.out(`  partnerId   ${partner?.partnerId}`)
    io.out(`  apiUserPid  ${partner?.apiUserPid}`)
    for (const [name, token] of Object.entries(sim.tokens)) io.out(`  token ${name.padEnd(15)} ${token}`)
    io.out(
      `\nTry:\n  curl -H "Authorization: Bearer ${sim.tokens.production}" ${url}/v1/partners/${partner?.partnerId}/alerts`,
    )
    return running
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error
    io.err(`${error.message} Pick another: --port ${error.port + 100}`)
    return 1
  }
}
