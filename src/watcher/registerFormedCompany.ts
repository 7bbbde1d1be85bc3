import type { PartnerClient } from '../client/PartnerClient'
import type { CompanyInput } from '../schemas/compliance'
import type { FormationOrder } from '../schemas/formationAnswers'
import { stateCode } from '../schemas/usStates'

// A company formed through a formation order, registered for compliance tracking with the order's
// id as its PCID (spec 2.4: the partner's own identifier, echoed back). The service does not enforce
// PCID uniqueness (spec section 8), so a registration that may have been cut off after the create
// reads the list first and finds it again instead of making it twice. (Issue 34 plans a helper of the same rule
// for the portal; this is the minimal one the watcher needs.)

type Json = Record<string, unknown>
const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {})
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** The company input a formed order gives: name, PCID = orderGuid, state, entity number, date filed. */
export function formedCompanyInput(order: FormationOrder, orderGuid: string): CompanyInput | null {
  const info = record(order.companyInfo)
  const name = text(info.companyDesiredName)
  if (!name) return null
  const address = record(order.businessAddress)
  const state = text(address.businessAddressState) ?? text(order.businessStateInitial)
  const code = state ? stateCode(state) : undefined
  const input: CompanyInput = { name, PCID: orderGuid }
  if (code) input.homeState = code
  const number = text(order.formedEntityId)
  if (number) input.filingnumber = number
  const filed = text(order.filedDate)
  if (filed && /^\d{4}-\d{2}-\d{2}$/.test(filed)) input.formationDate = filed
  return input
}

/**
 * Registers the formed company and returns its id. `retry` says an earlier attempt may have created
 * it before it could be recorded (a crash, a lost answer): then the list is searched for the PCID
 * first. A first attempt skips that read, so a thousand completions do not read the whole list a
 * thousand times.
 */
export async function registerFormedCompany(
  compliance: Pick<PartnerClient['compliance'], 'listCompanies' | 'createCompany'>,
  input: CompanyInput,
  retry: boolean,
): Promise<string> {
  if (retry) {
    const existing = (await compliance.listCompanies()).find((company) => company.PCID === input.PCID)
    const found = existing ? (existing.companyId ?? existing.id) : undefined
    if (found) return found
  }
  return (await compliance.createCompany(input)).companyId
}
