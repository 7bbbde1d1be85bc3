import type { FieldValue } from '../../schemas'
import { US_STATES, type UsStateCode } from '../../schemas/usStates'
import type { IdFactory } from '../ids'
import { digits, type Random } from '../random'
import type { AlertProductRecord, AlertRecord, CompanyRecord, FormDefinitionRecord } from '../types'
import { addDays, REFERENCE_DATE } from './calendar'
import { REGISTERED_AGENT_YEARLY } from './servicePrices'
import { FIRST_NAMES, LAST_NAMES } from './vocabulary'

/** The alert types the service raises, with the list `type` filter's spelling (CMP-6). */
export const ALERT_TYPES = ['Annual Report', 'Registered Agent', 'BOI Report', 'Franchise Tax'] as const
export type AlertType = (typeof ALERT_TYPES)[number]

type Sections = Record<string, Record<string, FieldValue>>

const person = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`

/** Prefilled sections per type: every kind of value (strings, dates, numeric strings, booleans). */
function sectionsFor(
  type: AlertType,
  company: CompanyRecord,
  random: Random,
): { sections: Sections; required: string[] } {
  // Some required values arrive empty, so a form must be completed before it submits (CMP-10).
  const maybeBlank = (value: string | undefined) => (random.chance(0.3) ? '' : (value ?? ''))
  const entityState = {
    EntityName: company.name,
    EntityNumber: maybeBlank(company.filingnumber),
    Filed_Qualification_Date: company.formationDate ?? '',
  }
  const address = company.businessAddress ?? {}
  switch (type) {
    case 'Annual Report':
      return {
        sections: {
          EntityState: { ...entityState, EntityStatus: 'Active' },
          PrincipalAddress: {
            Street: address.street ?? '',
            City: address.city ?? '',
            State: address.state ?? '',
            Zip: address.zip ?? '',
          },
          Officers: {
            OfficerCount: String(random.int(1, 4)),
            Officer1Name: person(random),
            Officer1Title: 'Manager',
          },
          root: {
            ContactEmail: address.email ?? '',
            ConsentToElectronicFiling: true,
            HasAddressChanged: false,
          },
        },
        required: ['EntityState.EntityName', 'EntityState.EntityNumber', 'PrincipalAddress.Street'],
      }
    case 'Registered Agent':
      return {
        sections: {
          RegisteredAgent: {
            CurrentAgentName: random.pick(['Northwest Registered Agent', 'Harbor Compliance', 'Self']),
            NewAgentName: 'CorpNet Registered Agent Service',
            EffectiveDate: random.chance(0.4) ? '' : addDays(REFERENCE_DATE, random.int(10, 60)),
            AcceptsServiceOfProcess: true,
          },
          EntityState: entityState,
          root: { AuthorizedSignerName: person(random), SignerIsOwner: random.chance(0.5) },
        },
        required: ['EntityState.EntityNumber', 'RegisteredAgent.EffectiveDate'],
      }
    case 'BOI Report':
      return {
        sections: {
          CompanyApplicant: {
            ApplicantName: person(random),
            ApplicantDateOfBirth: addDays('1960-01-01', random.int(0, 12_000)),
          },
          BeneficialOwners: {
            OwnerCount: '2',
            Owner1FullName: person(random),
            Owner1DateOfBirth: random.chance(0.3) ? '' : addDays('1955-01-01', random.int(0, 14_000)),
            Owner1OwnershipPercent: '60',
            Owner2FullName: person(random),
            Owner2OwnershipPercent: '40',
          },
          EntityState: { EntityName: company.name, EIN: company.ein ?? '' },
          root: { IsExemptEntity: false, ReportType: 'Initial Report' },
        },
        required: [
          'BeneficialOwners.Owner1FullName',
          'BeneficialOwners.Owner1DateOfBirth',
          'EntityState.EIN',
        ],
      }
    case 'Franchise Tax':
      return {
        sections: {
          FranchiseTaxInformation: {
            TaxpayerNumber: random.chance(0.3) ? '' : digits(random, 11, true),
            ReportYear: REFERENCE_DATE.slice(0, 4),
            AccountingYearBegin: `${Number(REFERENCE_DATE.slice(0, 4)) - 1}-01-01`,
            AccountingYearEnd: `${Number(REFERENCE_DATE.slice(0, 4)) - 1}-12-31`,
            TotalRevenue: String(random.int(80, 9000) * 1000),
            NumberOfEmployees: String(random.int(1, 120)),
            NoTaxDue: random.chance(0.5),
          },
          EntityState: entityState,
          root: { PreparerName: person(random), PreparerPhone: address.phone ?? '' },
        },
        required: [
          'FranchiseTaxInformation.TaxpayerNumber',
          'FranchiseTaxInformation.TotalRevenue',
          'EntityState.EntityNumber',
        ],
      }
  }
}

const SERVICE_CATEGORY: Record<AlertType, string> = {
  'Annual Report': 'Annual Report',
  'Registered Agent': 'Registered Agent',
  'BOI Report': 'BOI Report',
  'Franchise Tax': 'Franchise Tax',
}

function productsFor(
  type: AlertType,
  state: string,
  random: Random,
  nextId: IdFactory,
): AlertProductRecord[] {
  const service = (productName: string, price: number): AlertProductRecord => ({
    id: nextId('product'),
    productName,
    productFamily: 'Compliance Service',
    price,
    quantity: 1,
    productDisplayType: 'Service',
    formioId: `formio-${type.toLowerCase().replace(/ /g, '-')}`,
  })
  const fee = (productName: string, price: number): AlertProductRecord => ({
    id: nextId('product'),
    productName,
    productFamily: 'State Fee',
    price,
    quantity: 1,
    productDisplayType: 'Fee',
    formioId: null,
  })
  switch (type) {
    case 'Annual Report':
      return [
        service('Annual Report Filing', 99),
        fee(`${state} Annual Report State Fee`, random.int(2, 30) * 10),
      ]
    case 'Registered Agent':
      return [
        {
          ...service('Registered Agent Service - 1 Year', REGISTERED_AGENT_YEARLY),
          productFamily: 'Subscription',
        },
      ]
    case 'BOI Report':
      return [service('BOI Report Filing', 99)]
    case 'Franchise Tax':
      return [
        service('Franchise Tax Report Preparation', 149),
        fee(`${state} Franchise Tax Filing Fee`, random.int(5, 80) * 10),
      ]
  }
}

const BODY: Record<AlertType, (company: string, state: string, due: string) => string> = {
  'Annual Report': (company, state, due) =>
    `${company} must file its ${state} annual report by ${due} to stay in good standing.`,
  'Registered Agent': (company, state, due) =>
    `The registered agent service for ${company} in ${state} ends on ${due}. Renew or appoint a new agent.`,
  'BOI Report': (company, _state, due) => `${company} must report its beneficial owners to FinCEN by ${due}.`,
  'Franchise Tax': (company, state, due) =>
    `${company} owes its ${state} franchise tax report by ${due}. Late reports incur penalties.`,
}

/**
 * An open compliance alert of one type for a company, with its prefilled form and products; due
 * `dueDate` when given (an alert the clock opens), else some months after the reference day.
 */
export function seedAlert(
  type: AlertType,
  company: CompanyRecord,
  random: Random,
  nextId: IdFactory,
  dueDate = addDays(REFERENCE_DATE, random.int(15, 240)),
): AlertRecord {
  const state = company.homeState ?? 'DE'
  const stateName = US_STATES[state as UsStateCode] ?? state
  const { sections, required } = sectionsFor(type, company, random)
  const definition: FormDefinitionRecord = {
    formDefinitionId: nextId('formDefinition'),
    formDefinitionName: `${type} - ${state}`,
    formTitle: `${stateName} ${type}`,
    statePicklist: state,
    version: String(random.int(1, 4)),
    sections,
    required,
  }
  return {
    id: nextId('alert'),
    partnerId: company.partnerId,
    companyId: company.id,
    alertType: type,
    serviceCategory: SERVICE_CATEGORY[type],
    name: `${type} ${REFERENCE_DATE.slice(0, 4)} - ${company.name}`,
    description: `${type} for ${company.name} (${state})`,
    alertBody: BODY[type](company.name, stateName, dueDate),
    state,
    closeDate: addDays(dueDate, -7),
    oppDueDate: addDays(dueDate, -14),
    alertActualDueDate: dueDate,
    productPackageId: nextId('product'),
    stageName: 'Prospecting',
    open: true,
    forms: [{ formDataId: nextId('formData'), formDefinitions: [definition] }],
    products: productsFor(type, state, random, nextId),
    submissions: [],
  }
}
