import { createPartnerClient, type PartnerClientOptions } from '../../../src/client/index'
import { createPartnerSimulator } from '../../../src/simulator/index'
import type { PartnerSimulatorOptions } from '../../../src/simulator/types'

import { sentRequest, TEST_BASE_URL, type SentRequest } from '../../support/fixtures'

export { TEST_BASE_URL as BASE_URL } from '../../support/fixtures'

/**
 * A client wired to the simulator as a browser is wired to a partner's proxy. The injected fetch
 * records what went out (recording is not stubbing: every request is answered by the simulator).
 */
export function setup(
  simOptions: PartnerSimulatorOptions = {},
  clientOptions: Partial<PartnerClientOptions> = {},
) {
  const sim = createPartnerSimulator({ seed: 7, ...simOptions })
  // A client configured for another partner talks to a proxy configured for it too.
  const viaProxy = sim.viaProxy(clientOptions.partnerId ? { partnerId: clientOptions.partnerId } : {})
  // The client's suites read the whole URL and the headers too.
  const sent: (SentRequest & { url: string; headers: Headers })[] = []
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push({ ...(await sentRequest(request)), url: request.url, headers: request.headers })
    return viaProxy(request)
  }
  const partner = sim.partners[0]!
  const client = createPartnerClient({
    baseUrl: TEST_BASE_URL,
    partnerId: partner.partnerId,
    fetch: recordingFetch,
    retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
    ...clientOptions,
  })
  return { sim, client, sent, partner }
}

/** Every quirk of the real service switched on at once. */
export const ALL_QUIRKS = {
  doubleEncoded: true,
  textPlain: true,
  stringStatusCode: true,
  mismatchedStatusCode: true,
  valueOrderEnvelopes: true,
} as const

export const QUIRK_MODES = [
  ['as the spec shows', {}],
  ['with every quirk on', ALL_QUIRKS],
] as const

export { completedForms, rejection } from '../../support/fixtures'
