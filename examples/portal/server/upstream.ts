// Where the proxy sends requests: the real service when the four PARTNER_* variables are set, else a
// simulator started here on its own port, so the proxy talks to it over real HTTP exactly as it
// would to the service. Nothing else in the portal knows which of the two it is.
import type { PartnerSimulator, PartnerSimulatorOptions } from 'filing-kit/simulator'
// What `npx filing-kit simulator` serves: the repository's own module, as the package keeps it in its bin.
import { startSimulatorServer } from '../../../src/simulatorServer/startSimulatorServer'

export interface Upstream {
  baseUrl: string
  /** The bearer token the proxy adds. It stays in this process: never sent to the browser. */
  token: string
  partnerId: string
  apiUserPid: string
  /** The simulator when there is one: the clock control moves it. */
  sim: PartnerSimulator | undefined
  /** How long an order stays in each step of its lifecycle on the simulator: one click of the clock. */
  simStepMs: number
  close(): Promise<void>
}

export type Env = Readonly<Record<string, string | undefined>>

/** The four variables a partner sets to run the portal against the real service (staging or production). */
export const REAL_SERVICE_VARIABLES = [
  'PARTNER_API_BASE_URL',
  'PARTNER_API_TOKEN',
  'PARTNER_ID',
  'PARTNER_API_USER_PID',
] as const

/** Whether `env` asks for the real service; some but not all of the variables set is a mistake worth a message. */
export function wantsRealService(env: Env): boolean {
  const set = REAL_SERVICE_VARIABLES.filter((name) => env[name])
  if (set.length > 0 && set.length < REAL_SERVICE_VARIABLES.length) {
    const missing = REAL_SERVICE_VARIABLES.filter((name) => !env[name])
    throw new Error(`To use the real service, also set ${missing.join(', ')}.`)
  }
  return set.length === REAL_SERVICE_VARIABLES.length
}

export async function connectUpstream(
  env: Env,
  simulatorPort: number,
  simulatorOptions: PartnerSimulatorOptions = {},
): Promise<Upstream> {
  if (wantsRealService(env)) {
    return {
      baseUrl: env.PARTNER_API_BASE_URL!,
      token: env.PARTNER_API_TOKEN!,
      partnerId: env.PARTNER_ID!,
      apiUserPid: env.PARTNER_API_USER_PID!,
      sim: undefined,
      simStepMs: 0,
      close: async () => {},
    }
  }
  // Orders move a phase every 20 s of simulated time, and the clock control jumps ahead; a little
  // latency, so the components' loading states show as they would against the service.
  const simStepMs = simulatorOptions.phaseDurationMs ?? 20_000
  const { sim, url, close } = await startSimulatorServer(simulatorPort, {
    seed: 1,
    phaseDurationMs: simStepMs,
    ...simulatorOptions,
  })
  const partner = sim.partners[0]!
  return {
    baseUrl: url,
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    sim,
    simStepMs,
    close,
  }
}
