import { currentStep } from './orderLifecycle'
import type { TaxOrderRecord } from './types'

/**
 * The tax registration status summary (TAX-2). The spec names `accountNumbers`, `taxRates` and
 * `agencyAccounts` but not their shapes, so these shapes are INVENTED by the simulator (facts:
 * "the simulator invents a plausible, documented-as-invented shape"):
 *   accountNumbers: [{ state, accountType, accountNumber }]      — from Filing Approved on
 *   taxRates:       [{ state, accountType, rate, effectiveDate }] — at Complete (rate in percent)
 *   agencyAccounts: [{ state, agencyName, accountType, status }]  — at Complete
 * Never the submitted business details, state info or responsible parties.
 */
export function taxOrderView(order: TaxOrderRecord, today: string): Record<string, unknown> {
  const { phase, status } = currentStep(order.timeline)
  const issued = phase === 'Filing Approved' || phase === 'Complete'
  const complete = phase === 'Complete'
  return {
    orderGuid: order.orderGuid,
    orderPhase: phase,
    orderStatus: status,
    accountNumbers: issued
      ? order.accounts.map(({ state, accountType, accountNumber }) => ({ state, accountType, accountNumber }))
      : [],
    taxRates: complete
      ? order.accounts.map(({ state, accountType, rate }) => ({
          state,
          accountType,
          rate,
          effectiveDate: today,
        }))
      : [],
    agencyAccounts: complete
      ? order.accounts.map(({ state, accountType, agencyName }) => ({
          state,
          agencyName,
          accountType,
          status: 'Registered',
        }))
      : [],
  }
}
