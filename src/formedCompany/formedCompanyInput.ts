import type { CompanyInput } from '../schemas/compliance'
import type { FormationOrder } from '../schemas/formationAnswers'
import { stateCode } from '../schemas/usStates'

// A formed company as Compliance registers it (CMP-3), from its formation order: the name the state
// approved, the state of formation, the filing date and the state's entity number. get-order echoes
// the order its way (facts: long entity names, full state names), so both spellings are read.

const ENTITY_TYPES: readonly [RegExp, string][] = [
  [/\bLLC\b|limited liability/i, 'LLC'],
  [/^S[- ]?Corp|^S Corporation/i, 'S-Corp'],
  [/^C[- ]?Corp|^C Corporation/i, 'C-Corp'],
  [/non-?profit/i, 'Non-Profit Corporation'],
  [/professional/i, 'Professional Corporation'],
]

const text = (record: unknown, key: string): string | undefined => {
  const value = (record as Record<string, unknown> | null | undefined)?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The entity type as the order form names it (`LLC`, `C-Corp`…) from either spelling; else as written. */
export function formedEntityType(value: string | undefined): string | undefined {
  if (!value) return undefined
  return ENTITY_TYPES.find(([pattern]) => pattern.test(value))?.[1] ?? value
}

/**
 * The create-company body (CMP-3) for the company a completed formation order formed, with `PCID` the
 * order's id; `undefined` when the order names no company.
 */
export function formedCompanyInput(order: FormationOrder, orderGuid: string): CompanyInput | undefined {
  const name = text(order.companyInfo, 'companyDesiredName')
  if (!name) return undefined
  const homeState = stateCode(String(order.businessStateInitial ?? ''))
  const address = order.businessAddress
  const street = text(address, 'businessAddressAddress1')
  const addressState = stateCode(text(address, 'businessAddressState') ?? '')
  const zip = text(address, 'businessAddressZip')
  const type = formedEntityType(text(order, 'businessStructureType'))
  const description = text(order.companyInfo, 'companyBusinessDescription')
  const category = text(order.companyInfo, 'companyBusinessCategory')
  const street2 = text(address, 'businessAddressAddress2')
  const input: CompanyInput = {
    name,
    PCID: orderGuid,
    ...(homeState ? { homeState } : {}),
    ...(/^\d{4}-\d{2}-\d{2}/.test(order.filedDate ?? '')
      ? { formationDate: order.filedDate!.slice(0, 10) }
      : {}),
    ...(order.formedEntityId ? { filingnumber: order.formedEntityId } : {}),
    ...(type ? { type } : {}),
    ...(description ? { businessDescription: description } : {}),
    ...(category ? { buisnessCategory: category } : {}),
    // The address only whole and in Compliance's formats: a part it would refuse would lose the company.
    ...(street && addressState && zip && /^\d{5}(-\d{4})?$/.test(zip)
      ? {
          businessAddress: {
            street,
            ...(street2 ? { street2 } : {}),
            city: text(address, 'businessAddressCity') ?? '',
            state: addressState,
            zip,
            country: 'United States',
          },
        }
      : {}),
  }
  return input
}
