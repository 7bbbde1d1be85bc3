import type { CreateTaxRegistrationInput } from '../schemas/taxRegistration'
import { TITLES_BY_ENTITY_TYPE } from '../schemas/serviceVocabulary'
import { US_STATES_BY_NAME, type UsStateCode } from '../schemas/usStates'
import { normalizeEin } from '../format/ein'

// The tax registration form as flat strings and what it sends (TAX-1). Its checks as the user types
// are apart (./checkTaxRegistrationForm): they need zod and the create schema, which the form's page
// loads only when the form mounts (issue 23).

/** Entity types the form offers; the service's own list is not public, the titles rule knows these (TAX-5). */
export const TAX_ENTITY_TYPES = [
  'LLC',
  'C-Corp',
  'S-Corp',
  'Non-Profit Corporation',
  'Partnership',
  'Sole Proprietorship',
] as const

/** The entity type that must carry non-profit details (TAX-4). */
export const NON_PROFIT_ENTITY_TYPE = 'Non-Profit Corporation'

/** The states (and DC) a registration can cover, by name: `{ code: 'CA', name: 'California' }`. */
export const TAX_STATE_CHOICES: readonly { code: UsStateCode; name: string }[] = US_STATES_BY_NAME

/** The titles the service accepts for `entityType` (TAX-5), or `undefined` when any title goes. */
export function titlesFor(entityType: string): readonly string[] | undefined {
  return TITLES_BY_ENTITY_TYPE[entityType]
}

/** A responsible party as typed: a person (`INDIVIDUAL`) or a business (`BUSINESS`). */
export interface TaxFormParty {
  type: 'INDIVIDUAL' | 'BUSINESS'
  firstName: string
  lastName: string
  businessName: string
  title: string
  /** `YYYY-MM-DD`; required for a person (TAX-3). */
  dateOfBirth: string
}

/** A state to register in, and the first payroll paid there. */
export interface TaxFormState {
  /** Two-letter code, e.g. `CA`. */
  state: string
  firstPayrollAmount: string
}

/** Everything the tax registration form holds, as typed. */
export interface TaxRegistrationFormValues {
  /** Sent as is; the values depend on the partner's agreement (not public). Default `Standard`. */
  orderFilingType: string
  legalName: string
  entityType: string
  /** NN-NNNNNNN (TAX-6); optional. */
  EIN: string
  /** The non-profit's tax-exempt status, e.g. `501(c)(3)`: required for a non-profit (TAX-4). */
  taxExemptStatus: string
  firstPayrollDate: string
  /** Never negative (TAX-7). */
  firstPayrollAmount: string
  states: TaxFormState[]
  parties: TaxFormParty[]
}

/** A blank responsible party of `type`. */
export const emptyTaxFormParty = (type: TaxFormParty['type'] = 'INDIVIDUAL'): TaxFormParty => ({
  type,
  firstName: '',
  lastName: '',
  businessName: '',
  title: '',
  dateOfBirth: '',
})

/** A blank state row. */
export const emptyTaxFormState = (state = ''): TaxFormState => ({ state, firstPayrollAmount: '' })

/** The form's starting values: blanks, one state and one person, overridden by `defaults`. */
export function taxRegistrationFormValues(
  defaults: Partial<TaxRegistrationFormValues> = {},
): TaxRegistrationFormValues {
  return {
    orderFilingType: 'Standard',
    legalName: '',
    entityType: '',
    EIN: '',
    taxExemptStatus: '',
    firstPayrollDate: '',
    firstPayrollAmount: '',
    ...defaults,
    states: defaults.states?.length ? defaults.states.map((row) => ({ ...row })) : [emptyTaxFormState()],
    parties: defaults.parties?.length
      ? defaults.parties.map((party) => ({ ...emptyTaxFormParty(party.type), ...party }))
      : [emptyTaxFormParty()],
  }
}

/** Whether something other than blanks was typed. */
export const filled = (value: string) => value.trim() !== ''
const some = <T extends Record<string, unknown>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== ''))

/** The `partnerOrder` the form sends (TAX-1): empty optional fields left out; `pcid` added by the hook. */
export function taxRegistrationOrderFromForm(values: TaxRegistrationFormValues): CreateTaxRegistrationInput {
  const nonProfit = values.entityType === NON_PROFIT_ENTITY_TYPE
  return {
    orderFilingType: values.orderFilingType.trim(),
    accountInfo: some({
      firstPayrollDate: values.firstPayrollDate,
      firstPayrollAmount: values.firstPayrollAmount.trim(),
    }),
    businessDetails: {
      legalName: values.legalName.trim(),
      entityType: values.entityType,
      // The EIN however typed (`123456789`, `12 3456789`) as the service writes it: one rule with the import.
      ...some({ EIN: normalizeEin(values.EIN) ?? values.EIN.trim() }),
      ...(nonProfit && filled(values.taxExemptStatus)
        ? { nonProfitInfo: { taxExemptStatus: values.taxExemptStatus.trim() } }
        : {}),
    },
    stateInfo: values.states.map((row) =>
      some({ state: row.state, firstPayrollAmount: row.firstPayrollAmount.trim() }),
    ),
    responsibleParties: values.parties.map((party) =>
      party.type === 'INDIVIDUAL'
        ? some({
            type: party.type,
            firstName: party.firstName.trim(),
            lastName: party.lastName.trim(),
            title: party.title,
            dateOfBirth: party.dateOfBirth,
          })
        : some({ type: party.type, businessName: party.businessName.trim(), title: party.title }),
    ) as CreateTaxRegistrationInput['responsibleParties'],
  }
}

/**
 * A form field's key: the path of what it fills in the `partnerOrder`, e.g. `businessDetails.EIN`,
 * `stateInfo.0.firstPayrollAmount`, `responsibleParties.1.dateOfBirth` — the paths the client's
 * `fieldErrors` use, so a refusal lands on its field. The tax-exempt status is `businessDetails.nonProfitInfo`.
 */
export type TaxFormField = string

/**
 * The form field a refusal's path is about: `partnerOrder.responsibleParties[0].dateOfBirth` →
 * `responsibleParties.0.dateOfBirth`, `businessDetails.nonProfitInfo.x` → `businessDetails.nonProfitInfo`;
 * `undefined` when no field of the form holds it.
 */
export function taxFormFieldOf(path: string, values: TaxRegistrationFormValues): TaxFormField | undefined {
  const key = path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^partnerOrder\./, '')
    .replace(/^(businessDetails\.nonProfitInfo)\..*$/, '$1')
  return taxFormFields(values).includes(key) ? key : undefined
}

/** Every field key of the form as it stands, in the order the form shows them. */
export function taxFormFields(values: TaxRegistrationFormValues): TaxFormField[] {
  return [
    'businessDetails.legalName',
    'businessDetails.entityType',
    'businessDetails.EIN',
    ...(values.entityType === NON_PROFIT_ENTITY_TYPE ? ['businessDetails.nonProfitInfo'] : []),
    'accountInfo.firstPayrollDate',
    'accountInfo.firstPayrollAmount',
    ...values.states.flatMap((_, index) => [
      `stateInfo.${index}.state`,
      `stateInfo.${index}.firstPayrollAmount`,
    ]),
    ...values.parties.flatMap((party, index) => {
      const at = `responsibleParties.${index}`
      return [
        `${at}.type`,
        ...(party.type === 'INDIVIDUAL' ? [`${at}.firstName`, `${at}.lastName`] : [`${at}.businessName`]),
        `${at}.title`,
        ...(party.type === 'INDIVIDUAL' ? [`${at}.dateOfBirth`] : []),
      ]
    }),
  ]
}
