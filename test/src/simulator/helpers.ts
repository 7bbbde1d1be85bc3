import {
  createPartnerSimulator,
  type PartnerSimulator,
  type PartnerSimulatorOptions,
} from '../../../src/simulator'

/** Any origin works: only the path and the method reach the simulator. */
export const ORIGIN = 'https://partner.test'
/** A fixed wall clock, so tests never depend on the day they run. */
export const T0 = Date.parse('2026-11-02T09:00:00Z')

export function makeSim(options: PartnerSimulatorOptions = {}) {
  const sim = createPartnerSimulator({ now: () => T0, ...options })
  const partner = sim.partners[0]
  const other = sim.partners[1]
  if (!partner || !other) throw new Error('the simulator seeds at least two partners')
  return { sim, partner, other, compliance: `/v1/partners/${partner.partnerId}` }
}

export interface CallOptions {
  /** `null` sends no Authorization header. */
  token?: string | null
  body?: unknown
  /** Sent as is, e.g. malformed JSON. */
  rawBody?: string
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  contentType: string
  text: string
  /** The body decoded as a tolerant client would: JSON, and JSON again when it was a JSON string. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** Sends a real `Request` through `sim.fetch` and reads the answer the way a client does. */
export async function call(
  sim: PartnerSimulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers = new Headers(options.headers)
  const token = options.token === undefined ? sim.tokens.production : options.token
  if (token !== null) headers.set('authorization', `Bearer ${token}`)
  let body: string | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await sim.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }))
  const text = await response.text()
  let decoded: unknown = undefined
  try {
    decoded = JSON.parse(text)
    if (typeof decoded === 'string') decoded = JSON.parse(decoded)
  } catch {
    decoded = undefined
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    body: decoded,
  }
}

/** A formation create-order body that the service accepts, for a package of the given state. */
export async function validFormationOrder(
  sim: PartnerSimulator,
  apiUserPid: string,
  overrides: Record<string, unknown> = {},
) {
  const packages = await call(
    sim,
    'GET',
    '/api/business-formation-v2/package?entityType=LLC&state=California',
  )
  const pkg = packages.body.data.packageCollection[0].productPackages[1]
  return {
    partnerOrder: {
      apiUserPid,
      pcid: '0123456789abcdef0123456789abcdef',
      businessStructureType: 'LLC',
      businessStateInitial: 'CA',
      orderTotalPrice: '538',
      packageId: pkg.id as string,
      products: [],
      contact: {
        contactEmail: 'ana@example.com',
        contactFirstName: 'Ana',
        contactLastName: 'Ruiz',
        contactPhone: '4155550100',
      },
      companyInfo: {
        companyDesiredName: 'Golden Gate Robotics LLC',
        companyBusinessCategory: 'Technology',
        companyBusinessDescription: 'Robots',
      },
      businessAddress: {
        businessAddressCountry: 'US',
        businessAddressAddress1: '1 Market St',
        businessAddressCity: 'San Francisco',
        businessAddressState: 'CA',
        businessAddressZip: '94105',
      },
      registerAgent: { registeredAgentIsCorpnetAgent: true },
      responsibleParty: { responsiblePartyStatus: 'No' },
      ...overrides,
    },
  }
}

/** A tax registration body that the service accepts. */
export function validTaxOrder(apiUserPid: string, overrides: Record<string, unknown> = {}) {
  return {
    partnerOrder: {
      orderFilingType: 'New Registration',
      apiUserPid,
      pcid: 'fedcba9876543210fedcba9876543210',
      accountInfo: { firstPayrollAmount: '1500.00', firstPayrollDate: '2026-12-01' },
      businessDetails: { entityType: 'LLC', EIN: '12-3456789', legalName: 'Harbor Bakery LLC' },
      stateInfo: [{ state: 'CA', firstPayrollAmount: 1500 }, { state: 'NY' }],
      responsibleParties: [
        { type: 'INDIVIDUAL', dateOfBirth: '1984-03-12', title: 'Member', firstName: 'Ana' },
      ],
      ...overrides,
    },
  }
}
