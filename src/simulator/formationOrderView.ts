import type { CreateFormationOrderInput } from '../schemas/formation'
import { stateName } from '../schemas/usStates'
import { currentStep } from './orderLifecycle'
import { ENTITY_LONG_NAMES } from './seed/packages'
import type { FormationOrderRecord } from './types'

type Json = Record<string, unknown>

const fullState = (value: unknown) => (typeof value === 'string' ? (stateName(value) ?? value) : value)

/**
 * The submitted order as the service echoes it, formats converted its way (facts: `LLC` → long name,
 * state code → full name, `US` → `United States`, `other` → `OTHER`, total string → number).
 */
export function echoPartnerOrder(input: CreateFormationOrderInput & Json): Json {
  const address = input.businessAddress as Json
  const category = (input.companyInfo as Json).companyBusinessCategory
  return {
    ...input,
    businessStructureType: ENTITY_LONG_NAMES[input.businessStructureType] ?? input.businessStructureType,
    businessStateInitial: fullState(input.businessStateInitial),
    orderTotalPrice: Number(input.orderTotalPrice),
    companyInfo: {
      ...input.companyInfo,
      companyBusinessCategory:
        typeof category === 'string' && category.toLowerCase() === 'other' ? 'OTHER' : category,
    },
    businessAddress: {
      ...address,
      businessAddressCountry:
        address.businessAddressCountry === 'US' ? 'United States' : address.businessAddressCountry,
      businessAddressState: fullState(address.businessAddressState),
    },
  }
}

/** The order as get-order reads it (BF-4, BF-5). */
export function formationOrderView(order: FormationOrderRecord): Json {
  const { phase, status } = currentStep(order.timeline)
  const received = phase === 'Order Received'
  const formed = ['Filing Approved', 'Complete'].includes(phase)
  const echo = order.echo
  return {
    ...echo,
    orderGuid: order.orderGuid,
    orderPhase: phase,
    orderStatus: status,
    // BF-5: unknown until the order has moved past Order Received.
    orderFilingType: received ? null : order.filingType,
    filedDate: received ? null : order.filedDate,
    formedEntityId: received || !formed ? null : order.formedEntityId,
    // BF-4: the child records are filled in by the service's intake, shortly after creation.
    contact: received ? null : (echo.contact ?? null),
    companyInfo: received ? null : (echo.companyInfo ?? null),
    businessAddress: received ? null : (echo.businessAddress ?? null),
  }
}

/** The order summary (BF-6): record-system naming with a capitalised `Id`. */
export function orderSummaryView(order: FormationOrderRecord): Json {
  return {
    Id: order.orderGuid,
    orderNumber: order.orderNumber,
    orderTotal: order.orderTotal,
    orderStatus: currentStep(order.timeline).status,
    orderProducts: order.products.map((product, index) => ({
      name: product.name,
      value: product.price,
      sortOrder: index + 1,
    })),
  }
}
