import { vouchSameOrigin } from '../proxy/checkRequestOrigin'
import { createPartnerProxy } from '../proxy/createPartnerProxy'
import type { RouteOverrides } from '../api/routes'
import type { SimulatorPartner } from './types'

/** Options of `sim.viaProxy`. */
export interface ViaProxyOptions {
  /** The proxy's mount path, stripped from every URL. Default `/api/partner`. */
  basePath?: string
  /** The token the proxy adds. Default `sim.tokens.production`. */
  token?: string
  /** The partner the proxy is configured for. Default the tokens' own, `sim.partners[0]`. */
  partnerId?: string
  /** Set into the bodies that need it (BF-7). Default that partner's. */
  apiUserPid?: string
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

const SIMULATOR_ORIGIN = 'http://simulator.local'

/** A `Request` from either of fetch's call forms, resolved against a placeholder origin when relative. */
export function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  if (input instanceof Request && init === undefined) return input
  if (typeof input === 'string' && input.startsWith('/'))
    return new Request(new URL(input, SIMULATOR_ORIGIN), init)
  return new Request(input, init)
}

/**
 * The simulator as a browser sees it: behind the real token-holding proxy (`filing-kit/proxy`), which
 * strips `basePath`, adds the bearer token and `apiUserPid`, and refuses what it must. Unit tests,
 * MSW handlers and Storybook all go through it, so they exercise the same parts a portal deploys.
 */
export function createViaProxy(
  handle: (request: Request) => Promise<Response>,
  options: { basePath: string; token: string; partner: SimulatorPartner; routes?: RouteOverrides },
): FetchLike {
  const proxy = createPartnerProxy({
    upstream: SIMULATOR_ORIGIN,
    token: options.token,
    partnerId: options.partner.partnerId,
    apiUserPid: options.partner.apiUserPid,
    basePath: options.basePath.replace(/\/+$/, ''),
    ...(options.routes ? { routes: options.routes } : {}),
    fetch: (input, init) => handle(new Request(input, init)),
  })
  // A page's own fetch: the browser would add `Origin` on the wire, after this in-page stand-in.
  return (input, init) => proxy(vouchSameOrigin(toRequest(input, init)))
}
