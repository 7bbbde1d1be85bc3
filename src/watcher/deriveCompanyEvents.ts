import type { Alert, AlertDetail, Subscription } from '../schemas/complianceAnswers'
import { makeEvent, type DeriveContext, type WatchEvent, type WatchSubject } from './WatchEvent'

// A company's events from its open alerts and its plans. Two kinds of news: changes between two
// reads (an alert opened or filed, a plan cancelled or its term ended) and dates coming near
// (due soon, overdue, renewal upcoming), reported once per threshold. Pure, like the order's.

export interface AlertSnapshot {
  alertType: string | null
  stage: string | null
  date: string | null
  dateKind: 'due' | 'fileBy'
  /** Date conditions already reported (`soon:30`, `overdue`), for `date`. */
  told: string[]
}

export interface SubscriptionSnapshot {
  status: string | null
  serviceCategory: string | null
  renewalType: string | null
  endDate: string | null
  autoRenewDate: string | null
  told: string[]
}

/** What the watcher keeps of a company between polls: plain JSON. */
export interface CompanySnapshot {
  alerts: Record<string, AlertSnapshot>
  subscriptions: Record<string, SubscriptionSnapshot>
}

export interface CompanyRead {
  /** The open alerts of the company (CMP-6). */
  alerts: readonly Alert[]
  subscriptions: readonly Subscription[]
  /**
   * Details read for the alerts `alertsToRead` named: a new alert's statutory due date, a vanished
   * alert's stage (`null` when it could not be read: it is dropped without an event).
   */
  details: Readonly<Record<string, AlertDetail | null>>
}

export interface CompanyDeriveContext extends DeriveContext {
  companyId: string
  /** Days before the key date to report `alert.due_soon`; default 30, 7, 1. */
  dueSoonDays?: readonly number[]
  /** Days before a plan renews or ends to report `subscription.renewal_upcoming`; default 30, 7. */
  renewalNoticeDays?: readonly number[]
  /**
   * Report the alerts open at the first read as `alert.opened` (a company the watcher registered
   * itself: everything about it is new). Otherwise the first read is the baseline.
   */
  announceExisting?: boolean
}

export const DEFAULT_DUE_SOON_DAYS: readonly number[] = [30, 7, 1]
export const DEFAULT_RENEWAL_NOTICE_DAYS: readonly number[] = [30, 7]

const DAY_MS = 86_400_000
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const daysFrom = (today: string, date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS)

/** The alerts whose detail the next derive needs: new ones (their due date) and vanished ones. */
export function alertsToRead(prev: CompanySnapshot | undefined, alerts: readonly Alert[]): string[] {
  const open = new Set(alerts.map((alert) => alert.id))
  const known = prev?.alerts ?? {}
  return [
    ...alerts.filter((alert) => !(alert.id in known)).map((alert) => alert.id),
    ...Object.keys(known).filter((id) => !open.has(id)),
  ]
}

/**
 * Reports the tightest threshold a date has crossed that was not reported yet, or `overdue` once it
 * passed; marks the looser ones as told, so crossing 30 and 7 at once says 7 only.
 */
function dateCondition(
  told: string[],
  daysLeft: number,
  thresholds: readonly number[],
): { kind: 'soon'; days: number } | { kind: 'overdue' } | null {
  if (daysLeft < 0) {
    if (told.includes('overdue')) return null
    told.push('overdue', ...thresholds.map((days) => `soon:${days}`))
    return { kind: 'overdue' }
  }
  const crossed = [...thresholds].sort((a, b) => a - b).filter((days) => daysLeft <= days)
  const tightest = crossed[0]
  if (tightest === undefined || told.includes(`soon:${tightest}`)) return null
  for (const days of crossed) if (!told.includes(`soon:${days}`)) told.push(`soon:${days}`)
  return { kind: 'soon', days: tightest }
}

