import { createIdFactory, type IdFactory } from '../ids'
import { createRandom, digits } from '../random'
import type { CompanyRecord, SimulatorPartner, SimulatorState } from '../types'
import { ALERT_TYPES, seedAlert } from './alerts'
import { isoDate } from './calendar'
import { seedCompany } from './companies'
import { FORMATION_SCENARIOS, seedFormationOrder, seedTaxOrder } from './orders'
import { hasFranchiseTax } from './stateTaxes'
import { seedSubscription, SUBSCRIPTION_CATEGORIES } from './subscriptions'
import { PARTNER_NAMES } from './vocabulary'

const TAX_SCENARIOS = [
  'Third Party Received',
  'Ready for Processing',
  'State - Awaiting Approval',
  'Awaiting Docs',
  'Complete Info Received',
]

/**
 * The whole seeded service: the same seed gives the same records and ids. `now` only anchors when
 * the seeded orders entered their current step, so they advance from the simulator's start, and the
 * terms of plans in force, so none reads "Active" with a term that ended (the same seed and day give
 * the same data).
 */
export function createSeedState(seed: number, now: number): { state: SimulatorState; nextId: IdFactory } {
  const random = createRandom(seed)
  const nextId = createIdFactory(random.fork('ids'))
  const partners: SimulatorPartner[] = PARTNER_NAMES.map((name, index) => {
    const partnerId = `P${digits(random, 6, true)}`
    // For most partners the Account PID and apiUserPid are the same value (spec 2.1); the first differs
    // on purpose, so a client that mixes them up fails against the simulator.
    return { partnerId, apiUserPid: index === 1 ? partnerId : digits(random, 5, true), name }
  })
  const state: SimulatorState = {
    partners,
    companies: new Map(),
    alerts: new Map(),
    subscriptions: new Map(),
    formationOrders: new Map(),
    taxOrders: new Map(),
    pendingWritebacks: [],
  }
  const usedNames = new Set<string>()

  partners.forEach((partner, partnerIndex) => {
    const local = random.fork(`partner:${partnerIndex}`)
    const count = partnerIndex === 0 ? local.int(36, 44) : local.int(12, 20)
    const companies: CompanyRecord[] = []
    for (let index = 0; index < count; index++) {
      const company = seedCompany(local, nextId, partner.partnerId, usedNames)
      companies.push(company)
      state.companies.set(company.id, company)
    }

    let orderCounter = 0
    const orderIdOf = () => `801${String(partnerIndex)}${String(++orderCounter).padStart(14, '0')}`
    let subscriptionOrdinal = 0
    companies.forEach((company, index) => {
      // Every seventh company has no open alert (CMP-6: an empty list is a success).
      if (index % 7 !== 6) {
        const types = ALERT_TYPES.filter(
          (type, typeIndex) => typeIndex === index % ALERT_TYPES.length || local.chance(0.35),
        )
        for (const type of types) {
          const alert = seedAlert(type, company, local, nextId)
          // Drawn either way (the seed's later values stay the same), kept only where the state has
          // that tax: no Florida franchise tax for a professional corporation (issue 34).
          if (type === 'Franchise Tax' && !hasFranchiseTax(company.homeState, company.type)) continue
          state.alerts.set(alert.id, alert)
        }
      }
      // Every fifth company has no subscription (CMP-12: `{data: null}` is a success).
      if (index % 5 !== 4) {
        const held = new Set<string>()
        for (let count = local.int(1, 3); count > 0; count--) {
          const subscription = seedSubscription(
            subscriptionOrdinal++,
            company,
            local,
            nextId,
            orderIdOf,
            isoDate(now),
          )
          // A franchise tax plan only where the company owes one; elsewhere the same plan is for a
          // service the company does not have yet, or dropped (the seed's later values stay the same).
          if (
            subscription.serviceCategory === 'FranchiseTax' &&
            !hasFranchiseTax(company.homeState, company.type)
          ) {
            const other = SUBSCRIPTION_CATEGORIES.find(
              (category) => category !== 'FranchiseTax' && !held.has(category),
            )
            if (!other) continue
            subscription.serviceCategory = other
          }
          held.add(subscription.serviceCategory)
          state.subscriptions.set(subscription.id, subscription)
        }
      }
    })

    const scenarios = partnerIndex === 0 ? FORMATION_SCENARIOS : FORMATION_SCENARIOS.slice(0, 3)
    scenarios.forEach((scenario, index) => {
      const company = companies[index % companies.length] as CompanyRecord
      const order = seedFormationOrder(seed, scenario, company, partner, local, nextId, now)
      state.formationOrders.set(order.orderGuid, order)
      // A company its completed order formed was registered then, the order's id as its PCID (issue 34).
      if (order.timeline.steps[order.timeline.index]?.phase === 'Complete') company.PCID = order.orderGuid
    })
    const taxScenarios = partnerIndex === 0 ? TAX_SCENARIOS : TAX_SCENARIOS.slice(0, 2)
    taxScenarios.forEach((status, index) => {
      const company = companies[(index + 3) % companies.length] as CompanyRecord
      const order = seedTaxOrder(status, company, local, nextId, now)
      state.taxOrders.set(order.orderGuid, order)
    })
  })

  return { state, nextId }
}
