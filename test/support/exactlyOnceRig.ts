// A proxy in front of the simulator for the exactly-once tests: raw requests as a browser sends them
// (Idempotency-Key, pcid), the service's own records counted (how many orders with a pcid exist).
import { createPartnerClient } from '../../src/client'
import { routes } from '../../src/api/routes'
import { createPartnerProxy, type PartnerProxy, type PartnerProxyOptions } from '../../src/proxy'
import type { PartnerSimulator } from '../../src/simulator'
import { formationOrderInput } from './fixtures'

export const BASE = 'http://portal.test/api/partner'

/** The proxy over `sim` (in process), with the options under test. */
export function proxyOver(sim: PartnerSimulator, options: Partial<PartnerProxyOptions> = {}): PartnerProxy {
  const partner = sim.partners[0]!
  return createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    fetch: (input, init) => sim.fetch(new Request(input, init)),
    ...options,
  })
}

/** A formation create's wire body, for a package the simulator sells, with `pcid`. */
export async function createOrderBody(sim: PartnerSimulator, pcid: string, name = 'Analytical Engines LLC') {
  const client = createPartnerClient({
    baseUrl: BASE,
    partnerId: sim.partners[0]!.partnerId,
    fetch: sim.viaProxy(),
  })
  const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
  const chosen = packages.packageCollection[0]!.productPackages[0]!
  const input = formationOrderInput(chosen, {
    companyInfo: { ...formationOrderInput(chosen).companyInfo!, companyDesiredName: name },
  })
  return JSON.stringify({ partnerOrder: { ...input, pcid } })
}

/**
 * A POST of `body` to `operation`'s path under `base`, with an optional Idempotency-Key and cookie, and
 * the `Origin` a browser adds to a write from the portal's own page (the proxy refuses a write that
 * proves no origin).
 */
export function write(
  base: string,
  operation: 'formation.createOrder' | 'compliance.createCompany',
  body: string,
  headers: Record<string, string> = {},
  partnerId = 'P123456',
): Request {
  const path = routes[operation].path.replace('{partnerId}', partnerId)
  return new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin, ...headers },
    body,
  })
}

/** How many formation orders the service holds with this pcid. */
export const ordersWithPcid = (sim: PartnerSimulator, pcid: string) =>
  [...sim.state.formationOrders.values()].filter((order) => order.echo.pcid === pcid).length

/** Status and body of an answer, to compare callers' answers. */
export async function seen(response: Response): Promise<string> {
  return `${response.status} ${await response.text()}`
}
