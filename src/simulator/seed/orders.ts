import type { CreateFormationOrderInput } from '../../schemas/formation'
import type { UsStateCode } from '../../schemas/usStates'
import { echoPartnerOrder } from '../formationOrderView'
import type { IdFactory } from '../ids'
import { timelineAt, type LifecycleName } from '../orderLifecycle'
import { digits, type Random } from '../random'
import type {
  CompanyRecord,
  FormationOrderRecord,
  SimulatorPartner,
  TaxOrderRecord,
  TaxStateAccount,
} from '../types'
import { addDays, REFERENCE_DATE } from './calendar'
import { packageCollection } from './packages'
import { stateTaxAgencies } from './stateTaxes'
import { FIRST_NAMES, LAST_NAMES } from './vocabulary'

/** One seeded formation order per status of the facts' lifecycle table, with the script that leads there. */
export const FORMATION_SCENARIOS: readonly (readonly [LifecycleName, string])[] = [
  ['standard', 'Third Party Received'],
  ['standard', 'Ready for Editing'],
  ['rejected', 'Returned to Editing'],
  ['standard', 'Ready for Processing'],
  ['signatureRfi', 'Signature Needed RFI'],
  ['rejected', 'Filing Rejected'],
  ['standard', 'State - Awaiting Approval'],
  ['standard', 'Awaiting Docs'],
  ['standard', 'Prepare for Completion'],
  ['standard', 'Complete Info Received'],
  ['missingInformation', 'Missing Information'],
  ['dataRfi', 'Data Needed RFI'],
  ['clientHold', 'Requested by Client'],
  ['unresponsive', 'Client Unresponsive'],
  ['standard', 'Requested by API Partner'],
]

const ENTITY_BY_COMPANY_TYPE: Record<string, CreateFormationOrderInput['businessStructureType']> = {
  LLC: 'LLC',
  Corporation: 'C-Corp',
  'S-Corp': 'S-Corp',
  'Professional Corporation': 'Professional Corporation',
  'Non-Profit Corporation': 'Non-Profit Corporation',
}

/** A formation order for a company, at a given status of a lifecycle script. */
export function seedFormationOrder(
  seed: number,
  [lifecycle, status]: readonly [LifecycleName, string],
  company: CompanyRecord,
  partner: SimulatorPartner,
  random: Random,
  nextId: IdFactory,
  now: number,
): FormationOrderRecord {
  const state = (company.homeState ?? 'DE') as UsStateCode
  const entity = ENTITY_BY_COMPANY_TYPE[company.type ?? 'LLC'] ?? 'LLC'
  const pkg = packageCollection(seed, state, entity).productPackages[random.int(0, 2)]
  const required =
    pkg?.productOptions.filter((option) =>
      ['Required', 'Selected'].includes(option.packageDisplaySelection),
    ) ?? []
  const products = [
    { name: pkg?.name ?? 'Package', price: pkg?.price ?? 0 },
    ...required.map((option) => ({ name: option.productName, price: option.price ?? 0 })),
  ]
  const total = products.reduce((sum, product) => sum + product.price, 0)
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const address = company.businessAddress ?? {}
  const input: CreateFormationOrderInput = {
    apiUserPid: partner.apiUserPid,
    pcid: random.chars(32, '0123456789abcdef'),
    businessStructureType: entity,
    businessStateInitial: state,
    orderTotalPrice: String(total),
    packageId: pkg?.id ?? '',
    products: required.map((option) => ({ productId: option.productId, quantity: '1' })),
    contact: {
      contactEmail: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
      contactFirstName: first,
      contactLastName: last,
      contactPhone: address.phone ?? '(555) 555-0100',
    },
    companyInfo: {
      companyDesiredName: company.name,
      companyBusinessCategory: company.buisnessCategory ?? 'Other',
      companyBusinessDescription: company.businessDescription ?? 'General business',
    },
    businessAddress: {
      businessAddressCountry: 'US',
      businessAddressAddress1: address.street ?? '1 Main St',
      businessAddressCity: address.city ?? 'Dover',
      businessAddressState: state,
      businessAddressZip: address.zip ?? '19901',
    },
    registerAgent: { registeredAgentIsCorpnetAgent: true },
    responsibleParty: { responsiblePartyStatus: 'No' },
  }
  const cancelledByPartner = status === 'Requested by API Partner'
  const timeline = cancelledByPartner
    ? { steps: [{ phase: 'Cancelled', status }], index: 0, since: now }
    : timelineAt(lifecycle, status, now)
  const filedPhases = ['Submitted to Agency', 'Filing Approved', 'Complete']
  const filed = timeline.steps.slice(0, timeline.index + 1).some((step) => filedPhases.includes(step.phase))
  return {
    orderGuid: nextId('order'),
    partnerId: partner.partnerId,
    createdAt: now,
    orderNumber: `O-${digits(random, 8, true)}`,
    echo: echoPartnerOrder(input),
    timeline,
    filingType: random.pick(['Standard', 'Standard', 'Express', '24-Hour Rush'] as const),
    filedDate: filed ? addDays(REFERENCE_DATE, -random.int(5, 40)) : null,
    formedEntityId: `${state}${digits(random, 10, true)}`,
    products,
    orderTotal: total,
    documents: [],
    updates: [],
  }
}

/**
 * State tax accounts a registration obtains: unemployment insurance, and withholding only where the
 * state taxes wages (stateTaxes.ts). A withholding number is drawn for every state, so whether a
 * state has that tax never shifts the numbers drawn after it.
 */
export function taxAccountsFor(states: readonly string[], random: Random): TaxStateAccount[] {
  return states.flatMap((state) => {
    const agencies = stateTaxAgencies(state)
    const accounts: TaxStateAccount[] = [
      {
        state,
        accountType: 'Unemployment Insurance',
        agencyName: agencies.unemployment,
        accountNumber: `${digits(random, 3, true)}-${digits(random, 4)}-${digits(random, 1)}`,
        rate: random.int(100, 620) / 100,
      },
    ]
    const withholdingNumber = digits(random, 10, true)
    if (agencies.withholding) {
      accounts.push({
        state,
        accountType: 'Withholding',
        agencyName: agencies.withholding,
        accountNumber: withholdingNumber,
        rate: 0,
      })
    }
    return accounts
  })
}

/** A seeded tax registration order at a status of the standard lifecycle. */
export function seedTaxOrder(
  status: string,
  company: CompanyRecord,
  random: Random,
  nextId: IdFactory,
  now: number,
): TaxOrderRecord {
  const states = [company.homeState ?? 'CA', ...(random.chance(0.5) ? ['NY'] : [])]
  return {
    orderGuid: nextId('order'),
    partnerId: company.partnerId,
    createdAt: now,
    timeline: timelineAt('standard', status, now),
    accounts: taxAccountsFor([...new Set(states)], random),
  }
}
