import { http } from 'msw'
import type { PartnerSimulator } from './createPartnerSimulator'

export interface SimulatorHandlersOptions {
  /** Where the partner's proxy is mounted; the handlers answer everything under it. Default `/api/partner`. */
  basePath?: string
  /** Token the stand-in proxy adds; default `sim.tokens.production`. */
  token?: string
}

/**
 * MSW 2 handlers that answer every request under `basePath` through the simulator, as the partner's
 * proxy would (Storybook, browser tests, partners' own tests). Responses pass unchanged, quirks too.
 */
export function simulatorHandlers(
  sim: PartnerSimulator,
  { basePath = '/api/partner', token }: SimulatorHandlersOptions = {},
) {
  const viaProxy = sim.viaProxy({ basePath, ...(token ? { token } : {}) })
  // In a browser a path is relative to the page; elsewhere (Node) MSW needs any origin spelled out.
  const path = typeof location === 'undefined' ? `*${basePath}/*` : `${basePath}/*`
  return [http.all(path, ({ request }) => viaProxy(request))]
}
