import type { Product } from '../api'
import { createRandom, hashString } from './random'
import { authError, type SimResponse } from './respond'
import type { SimulatorEnvironment, SimulatorTokens } from './types'

const HEX = '0123456789abcdef'

/** The tokens of a seed: opaque strings, as the operator issues them. */
export function createTokens(seed: number): SimulatorTokens {
  const random = createRandom((seed ^ hashString('tokens')) >>> 0)
  const token = (prefix: string) => `${prefix}_${random.chars(40, HEX)}`
  return {
    production: token('pk_live'),
    staging: token('pk_test'),
    formationOnly: token('pk_live_formation'),
    taxOnly: token('pk_live_tax'),
    complianceOnly: token('pk_live_compliance'),
    revoked: token('pk_live'),
  }
}

const ALL: readonly Product[] = ['formation', 'taxRegistration', 'compliance']

const PRODUCT_NAMES: Record<Product, string> = {
  formation: 'Business Formation',
  taxRegistration: 'Tax Registration',
  compliance: 'Compliance',
}

/**
 * Which products a token opens in an environment. The environment's own all-products token is
 * `production` or `staging`; the other one answers 401 (AUTH-3). The single-product tokens belong to
 * whichever environment the simulator plays; `revoked` never works.
 */
function entitlements(
  token: string,
  tokens: SimulatorTokens,
  environment: SimulatorEnvironment,
): readonly Product[] | undefined {
  if (token === (environment === 'production' ? tokens.production : tokens.staging)) return ALL
  if (token === tokens.formationOnly) return ['formation']
  if (token === tokens.taxOnly) return ['taxRegistration']
  if (token === tokens.complianceOnly) return ['compliance']
  return undefined
}

export type Authentication =
  | { readonly ok: true; readonly products: readonly Product[] }
  | { readonly ok: false; readonly answer: SimResponse }

/** Checks the bearer token before anything else is looked at (AUTH-2). */
export function authenticate(
  request: Request,
  tokens: SimulatorTokens,
  environment: SimulatorEnvironment,
): Authentication {
  const header = request.headers.get('authorization')
  if (!header) return { ok: false, answer: authError(401, 'Authorization header is missing.') }
  const found = /^Bearer +(\S+)$/i.exec(header.trim())
  if (!found?.[1])
    return { ok: false, answer: authError(401, 'Authorization header must be "Bearer <API_KEY>".') }
  const products = entitlements(found[1], tokens, environment)
  if (!products) return { ok: false, answer: authError(401, 'Invalid API key.') }
  return { ok: true, products }
}

/** 403 when the token does not cover the product (AUTH-4); one token may cover all three (AUTH-5). */
export function checkEntitlement(products: readonly Product[], product: Product): SimResponse | undefined {
  return products.includes(product)
    ? undefined
    : authError(403, `This API key is not entitled to the ${PRODUCT_NAMES[product]} product.`)
}
