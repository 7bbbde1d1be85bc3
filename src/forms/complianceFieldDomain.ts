// The compliance field dictionary (issue 31): what each field the service is known to send holds, so
// that the check before sending (./checkComplianceAnswers) and the form follow one rule. The service
// publishes no schema (spec 2.6), only names and prefilled values: known names are listed here; any
// other name falls back to what its words announce ("… e-mail", "… ZIP", "… percent", "… date").
import { ENTITY_TYPES } from '../schemas/serviceVocabulary'
import type { FieldValue } from '../schemas/common'
import { humanizeFieldKey } from './humanizeFieldKey'

/** What a compliance field holds. */
export type ComplianceFieldType =
  | 'text'
  | 'email'
  | 'zip'
  | 'ein'
  | 'usState'
  | 'date'
  | 'birthDate'
  | 'percent'
  | 'amount'
  | 'count'
  | 'year'
  | 'choice'
  | 'boolean'

/** A field's domain: its type and the rules on it. */
export interface ComplianceFieldDomain {
  type: ComplianceFieldType
  /** The service refuses the form with this field blank. */
  required?: boolean
  /** The service's own value (its record of the company): shown, not edited, once the service has one. */
  serviceOwned?: boolean
  /** The values a `choice` field takes. */
  choices?: readonly string[]
  /** A date of birth of someone who must be an adult (an officer, an owner, the applicant). */
  adult?: boolean
  /** An end date: the field (same section) it must come after. */
  after?: string
  /** A count of repeated blocks: the blocks' prefix (`Officer` for `Officer1Name`, `Officer2Name`…). */
  counts?: string
  /** The owner's consent to file electronically: where a form has one, the owner signs it (`withComplianceSignature`). */
  signature?: boolean
}

/** The report kinds a BOI report takes (FinCEN's three). */
export const COMPLIANCE_REPORT_TYPES = ['Initial Report', 'Corrected Report', 'Updated Report'] as const

const text = (required = false): ComplianceFieldDomain =>
  required ? { type: 'text', required } : { type: 'text' }

// Keyed by the field's name without underscores, a block's number as `N` (`Owner2FullName` → `OwnerNFullName`).
const KNOWN: Readonly<Record<string, ComplianceFieldDomain>> = {
  EntityName: text(true),
  EntityNumber: { type: 'text', required: true, serviceOwned: true },
  EntityStatus: { type: 'text', serviceOwned: true },
  EntityType: { type: 'choice', choices: ENTITY_TYPES },
  FiledQualificationDate: { type: 'date', serviceOwned: true },
  EIN: { type: 'ein' },
  Street: text(true),
  City: text(),
  State: { type: 'usState' },
  Zip: { type: 'zip' },
  OfficerCount: { type: 'count', counts: 'Officer' },
  OfficerNName: text(true),
  OfficerNTitle: text(),
  ContactEmail: { type: 'email' },
  ConsentToElectronicFiling: { type: 'boolean', signature: true },
  HasAddressChanged: { type: 'boolean' },
  CurrentAgentName: text(),
  NewAgentName: text(),
  EffectiveDate: { type: 'date', required: true },
  AcceptsServiceOfProcess: { type: 'boolean' },
  AuthorizedSignerName: text(true),
  SignerIsOwner: { type: 'boolean' },
  ApplicantName: text(true),
  ApplicantDateOfBirth: { type: 'birthDate', adult: true },
  OwnerCount: { type: 'count', counts: 'Owner' },
  OwnerNFullName: text(true),
  OwnerNDateOfBirth: { type: 'birthDate', adult: true, required: true },
  OwnerNOwnershipPercent: { type: 'percent' },
  IsExemptEntity: { type: 'boolean' },
  ReportType: { type: 'choice', choices: COMPLIANCE_REPORT_TYPES },
  TaxpayerNumber: text(true),
  ReportYear: { type: 'year' },
  AccountingYearBegin: { type: 'date' },
  AccountingYearEnd: { type: 'date', after: 'AccountingYearBegin' },
  TotalRevenue: { type: 'amount', required: true },
  NumberOfEmployees: { type: 'count' },
  NoTaxDue: { type: 'boolean' },
  PreparerName: text(),
  PreparerPhone: text(),
}

/** The dictionary's key of a field name, and the block number in it (`Owner2FullName` → `OwnerNFullName`, 2). */
export function complianceFieldEntry(name: string): { key: string; n?: number } | undefined {
  const bare = name.replace(/_/g, '')
  if (Object.hasOwn(KNOWN, bare)) return { key: bare }
  const numbered = /^([A-Za-z]+)(\d+)([A-Za-z]+)$/.exec(bare)
  const key = numbered ? `${numbered[1]}N${numbered[3]}` : ''
  return numbered && Object.hasOwn(KNOWN, key) ? { key, n: Number(numbered[2]) } : undefined
}

// What an unknown field's words announce, matched on its readable name ("contact email").
const BY_WORDS: readonly [ComplianceFieldType, RegExp][] = [
  ['email', /\be-?mail( address)?$/],
  ['ein', /^(ein|fein|employer identification number)$/],
  ['zip', /\b(zip( code)?|postal code)$/],
  ['usState', /^((address|mailing|principal|business) )?state( code)?$/],
  ['birthDate', /\b(date of birth|birth ?date|dob)$/],
  ['percent', /\b(percent|percentage)$/],
  ['count', /\bcount$|^count of |^number of \w+s$/],
  ['amount', /\b(amount|revenue|income|sales|receipts)( \(?usd\)?)?$/],
  ['date', /\bdate$/],
]

/**
 * The domain of a compliance field from its service name: the dictionary's entry for a known field,
 * else what its words announce (an e-mail, a ZIP, a date…), else plain text; a boolean value is a
 * boolean whatever its name.
 * @example complianceFieldDomain('Owner2OwnershipPercent') // { type: 'percent' }
 */
export function complianceFieldDomain(name: string, value?: FieldValue): ComplianceFieldDomain {
  const entry = complianceFieldEntry(name)
  const known = entry ? KNOWN[entry.key] : undefined
  if (typeof value === 'boolean') return known?.type === 'boolean' ? known : { type: 'boolean' }
  if (known) return known
  const words = humanizeFieldKey(name).toLowerCase()
  const type = BY_WORDS.find(([, rule]) => rule.test(words))?.[0]
  return { type: type ?? 'text' }
}
