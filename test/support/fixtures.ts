// What the suites share, written once: the portal the tests run on, a request as a test records it,
// and the inputs a customer would fill in (for the client, proxy, simulator, hooks and components
// suites), so each suite tests its own unit rather than restating what a valid order looks like.
import { isPartnerApiError, type PartnerApiError } from '../../src/client/index'
import type { ComplianceForm } from '../../src/schemas/complianceAnswers'
import type { CreateFormationOrderInput } from '../../src/schemas/formation'
import type { FormationPackage } from '../../src/schemas/formationAnswers'
import type { CreateTaxRegistrationInput } from '../../src/schemas/taxRegistration'
import type { PartnerSimulator } from '../../src/simulator/index'

/** The partner's portal the tests' clients and requests come from. */
export const TEST_ORIGIN = 'http://portal.test'
/** Where the portal mounts the partner's proxy: the client's `baseUrl` in the tests. */
export const TEST_BASE_URL = `${TEST_ORIGIN}/api/partner`

/** A request as a test's recording fetch saw it: its path below the proxy's mount, and its body. */
export interface SentRequest {
  method: string
  path: string
  /** The body as text; `undefined` for a request without one (a read). */
  body: string | undefined
  /** The write's `Idempotency-Key`, `null` when it had none. */
  key: string | null
}

/** What a recording fetch keeps of `request` (the request itself still goes on, unread). */
export async function sentRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url)
  return {
    method: request.method,
    path: `${url.pathname.replace('/api/partner', '')}${url.search}`,
    body: request.body ? await request.clone().text() : undefined,
    key: request.headers.get('idempotency-key'),
  }
}

/** What the owner types in the formation form's contact, company and address steps. */
export const formationEntries = {
  contact: {
    contactFirstName: 'Ada',
    contactLastName: 'Lovelace',
    contactEmail: 'ada@example.com',
    contactPhone: '2055550100',
  },
  companyInfo: {
    companyDesiredName: 'Analytical Engines LLC',
    companyBusinessCategory: 'Technology',
    companyBusinessDescription: 'Software consulting',
  },
  businessAddress: {
    businessAddressAddress1: '1 Main St',
    businessAddressCity: 'Birmingham',
    businessAddressState: 'AL',
    businessAddressZip: '35203',
  },
} satisfies Pick<CreateFormationOrderInput, 'contact' | 'companyInfo' | 'businessAddress'>

/** The error a promise rejects with; fails the test if it resolves or rejects with something else. */
export async function rejection(promise: Promise<unknown>): Promise<PartnerApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!isPartnerApiError(error)) throw new Error(`expected a PartnerApiError, got ${String(error)}`)
  return error
}

/** An Alabama LLC order for a package, with the package's required options and a matching total. */
export function formationOrderInput(
  pkg: Pick<FormationPackage, 'id' | 'price' | 'productOptions'>,
  overrides: Partial<CreateFormationOrderInput> = {},
): CreateFormationOrderInput {
  const required = pkg.productOptions.filter(
    (option) => option.packageDisplaySelection === 'Required' && option.productId,
  )
  const total = required.reduce((sum, option) => sum + (option.price ?? 0), pkg.price)
  return {
    businessStructureType: 'LLC',
    businessStateInitial: 'AL',
    orderTotalPrice: String(total),
    packageId: pkg.id,
    products: required.map((option) => ({ productId: option.productId!, quantity: '1' })),
    ...formationEntries,
    registerAgent: { registeredAgentIsCorpnetAgent: true },
    responsibleParty: { responsiblePartyStatus: 'No' },
    ...overrides,
  }
}

/** An employer registration for a California LLC with one individual member. */
export function taxRegistrationInput(
  overrides: Partial<CreateTaxRegistrationInput> = {},
): CreateTaxRegistrationInput {
  return {
    orderFilingType: 'Standard',
    accountInfo: { firstPayrollAmount: '2500.00', firstPayrollDate: '2027-01-15' },
    businessDetails: { entityType: 'LLC', EIN: '12-3456789', legalName: 'Northwind Traders LLC' },
    stateInfo: [{ state: 'CA', firstPayrollAmount: 0 }],
    responsibleParties: [
      { type: 'INDIVIDUAL', dateOfBirth: '1985-04-12', title: 'Member', firstName: 'Ada' },
    ],
    ...overrides,
  }
}

/**
 * The alert's forms with every field the simulator requires filled in, as a customer would before
 * submitting. Which fields are required is the simulator's own bookkeeping (the service never says).
 */
export function completedForms(sim: PartnerSimulator, alertId: string, forms: readonly ComplianceForm[]) {
  const record = sim.state.alerts.get(alertId)!
  const filled = structuredClone(forms) as ComplianceForm[]
  record.forms.forEach((form, formIndex) =>
    form.formDefinitions.forEach((definition, definitionIndex) => {
      for (const path of definition.required) {
        const [section, field] = path.split('.') as [string, string]
        const sections = filled[formIndex]!.formDefinitions[definitionIndex]!.sections
        const current = sections[section]?.[field]
        if (current === undefined || current === null || current === '') {
          sections[section] = { ...sections[section], [field]: `Filled ${field}` }
        }
      }
    }),
  )
  return filled
}
