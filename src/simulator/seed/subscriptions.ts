import type { IdFactory } from '../ids'
import type { Random } from '../random'
import type { CompanyRecord, SubscriptionRecord } from '../types'
import { addDays, REFERENCE_DATE } from './calendar'

/** Subscription categories as the service writes them (spec 2.7: e.g. RegisteredAgent, AnnualReport). */
export const SUBSCRIPTION_CATEGORIES = [
  'RegisteredAgent',
  'AnnualReport',
  'BOIReport',
  'FranchiseTax',
  'ComplianceMonitoring',
] as const

/**
 * The `ordinal`-th subscription of a partner. Category, renewal type and cancellation cycle with the
 * ordinal, so every partner has every category in both renewal types and some already cancelled,
 * whatever the seed; the dates and companies come from the seed, and a plan in force has a term that
 * runs on `today` (the simulator's clock).
 */
export function seedSubscription(
  ordinal: number,
  company: CompanyRecord,
  random: Random,
  nextId: IdFactory,
  orderIdOf: () => string,
  today: string,
): SubscriptionRecord {
  const serviceCategory = SUBSCRIPTION_CATEGORIES[ordinal % SUBSCRIPTION_CATEGORIES.length] ?? 'AnnualReport'
  const renewalType =
    Math.floor(ordinal / SUBSCRIPTION_CATEGORIES.length) % 2 === 0 ? 'Auto Renewal' : 'Manual'
  const cancelled = ordinal % 7 === 6
  let startDate = addDays(REFERENCE_DATE, -random.int(30, 700))
  let endDate = addDays(startDate, 365)
  // A plan still in force has a term that runs on the simulator's clock (an "Active" plan whose term
  // ended months ago contradicts itself): a yearly term renewed until it covers today. Only the clock
  // moves these dates; a cancelled plan keeps the term it was cancelled in.
  while (!cancelled && endDate < today) {
    startDate = endDate
    endDate = addDays(startDate, 365)
  }
  const inReview = !cancelled && serviceCategory === 'RegisteredAgent' && ordinal % 11 === 10
  return {
    id: nextId('subscription'),
    partnerId: company.partnerId,
    entityId: company.id,
    state: company.homeState ?? 'DE',
    renewalType,
    startDate,
    endDate,
    orderId: orderIdOf(),
    serviceCategory,
    // CMP-17: an auto-renew date only for Auto Renewal.
    autoRenewDate: renewalType === 'Auto Renewal' && !cancelled ? endDate : null,
    status: cancelled ? 'Cancelled' : inReview ? 'Ready for Review' : 'Active',
    ...(inReview
      ? { cancellationProof: { title: 'Replacement agent appointment', extension: 'pdf', size: 18_204 } }
      : {}),
  }
}
