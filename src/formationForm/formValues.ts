import type { CreateFormationOrderInput, EntityType } from '../schemas/formation'
import type { FormationPackage } from '../schemas/formationAnswers'
import { orderTotalPriceOf, selectedProducts, selectionTotal } from './packageSelection'
import { selectionWithAgent } from './registeredAgentSelection'

/** What the order form holds while the customer types: every text as typed, `''` when empty. */
export interface FormationFormValues {
  entityType: EntityType | ''
  /** Two-letter code; the packages query sends its full name (BF-1). */
  state: string
  packageId: string
  /** Chosen option ids (`productOptions[].id`). */
  selection: string[]
  contact: {
    contactFirstName: string
    contactLastName: string
    contactEmail: string
    contactPhone: string
    contactEveningPhone: string
  }
  companyInfo: {
    companyDesiredName: string
    companyAlternativeName: string
    companyBusinessCategory: string
    companyBusinessDescription: string
  }
  businessAddress: {
    businessAddressAddress1: string
    businessAddressAddress2: string
    businessAddressCity: string
    businessAddressState: string
    businessAddressZip: string
  }
  registerAgent: {
    /** True: the service is the registered agent; false: another agent, whose fields are then required. */
    registeredAgentIsCorpnetAgent: boolean
    registeredAgentFirstName: string
    registeredAgentLastName: string
    registeredAgentAddress1: string
    registeredAgentAddress2: string
    registeredAgentCity: string
    registeredAgentState: string
    registeredAgentZip: string
  }
  responsibleParty: {
    /** "Yes" makes the SSN and e-mail required (BF-10); the service recommends "No". */
    responsiblePartyStatus: 'Yes' | 'No'
    responsiblePartySSN: string
    responsiblePartyEmail: string
  }
}

/** A form with nothing typed yet: our registered agent, responsible party "No" (the service's advice). */
export function emptyFormationValues(): FormationFormValues {
  return {
    entityType: '',
    state: '',
    packageId: '',
    selection: [],
    contact: {
      contactFirstName: '',
      contactLastName: '',
      contactEmail: '',
      contactPhone: '',
      contactEveningPhone: '',
    },
    companyInfo: {
      companyDesiredName: '',
      companyAlternativeName: '',
      companyBusinessCategory: '',
      companyBusinessDescription: '',
    },
    businessAddress: {
      businessAddressAddress1: '',
      businessAddressAddress2: '',
      businessAddressCity: '',
      businessAddressState: '',
      businessAddressZip: '',
    },
    registerAgent: {
      registeredAgentIsCorpnetAgent: true,
      registeredAgentFirstName: '',
      registeredAgentLastName: '',
      registeredAgentAddress1: '',
      registeredAgentAddress2: '',
      registeredAgentCity: '',
      registeredAgentState: '',
      registeredAgentZip: '',
    },
    responsibleParty: { responsiblePartyStatus: 'No', responsiblePartySSN: '', responsiblePartyEmail: '' },
  }
}

/** Deep-merges a partner's `defaultValues` into an empty form. */
export function formationValuesWith(defaults: FormationFormDefaults = {}): FormationFormValues {
  const empty = emptyFormationValues()
  return {
    ...empty,
    ...defaults,
    selection: defaults.selection ? [...defaults.selection] : empty.selection,
    contact: { ...empty.contact, ...defaults.contact },
    companyInfo: { ...empty.companyInfo, ...defaults.companyInfo },
    businessAddress: { ...empty.businessAddress, ...defaults.businessAddress },
    registerAgent: { ...empty.registerAgent, ...defaults.registerAgent },
    responsibleParty: { ...empty.responsibleParty, ...defaults.responsibleParty },
  }
}

/** `defaultValues` of the form: any part of it. */
export type FormationFormDefaults = Partial<
  Omit<
    FormationFormValues,
    'contact' | 'companyInfo' | 'businessAddress' | 'registerAgent' | 'responsibleParty'
  >
> & {
  contact?: Partial<FormationFormValues['contact']>
  companyInfo?: Partial<FormationFormValues['companyInfo']>
  businessAddress?: Partial<FormationFormValues['businessAddress']>
  registerAgent?: Partial<FormationFormValues['registerAgent']>
  responsibleParty?: Partial<FormationFormValues['responsibleParty']>
}

/** Only what was typed: empty and blank strings left out, the rest trimmed. */
function typed<T extends Record<string, string | boolean>>(part: T): Partial<T> {
  const out: Record<string, string | boolean> = {}
  for (const [key, value] of Object.entries(part)) {
    if (typeof value === 'boolean') out[key] = value
    else if (value.trim() !== '') out[key] = value.trim()
  }
  return out as Partial<T>
}

/**
 * The create-order body (without pcid, which the hook adds) the form's values make: what was typed,
 * the agent's fields only for another agent, the SSN and e-mail only when the party says "Yes", the
 * products and the total from the package picked. Not checked here: see `formationFieldProblems`.
 */
export function formationOrderInputFrom(
  values: FormationFormValues,
  pkg: FormationPackage | undefined,
): CreateFormationOrderInput {
  const agent = values.registerAgent
  // What the owner pays for is what the order says: the agent service goes with the agent choice.
  const selection = pkg
    ? selectionWithAgent(pkg, values.selection, agent.registeredAgentIsCorpnetAgent)
    : values.selection
  const total = pkg ? selectionTotal(pkg, selection) : 0
  const party = values.responsibleParty
  return {
    businessStructureType: values.entityType as EntityType,
    businessStateInitial: values.state,
    orderTotalPrice: orderTotalPriceOf(total),
    packageId: pkg?.id ?? '',
    products: pkg ? selectedProducts(pkg, selection) : [],
    contact: typed(values.contact) as CreateFormationOrderInput['contact'],
    companyInfo: typed(values.companyInfo) as CreateFormationOrderInput['companyInfo'],
    businessAddress: {
      businessAddressCountry: 'US',
      ...typed(values.businessAddress),
    } as CreateFormationOrderInput['businessAddress'],
    registerAgent: agent.registeredAgentIsCorpnetAgent
      ? { registeredAgentIsCorpnetAgent: true }
      : { ...typed(agent), registeredAgentIsCorpnetAgent: false, registeredAgentCountry: 'US' },
    responsibleParty:
      party.responsiblePartyStatus === 'Yes' ? typed(party) : { responsiblePartyStatus: 'No' },
  } as CreateFormationOrderInput
}
