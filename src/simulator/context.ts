import type { OperationName } from '../api'
import type { IdFactory } from './ids'
import type { Random } from './random'
import type { SimResponse } from './respond'
import type { SimulatorPartner, SimulatorQuirks, SimulatorState } from './types'

/** Settings the handlers read, defaults applied. */
export interface SimulatorConfig {
  readonly seed: number
  readonly writebackDelayMs: number
  readonly phaseDurationMs: number
  readonly bulkLatencyPerRecordMs: number
  /** Share of created formation orders that meet a signature RFI on their way. */
  readonly formationRfiRate: number
}

/** Everything a handler sees of one request. */
export interface SimContext {
  readonly request: Request
  readonly url: URL
  readonly params: Readonly<Record<string, string>>
  readonly operation: OperationName
  /** The account the token belongs to. */
  readonly partner: SimulatorPartner
  readonly state: SimulatorState
  /** The simulated time of this request. */
  readonly now: number
  readonly nextId: IdFactory
  /** Runtime draws (new ids' companions, RFI paths), seeded. */
  readonly random: Random
  readonly config: SimulatorConfig
  readonly quirks: SimulatorQuirks
}

export type Handler = (context: SimContext) => SimResponse | Promise<SimResponse>

export type ParsedBody =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string }

/** The request body as JSON; an empty body reads as `undefined`. */
export async function readJson(request: Request): Promise<ParsedBody> {
  const text = await request.text()
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Malformed JSON' }
  }
}

export { isRecord } from '../api/isRecord'