/** The company's events and its new snapshot. */
export function deriveCompanyEvents(
  prev: CompanySnapshot | undefined,
  read: CompanyRead,
  context: CompanyDeriveContext,
): { snapshot: CompanySnapshot; events: WatchEvent[] } {
  const subject: WatchSubject = { kind: 'company', id: context.companyId }
  const today = new Date(context.now).toISOString().slice(0, 10)
  const events: WatchEvent[] = []
  const alerts: Record<string, AlertSnapshot> = {}
  const announceNew = prev !== undefined || context.announceExisting === true

  for (const alert of read.alerts) {
    const known = prev?.alerts[alert.id]
    let snapshot: AlertSnapshot
    if (known) snapshot = { ...known, stage: alert.stageName ?? known.stage, told: [...known.told] }
    else {
      const due = read.details[alert.id]?.alertActualDueDate
      const statutory = isDate(due) ? due : null
      snapshot = {
        alertType: read.details[alert.id]?.alertType ?? alert.serviceCategory ?? null,
        stage: alert.stageName ?? null,
        date: statutory ?? (isDate(alert.closeDate) ? alert.closeDate : null),
        dateKind: statutory ? 'due' : 'fileBy',
        told: [],
      }
    }
    const data = {
      alertId: alert.id,
      companyId: context.companyId,
      alertType: snapshot.alertType,
      date: snapshot.date,
      dateKind: snapshot.dateKind,
    }
    if (!known && announceNew) events.push(makeEvent('alert.opened', subject, alert.id, data, context))
    if (snapshot.date) {
      const daysLeft = daysFrom(today, snapshot.date)
      const condition = dateCondition(snapshot.told, daysLeft, context.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS)
      if (condition?.kind === 'overdue')
        events.push(makeEvent('alert.overdue', subject, `${alert.id}:${snapshot.date}`, data, context))
      else if (condition?.kind === 'soon')
        events.push(
          makeEvent(
            'alert.due_soon',
            subject,
            `${alert.id}:${snapshot.date}:${condition.days}`,
            { ...data, daysBefore: condition.days, daysLeft },
            context,
          ),
        )
    }
    alerts[alert.id] = snapshot
  }

  // An alert that left the open list was filed if it now reads in another stage; one that still
  // reads open stays known (a list read between two writes), one that cannot be read is dropped.
  for (const [id, known] of Object.entries(prev?.alerts ?? {})) {
    if (id in alerts) continue
    const detail = read.details[id]
    if (detail === undefined) {
      alerts[id] = known
      continue
    }
    if (detail === null) continue
    if ((detail.status ?? null) === known.stage) {
      alerts[id] = known
      continue
    }
    events.push(
      makeEvent(
        'alert.filed',
        subject,
        id,
        {
          alertId: id,
          companyId: context.companyId,
          alertType: known.alertType,
          date: known.date,
          dateKind: known.dateKind,
        },
        context,
      ),
    )
  }

  const subscriptions: Record<string, SubscriptionSnapshot> = {}
  for (const plan of read.subscriptions) {
    const known = prev?.subscriptions[plan.id]
    const status = typeof plan.status === 'string' ? plan.status : null
    const snapshot: SubscriptionSnapshot = {
      status,
      serviceCategory: plan.serviceCategory ?? null,
      renewalType: plan.renewalType ?? null,
      endDate: plan.endDate ?? null,
      autoRenewDate: plan.autoRenewDate ?? null,
      told: [...(known?.told ?? [])],
    }
    const data = {
      subscriptionId: plan.id,
      companyId: context.companyId,
      serviceCategory: snapshot.serviceCategory,
      renewalType: snapshot.renewalType,
      endDate: snapshot.endDate,
    }
    const cancelled = status === 'Cancelled'
    const autoRenews = snapshot.renewalType === 'Auto Renewal' && (status === null || status === 'Active')
    const termEnded = isDate(snapshot.endDate) && snapshot.endDate < today && !autoRenews
    const endKey = `ended:${snapshot.endDate ?? ''}`
    if ((cancelled || termEnded) && !snapshot.told.includes(endKey)) {
      snapshot.told.push(endKey)
      // Ended before the watcher first saw it: history, not news.
      if (known) {
        const reason = cancelled && known.status !== 'Cancelled' ? 'cancelled' : 'term_ended'
        events.push(
          makeEvent(
            'subscription.ended',
            subject,
            `${plan.id}:${snapshot.endDate ?? ''}`,
            { ...data, reason },
            context,
          ),
        )
      }
    }
    const open = status === null || status === 'Active'
    const renewsOn = autoRenews ? (snapshot.autoRenewDate ?? snapshot.endDate) : snapshot.endDate
    if (open && isDate(renewsOn) && renewsOn >= today) {
      const daysLeft = daysFrom(today, renewsOn)
      const told = snapshot.told
        .filter((entry) => entry.startsWith(`${renewsOn}:`))
        .map((entry) => entry.slice(11))
      const condition = dateCondition(
        told,
        daysLeft,
        context.renewalNoticeDays ?? DEFAULT_RENEWAL_NOTICE_DAYS,
      )
      snapshot.told = [
        ...snapshot.told.filter((entry) => !entry.startsWith(`${renewsOn}:`)),
        ...told.map((entry) => `${renewsOn}:${entry}`),
      ]
      if (condition?.kind === 'soon')
        events.push(
          makeEvent(
            'subscription.renewal_upcoming',
            subject,
            `${plan.id}:${renewsOn}:${condition.days}`,
            { ...data, renewsOn, daysBefore: condition.days, daysLeft },
            context,
          ),
        )
    }
    subscriptions[plan.id] = snapshot
  }
  return { snapshot: { alerts, subscriptions }, events }
}
