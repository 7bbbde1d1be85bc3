import type { IdFactory } from './ids'
import { createRandom } from './random'
import { ALERT_TYPES, seedAlert } from './seed/alerts'
import { addDays, isoDate } from './seed/calendar'
import type { SimulatorState, SubscriptionRecord } from './types'

// What the passing of time does to compliance records, besides orders and writebacks: new alerts
// open, terms end or renew. Like the order lifecycle it is computed lazily from the clock on each
// request, never from timers, so `advance()`, fake timers and real time all give the same world.

/** Where the clock effects stand: the simulator's start, and how many alert cycles have opened. */
export interface ClockProgress {
  readonly startedAt: number
  cyclesOpened: number
}

export interface ClockEffectsConfig {
  readonly seed: number
  /** Every cycle since the start, some companies get a new alert. */
  readonly newAlertCycleMs: number
  /** Share (0–1) of companies that get one per cycle. */
  readonly newAlertRate: number
}

/** Days from the opening of a new alert to its statutory due date: soon enough to matter. */
const DUE_AFTER_DAYS: readonly [number, number] = [20, 120]
/** A run of cycles is capped, so a clock moved by decades cannot stall a request. */
const MAX_CYCLES_PER_SETTLE = 500

/** Opens the alerts of every cycle that began by `at`, and ends or renews terms that ended by then. */
export function applyClockEffects(
  state: SimulatorState,
  progress: ClockProgress,
  at: number,
  config: ClockEffectsConfig,
  nextId: IdFactory,
): void {
  openCycleAlerts(state, progress, at, config, nextId)
  const today = isoDate(at)
  for (const subscription of state.subscriptions.values()) endTerm(subscription, today)
}

function openCycleAlerts(
  state: SimulatorState,
  progress: ClockProgress,
  at: number,
  config: ClockEffectsConfig,
  nextId: IdFactory,
): void {
  if (!(config.newAlertCycleMs > 0) || !(config.newAlertRate > 0)) return
  const due = Math.floor((at - progress.startedAt) / config.newAlertCycleMs)
  const last = Math.min(due, progress.cyclesOpened + MAX_CYCLES_PER_SETTLE)
  while (progress.cyclesOpened < last) {
    const cycle = ++progress.cyclesOpened
    const openedOn = isoDate(progress.startedAt + cycle * config.newAlertCycleMs)
    // One stream per (cycle, company): which companies get an alert does not depend on the order
    // requests came in, only on the seed and the clock.
    const openTypes = new Set<string>()
    for (const alert of state.alerts.values())
      if (alert.open) openTypes.add(`${alert.companyId} ${alert.alertType}`)
    for (const company of [...state.companies.values()]) {
      const random = createRandom(config.seed).fork(`alert-cycle:${cycle}:${company.id}`)
      if (!random.chance(config.newAlertRate)) continue
      const type = random.pick(ALERT_TYPES)
      // The service raises one alert per obligation: no second open one of the same type.
      if (openTypes.has(`${company.id} ${type}`)) continue
      const dueDate = addDays(openedOn, random.int(...DUE_AFTER_DAYS))
      const alert = seedAlert(type, company, random, nextId, dueDate)
      state.alerts.set(alert.id, alert)
      openTypes.add(`${company.id} ${type}`)
    }
  }
}

/**
 * A term that ended before `today`: an auto-renewing plan starts its next yearly term (its renew
 * date moves with it, CMP-17); a Registered Agent cancellation in review takes effect
 * (`Cancelled`). A manual plan is left as it is: its end date in the past is what says it ended.
 */
function endTerm(subscription: SubscriptionRecord, today: string): void {
  if (subscription.endDate >= today) return
  if (subscription.status === 'Ready for Review') {
    subscription.status = 'Cancelled'
    subscription.autoRenewDate = null
    return
  }
  if (subscription.status !== 'Active' || subscription.renewalType !== 'Auto Renewal') return
  while (subscription.endDate < today) {
    subscription.startDate = subscription.endDate
    subscription.endDate = addDays(subscription.startDate, 365)
  }
  subscription.autoRenewDate = subscription.endDate
}
