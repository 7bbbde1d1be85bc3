import { decodeBody } from '../api/decodeBody'
import { replaceSecrets } from '../secrets/replaceSecrets'
import { resolveRoutes, type OperationName } from '../api/routes'
import type { Product } from '../api/routeTypes'
import { unwrapEnvelope } from '../api/unwrapEnvelope'
import { createTransport, type CallArgs } from '../client/createTransport'
import { isPartnerApiError, type PartnerApiError } from '../client/PartnerApiError'
import { environmentOfHost, environmentOfToken, type EnvironmentGuess } from './environmentHints'
import { findUnknownFields } from './findUnknownFields'
import type { DoctorOptions, DoctorReport, DriftItem, EnvironmentMismatch, ProductCheck } from './types'

interface Probe {
  readonly operation: OperationName
  readonly args: CallArgs
  /** TAX-8: an unknown id answers not-found, which a valid, entitled token is the only way to get. */
  readonly notFoundIsFine?: boolean
  /**
   * The answer's shape is not documented (facts: the List Companies element is an open object), so no
   * member of it is "unknown": listing them would flag what the service is free to send.
   */
  readonly openShape?: boolean
}

/** An 18-character order id (facts: orders start `801`) that no order has. */
export const UNKNOWN_ORDER_GUID = '801000000000DOCTOR'

/** One read per product, each harmless: a list, a catalog, and a get of an order that does not exist. */
export const DOCTOR_PROBES: Readonly<Record<Product, Probe>> = {
  compliance: { operation: 'compliance.listCompanies', args: {}, openShape: true },
  formation: {
    operation: 'formation.getPackages',
    args: { query: { entityType: 'LLC', state: 'Delaware' } },
  },
  taxRegistration: {
    operation: 'taxRegistration.getOrder',
    args: { params: { orderGuid: UNKNOWN_ORDER_GUID } },
    notFoundIsFine: true,
  },
}

export const PRODUCT_NAMES: Readonly<Record<Product, string>> = {
  compliance: 'Compliance',
  formation: 'Business Formation',
  taxRegistration: 'Tax Registration',
}

const ALL_PRODUCTS: readonly Product[] = ['compliance', 'formation', 'taxRegistration']
const routes = resolveRoutes()

interface Answer {
  readonly request: string
  readonly status?: number
  readonly text?: string
}

/** `path: message` issues of a contract error, as drift items. */
function contractDrift(product: Product, operation: string, issues: readonly string[]): DriftItem[] {
  return issues.map((issue) => {
    const at = issue.indexOf(': ')
    return {
      product,
      operation,
      level: 'error',
      path: at > 0 ? issue.slice(0, at) : '(answer)',
      message: at > 0 ? issue.slice(at + 2) : issue,
    }
  })
}

function unknownDrift(product: Product, operation: OperationName, answer: Answer): DriftItem[] {
  if (answer.text === undefined || DOCTOR_PROBES[product].openShape) return []
  const route = routes[operation]
  const unwrapped = unwrapEnvelope(route.envelope, decodeBody(answer.text))
  if (!unwrapped.ok) return []
  return findUnknownFields(route.response, unwrapped.payload).map((path) => ({
    product,
    operation,
    level: 'info',
    path,
    message: 'a member our schema does not name (kept, not read by this version)',
  }))
}

function describeFailure(product: Product, error: PartnerApiError, origin: string): string {
  const said = error.serviceMessage ? ` The service said: “${error.serviceMessage}”` : ''
  const name = PRODUCT_NAMES[product]
  switch (error.kind) {
    case 'unauthorized':
      return `401: the token is not accepted here.${said}`
    case 'forbidden':
      return product === 'compliance'
        ? `403: the token is accepted but not entitled to ${name} (AUTH-4), or PARTNER_ID is another partner's account.${said}`
        : `403: the token is accepted but not entitled to ${name} (AUTH-4).${said}`
    case 'network':
      return `${origin} could not be reached.${error.serviceMessage ? ` (${error.serviceMessage})` : ''}`
    case 'timeout':
      return `${origin} did not answer in time.`
    case 'server':
      return `${error.status ?? '5xx'}: the service failed (a 5xx says nothing of the token; try again).${said}`
    case 'validation':
      return product === 'compliance' && error.status === 400
        ? `400: PARTNER_ID does not resolve to an account (CMP-1); check it is your Compliance account PID.${said}`
        : `${error.status ?? '4xx'}: the service refused the request.${said}`
    default:
      return `${error.status ? `${error.status}: ` : ''}${error.message}${said}`
  }
}

