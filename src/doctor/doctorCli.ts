import { replaceSecrets } from '../secrets/replaceSecrets'
import { formatDoctorReport } from './formatDoctorReport'
import { readDoctorEnv, type DoctorEnv } from './readDoctorEnv'
import { runDoctor } from './runDoctor'
import type { DoctorOptions } from './types'

export const DOCTOR_USAGE = `Usage: filing-kit doctor [--json] [--products compliance,formation,taxRegistration] [--timeout <ms>]

Checks a Partner API token before going live: one harmless read per product, each reported as
fine, not accepted (401) or not entitled (403), and every answer compared with filing-kit's schemas.
Exits 0 when every product is fine, 1 when one is not, 2 when the command or environment is wrong.

Environment:
  PARTNER_API_BASE_URL          the service's base address (production or staging)      required
  PARTNER_API_TOKEN             the API token; sent to that address only, never printed   required
  PARTNER_ID                    your Compliance account PID (Compliance paths carry it)
  PARTNER_API_USER_PID          your apiUserPid (checked for presence only)
  PARTNER_API_ENVIRONMENT       production | staging, when the host's name does not say
  PARTNER_API_STAGING_BASE_URL  on a 401 everywhere, doctor tries the token here to tell
                                a staging token on production apart (AUTH-3)`

export interface DoctorCliIo {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  /** For tests; the global fetch by default. */
  readonly fetch?: DoctorOptions['fetch']
}

interface Parsed {
  readonly command?: string
  readonly json: boolean
  readonly help: boolean
  readonly products?: string[]
  readonly timeoutMs?: number
  readonly errors: string[]
}

function parseArgs(argv: readonly string[]): Parsed {
  const errors: string[] = []
  let command: string | undefined
  let json = false
  let help = false
  let products: string[] | undefined
  let timeoutMs: number | undefined
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    const next = () => inline ?? argv[++index]
    if (flag === '--json') json = true
    else if (flag === '--help' || flag === '-h') help = true
    else if (flag === '--products')
      products = (next() ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    else if (flag === '--timeout') {
      const ms = Number(next())
      if (Number.isFinite(ms) && ms > 0) timeoutMs = ms
      else errors.push('--timeout takes a number of milliseconds')
    } else if (!flag?.startsWith('-') && command === undefined) command = flag
    else errors.push(`Unknown argument: ${flag}`)
  }
  return { command, json, help, products, timeoutMs, errors }
}

/**
 * `filing-kit <argv>` without the process: prints through `io`, resolves to the exit code. The token
 * is scrubbed from everything written, errors included.
 */
export async function runDoctorCli(
  argv: readonly string[],
  env: DoctorEnv,
  io: DoctorCliIo,
): Promise<number> {
  const token = env.PARTNER_API_TOKEN
  const secrets = token ? [token, token.trim()] : []
  const out = (text: string) => io.out(replaceSecrets(text, secrets))
  const err = (text: string) => io.err(replaceSecrets(text, secrets))
  const args = parseArgs(argv)
  if (args.help) {
    out(DOCTOR_USAGE)
    return 0
  }
  if (args.command !== 'doctor' || args.errors.length > 0) {
    err(
      [
        ...args.errors,
        ...(args.command === 'doctor'
          ? []
          : [args.command ? `Unknown command: ${args.command}` : 'Name a command.']),
        '',
        DOCTOR_USAGE,
      ].join('\n'),
    )
    return 2
  }
  const read = readDoctorEnv(env, args.products)
  if (!read.options) {
    if (args.json) out(JSON.stringify({ ok: false, errors: read.errors }, null, 2))
    else err(read.errors.map((error) => `filing-kit doctor: ${error}`).join('\n'))
    return 2
  }
  const options: DoctorOptions = {
    ...read.options,
    ...(args.timeoutMs ? { timeoutMs: args.timeoutMs } : {}),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  }
  try {
    const report = await runDoctor(options)
    out(args.json ? JSON.stringify(report, null, 2) : formatDoctorReport(report))
    return report.ok ? 0 : 1
  } catch (error) {
    err(`filing-kit doctor: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }
}
