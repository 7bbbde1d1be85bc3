import type { Alert, AlertDetail, Subscription } from '../../../src/schemas'
import {
  alertsToRead,
  deriveCompanyEvents,
  type CompanyDeriveContext,
  type CompanySnapshot,
} from '../../../src/watcher/deriveCompanyEvents'
import type { WatchEvent } from '../../../src/watcher/WatchEvent'

// Scripted answers of list alerts, get alert and list subscriptions for one company, day by day.

const COMPANY = 'a0E5fCompanyAbcdef'
const DAY = 86_400_000
const T = Date.parse('2026-11-02T09:00:00Z')

const alert = (id: string, closeDate = '2026-12-20'): Alert =>
  ({
    id,
    name: `Annual Report ${id}`,
    serviceCategory: 'Annual Report',
    closeDate,
    stageName: 'Prospecting',
  }) as Alert
const detail = (id: string, due: string, status = 'Prospecting'): AlertDetail =>
  ({
    id,
    name: id,
    alertType: 'Annual Report',
    alertActualDueDate: due,
    closeDate: due,
    status,
  }) as AlertDetail
const plan = (id: string, extra: Partial<Subscription> & { status?: string } = {}): Subscription =>
  ({
    id,
    entityId: COMPANY,
    serviceCategory: 'RegisteredAgent',
    renewalType: 'Manual',
    startDate: '2026-01-15',
    endDate: '2027-01-15',
    autoRenewDate: null,
    status: 'Active',
    ...extra,
  }) as Subscription

interface Step {
  day: number
  alerts?: Alert[]
  subscriptions?: Subscription[]
  details?: Record<string, AlertDetail | null>
}

function run(steps: Step[], options: Partial<CompanyDeriveContext> = {}): WatchEvent[][] {
  let snapshot: CompanySnapshot | undefined
  return steps.map((step) => {
    const alerts = step.alerts ?? []
    const wanted = alertsToRead(snapshot, alerts)
    const details = Object.fromEntries(wanted.map((id) => [id, step.details?.[id] ?? null]))
    const derived = deriveCompanyEvents(
      snapshot,
      { alerts, subscriptions: step.subscriptions ?? [], details },
      { now: T + step.day * DAY, scope: 'owner-3', companyId: COMPANY, ...options },
    )
    snapshot = JSON.parse(JSON.stringify(derived.snapshot)) as CompanySnapshot
    return derived.events
  })
}

const types = (events: WatchEvent[]) => events.map((event) => event.type)