async function probe(
  product: Product,
  options: DoctorOptions,
  baseUrl: string,
): Promise<{ check: ProductCheck; drift: DriftItem[] }> {
  const { operation, args, notFoundIsFine } = DOCTOR_PROBES[product]
  const origin = new URL(baseUrl).origin
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  let answer: Answer = { request: `${routes[operation].method} ${routes[operation].path}` }
  const call = createTransport({
    baseUrl,
    partnerId: options.partnerId ?? '',
    headers: { Authorization: `Bearer ${options.token}` },
    retry: { attempts: 0 },
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      answer = { request: `${init?.method ?? 'GET'} ${url.pathname}${url.search}` }
      const response = await fetchImpl(input, init)
      // A copy of the body for the unknown-member walk; the transport reads the original.
      answer = { ...answer, status: response.status, text: await response.clone().text() }
      return response
    },
  })
  const made = (check: Omit<ProductCheck, 'product' | 'operation' | 'request' | 'httpStatus'>) => ({
    product,
    operation,
    request: answer.request,
    ...(answer.status === undefined ? {} : { httpStatus: answer.status }),
    ...check,
  })
  try {
    await call(operation, args)
    const drift = unknownDrift(product, operation, answer)
    return {
      check: made({ status: 'fine', detail: 'Token accepted and entitled; the answer fits our schema.' }),
      drift,
    }
  } catch (error) {
    if (!isPartnerApiError(error)) throw error
    if (error.kind === 'not_found' && notFoundIsFine) {
      return {
        check: made({
          status: 'fine',
          detail: 'Token accepted and entitled: an order id that does not exist answered not-found (TAX-8).',
        }),
        drift: [],
      }
    }
    if (error.kind === 'contract') {
      return {
        check: made({
          status: 'drift',
          detail: 'Token accepted and entitled, but the answer does not fit our schema (see drift).',
        }),
        drift: [
          ...contractDrift(product, operation, error.issues),
          ...unknownDrift(product, operation, answer),
        ],
      }
    }
    const status =
      error.kind === 'unauthorized' ? 'unauthorized' : error.kind === 'forbidden' ? 'forbidden' : 'failed'
    return { check: made({ status, detail: describeFailure(product, error, origin) }), drift: [] }
  }
}

function skipped(product: Product, detail: string): ProductCheck {
  const { operation } = DOCTOR_PROBES[product]
  return {
    product,
    operation,
    request: `${routes[operation].method} ${routes[operation].path}`,
    status: 'skipped',
    detail,
  }
}

async function checkProducts(options: DoctorOptions, baseUrl: string, products: readonly Product[]) {
  const results = await Promise.all(
    ALL_PRODUCTS.map(async (product) => {
      if (!products.includes(product)) return { check: skipped(product, 'Not asked for.'), drift: [] }
      if (product === 'compliance' && !options.partnerId)
        return {
          check: skipped(product, 'PARTNER_ID is not set: Compliance paths carry the partner id (AUTH-6).'),
          drift: [],
        }
      return probe(product, options, baseUrl)
    }),
  )
  return { checks: results.map((result) => result.check), drift: results.flatMap((result) => result.drift) }
}

const ENVIRONMENT_NAMES: Record<EnvironmentGuess, string> = {
  production: 'production',
  staging: 'staging',
  unknown: 'unknown',
}

async function diagnoseUnauthorized(
  options: DoctorOptions,
  expected: EnvironmentGuess,
  tokenHint: EnvironmentGuess,
  products: readonly Product[],
): Promise<EnvironmentMismatch> {
  const origin = new URL(options.baseUrl).origin
  const staging = options.stagingBaseUrl ? new URL(options.stagingBaseUrl).origin : undefined
  if (options.stagingBaseUrl && staging !== origin && expected !== 'staging') {
    const there = await checkProducts(options, options.stagingBaseUrl, products)
    const accepted = there.checks.filter((check) => ['fine', 'drift', 'forbidden'].includes(check.status))
    if (accepted.length > 0) {
      return {
        verdict: 'confirmed',
        message:
          `This is a staging token: ${staging} (PARTNER_API_STAGING_BASE_URL) accepts it. Going live means ` +
          'swapping both the token and the base address: set PARTNER_API_TOKEN to the production token the ' +
          'operator issued.',
      }
    }
    if (there.checks.some((check) => check.status === 'unauthorized')) {
      return {
        verdict: 'unlikely',
        message:
          `Both ${origin} and the staging base address ${staging} answer 401, so this is not a staging token on ` +
          'production (AUTH-3): the token is mistyped, revoked (a replacement stops the old one at once) or not ' +
          "this partner's. Ask the operator which token is current.",
      }
    }
  }
  if (tokenHint !== 'unknown' && expected !== 'unknown' && tokenHint !== expected) {
    return {
      verdict: 'likely',
      message:
        `The token reads like a ${ENVIRONMENT_NAMES[tokenHint]} token and ${origin} is ${ENVIRONMENT_NAMES[expected]}` +
        `${options.environment ? ' (PARTNER_API_ENVIRONMENT)' : ' (by its name)'}: a ${ENVIRONMENT_NAMES[tokenHint]} ` +
        `token on a ${ENVIRONMENT_NAMES[expected]} host answers 401 (AUTH-3). Use the ${ENVIRONMENT_NAMES[expected]} ` +
        `token with this base address, or the ${ENVIRONMENT_NAMES[tokenHint]} base address with this token.` +
        (expected === 'production' && !options.stagingBaseUrl
          ? ' Set PARTNER_API_STAGING_BASE_URL and doctor tries the token there to be sure.'
          : ''),
    }
  }
  return {
    verdict: 'possible',
    message:
      'A 401 does not tell a mistyped or revoked token from a token of the other environment (a staging ' +
      `token on a production host, or the reverse). Check that PARTNER_API_TOKEN is the token issued for ${origin}` +
      (expected !== 'staging' && !options.stagingBaseUrl
        ? '; set PARTNER_API_STAGING_BASE_URL and doctor tries the token on staging to tell which.'
        : '.'),
  }
}

function configurationNotes(options: DoctorOptions, url: URL): string[] {
  const notes: string[] = []
  const { token } = options
  if (/^bearer\s/i.test(token.trim()))
    notes.push('PARTNER_API_TOKEN starts with "Bearer ": set the token alone; "Bearer " is added for you.')
  if (token !== token.trim()) notes.push('PARTNER_API_TOKEN has spaces or a line break around it.')
  const length = token.trim().length
  if (length < 12)
    notes.push(
      `PARTNER_API_TOKEN is only ${length} character${length === 1 ? '' : 's'} long: check that it is the whole token.`,
    )
  if (/^["']|["']$/.test(token.trim())) notes.push('PARTNER_API_TOKEN is wrapped in quotes: remove them.')
  const hostReads = environmentOfHost(url.hostname)
  if (options.environment && hostReads !== 'unknown' && hostReads !== options.environment)
    notes.push(
      `PARTNER_API_ENVIRONMENT says ${options.environment}, but ${url.hostname} reads like a ${hostReads} host: ` +
        'check that the base address and the token belong to the same environment (AUTH-3).',
    )
  if (url.protocol === 'http:' && hostReads !== 'unknown')
    notes.push(`${url.origin} is plain http: the token would cross the network unencrypted. Use https.`)
  if (url.pathname !== '/' && url.pathname !== '')
    notes.push(
      `PARTNER_API_BASE_URL has the path ${url.pathname}: the paths of every operation (/api/…, /v1/partners/…) ` +
        'are appended to it, so it is usually the host alone.',
    )
  if (!options.apiUserPid)
    notes.push(
      'PARTNER_API_USER_PID is not set: creating Formation and Tax Registration orders and answering an RFI need ' +
        'it (BF-7), and the proxy refuses to start without it unless those operations are left out.',
    )
  return notes
}

/**
 * The report with the token replaced wherever it shows in a text (a service may echo it). Only texts:
 * names such as `taxRegistration` stay as they are whatever the token is.
 */
function scrubReport(report: DoctorReport, secrets: readonly string[]): DoctorReport {
  const scrub = (text: string) => replaceSecrets(text, secrets)
  return {
    ...report,
    origin: scrub(report.origin),
    products: report.products.map((check) => ({
      ...check,
      request: scrub(check.request),
      detail: scrub(check.detail),
    })),
    drift: report.drift.map((item) => ({ ...item, path: scrub(item.path), message: scrub(item.message) })),
    ...(report.environmentMismatch
      ? {
          environmentMismatch: {
            ...report.environmentMismatch,
            message: scrub(report.environmentMismatch.message),
          },
        }
      : {}),
    notes: report.notes.map(scrub),
  }
}

/**
 * Checks a partner's token against the service before going live: one harmless read per product,
 * each answer classified (401 not accepted, 403 not entitled, fine) and compared with our schemas
 * (drift). Never throws for an answer; throws a `TypeError` for an unusable base address.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  let url: URL
  try {
    url = new URL(options.baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(url.protocol)
  } catch {
    throw new TypeError(
      'PARTNER_API_BASE_URL must be an absolute http(s) address, e.g. https://api.example.com',
    )
  }
  if (options.stagingBaseUrl && !URL.canParse(options.stagingBaseUrl))
    throw new TypeError('PARTNER_API_STAGING_BASE_URL must be an absolute http(s) address')
  const products = options.products ?? ALL_PRODUCTS
  const expected = options.environment ?? environmentOfHost(url.hostname)
  const tokenHint = environmentOfToken(options.token)
  const { checks, drift } = await checkProducts(options, options.baseUrl, products)
  const checked = checks.filter((check) => check.status !== 'skipped')
  const environmentMismatch =
    checked.length > 0 && checked.every((check) => check.status === 'unauthorized')
      ? await diagnoseUnauthorized(options, expected, tokenHint, products)
      : undefined
  // A product asked for but not checkable (Compliance without PARTNER_ID) is a problem too.
  const requested = checks.filter((check) => products.includes(check.product))
  const report: DoctorReport = {
    ok: requested.length > 0 && requested.every((check) => check.status === 'fine'),
    origin: url.origin,
    environment: { expected, source: options.environment ? 'option' : 'host', tokenHint },
    products: checks,
    drift,
    ...(environmentMismatch ? { environmentMismatch } : {}),
    notes: configurationNotes(options, url),
  }
  const token = options.token.trim()
  return scrubReport(report, token ? [token, options.token] : [])
}