describe('watcher events: compliance alerts', () => {
  it('CMP-6, CMP-7: opened, due soon at 30, 7 and 1 days before the statutory date, overdue, once each', () => {
    // Due 2026-12-12: the target close date (12-20 in the list) is not "Due" (design.md, "Dates").
    const a = alert('006A')
    const details = { '006A': detail('006A', '2026-12-12') }
    const reads = run([
      { day: 0, alerts: [] },
      { day: 1, alerts: [a], details },
      { day: 9, alerts: [a] },
      { day: 10, alerts: [a] },
      { day: 33, alerts: [a] },
      { day: 38, alerts: [a] },
      { day: 39, alerts: [a] },
      { day: 41, alerts: [a] },
      { day: 60, alerts: [a] },
    ])
    expect(reads.map(types)).toEqual([
      [],
      ['alert.opened'],
      [],
      ['alert.due_soon'],
      ['alert.due_soon'],
      [],
      ['alert.due_soon'],
      ['alert.overdue'],
      [],
    ])
    expect(reads[1]![0]).toMatchObject({
      scope: 'owner-3',
      data: { alertId: '006A', date: '2026-12-12', dateKind: 'due', alertType: 'Annual Report' },
    })
    expect(
      reads
        .flat()
        .filter((e) => e.type === 'alert.due_soon')
        .map((e) => e.data),
    ).toMatchObject([
      { daysBefore: 30, daysLeft: 30 },
      { daysBefore: 7, daysLeft: 7 },
      { daysBefore: 1, daysLeft: 1 },
    ])
  })

  it('crossing several thresholds between two reads says the tightest only; thresholds are configurable', () => {
    const a = alert('006B')
    const details = { '006B': detail('006B', '2026-12-12') }
    const reads = run(
      [
        { day: 0, alerts: [a], details },
        { day: 38, alerts: [a] },
      ],
      { dueSoonDays: [14, 3] },
    )
    expect(reads.map(types)).toEqual([[], ['alert.due_soon']])
    expect(reads[1]![0]).toMatchObject({ data: { daysBefore: 3, daysLeft: 2 } })
  })

  it('without the statutory date the target date is used and named fileBy', () => {
    const reads = run([{ day: 0 }, { day: 1, alerts: [alert('006C', '2026-11-10')] }])
    expect(reads[1]!.map((event) => [event.type, event.data])).toEqual([
      ['alert.opened', expect.objectContaining({ date: '2026-11-10', dateKind: 'fileBy' })],
      ['alert.due_soon', expect.objectContaining({ daysBefore: 7, dateKind: 'fileBy' })],
    ])
  })

  it('CMP-9: an alert that leaves the list and reads closed is filed; one that still reads open is not', () => {
    const a = alert('006D')
    const b = alert('006E')
    const later = { '006D': detail('006D', '2027-06-01'), '006E': detail('006E', '2027-06-01') }
    const reads = run([
      { day: 0, alerts: [a, b], details: later },
      {
        day: 1,
        alerts: [],
        details: { '006D': detail('006D', '2027-06-01', 'Closed Won'), '006E': detail('006E', '2027-06-01') },
      },
      { day: 2, alerts: [], details: { '006E': detail('006E', '2027-06-01', 'Closed Won') } },
      { day: 3, alerts: [] },
    ])
    expect(reads.map(types)).toEqual([[], ['alert.filed'], ['alert.filed'], []])
    expect(reads[1]![0]).toMatchObject({ id: 'alert.filed:a0E5fCompanyAbcdef:006D' })
  })

  it('the first read is a baseline, unless the company is new to the partner', () => {
    const a = alert('006F')
    const details = { '006F': detail('006F', '2027-06-01') }
    expect(run([{ day: 0, alerts: [a], details }]).flat()).toEqual([])
    expect(types(run([{ day: 0, alerts: [a], details }], { announceExisting: true })[0]!)).toEqual([
      'alert.opened',
    ])
  })
})

describe('watcher events: subscriptions', () => {
  it('CMP-17: renewal upcoming 30 and 7 days before a manual term ends, then ended, once each', () => {
    const p = plan('a0SM')
    const reads = run([0, 43, 44, 50, 66, 67, 74, 75, 90].map((day) => ({ day, subscriptions: [p] })))
    expect(reads.map(types)).toEqual([
      [],
      [],
      ['subscription.renewal_upcoming'],
      [],
      [],
      ['subscription.renewal_upcoming'],
      [],
      ['subscription.ended'],
      [],
    ])
    expect(reads[2]![0]).toMatchObject({ data: { renewsOn: '2027-01-15', daysBefore: 30 } })
    expect(reads[7]![0]).toMatchObject({ data: { reason: 'term_ended', endDate: '2027-01-15' } })
  })

  it('an auto-renewing plan announces its renew date and does not end when it rolls over', () => {
    const before = plan('a0SA', { renewalType: 'Auto Renewal', autoRenewDate: '2027-01-15' })
    const after = plan('a0SA', {
      renewalType: 'Auto Renewal',
      startDate: '2027-01-15',
      endDate: '2028-01-15',
      autoRenewDate: '2028-01-15',
    })
    const reads = run([
      { day: 0, subscriptions: [before] },
      { day: 70, subscriptions: [before] },
      { day: 76, subscriptions: [after] },
    ])
    expect(reads.map(types)).toEqual([[], ['subscription.renewal_upcoming'], []])
  })

  it('CMP-15: a plan cancelled while watched ended; one cancelled before the first read is history', () => {
    const reads = run([
      { day: 0, subscriptions: [plan('a0SC'), plan('a0SX', { status: 'Cancelled' })] },
      {
        day: 1,
        subscriptions: [plan('a0SC', { status: 'Cancelled' }), plan('a0SX', { status: 'Cancelled' })],
      },
      {
        day: 2,
        subscriptions: [plan('a0SC', { status: 'Cancelled' }), plan('a0SX', { status: 'Cancelled' })],
      },
    ])
    expect(reads.map(types)).toEqual([[], ['subscription.ended'], []])
    expect(reads[1]![0]).toMatchObject({ data: { subscriptionId: 'a0SC', reason: 'cancelled' } })
  })
})
