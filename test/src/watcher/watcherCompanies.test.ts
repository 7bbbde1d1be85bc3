import { completedForms } from '../../support/fixtures'
import { DAY, HOUR, watcherHarness } from './watcherHarness'

// A company of the partner's compliance list, watched as the simulated months pass: its alerts open,
// come due and are filed; its plans come up for renewal and end.

const T0 = Date.parse('2026-11-02T09:00:00Z')

function setup(options: { newAlertRate?: number } = {}) {
  // Companies read daily here (6 hours by default), so months pass in few reads.
  const h = watcherHarness({
    sim: { now: () => T0, newAlertRate: options.newAlertRate ?? 0 },
    watcher: { intervals: { companyMs: DAY } },
  })
  const own = [...h.sim.state.companies.values()].filter(
    (company) => company.partnerId === h.partner.partnerId,
  )
  return { h, own }
}

describe('createWatcher: companies', () => {
  it('CMP-9: an alert the owner files is reported filed, once; the first read announces nothing new', async () => {
    const { h, own } = setup()
    const alert = [...h.sim.state.alerts.values()].find(
      (candidate) =>
        candidate.open &&
        candidate.partnerId === h.partner.partnerId &&
        candidate.alertActualDueDate > '2027-02-01',
    )!
    await h.watcher.followCompany(alert.companyId, { scope: 'owner-9' })
    await h.run(7 * HOUR, HOUR)
    expect(h.events.filter((event) => event.type === 'alert.opened')).toEqual([])
    const read = await h.client.compliance.getAlert(alert.id)
    await h.client.compliance.submitAlertForms(alert.id, {
      complianceForms: completedForms(h.sim, alert.id, read.complianceForms),
    })
    await h.run(2 * DAY, DAY)
    const filed = h.events.filter((event) => event.type === 'alert.filed')
    expect(filed).toHaveLength(1)
    expect(filed[0]).toMatchObject({
      scope: 'owner-9',
      subject: { kind: 'company', id: alert.companyId },
      data: { alertId: alert.id, dateKind: 'due', date: alert.alertActualDueDate },
    })
    expect(own.length).toBeGreaterThan(0)
  })

  it('new alerts are reported opened, then due soon by their statutory date, then overdue, each once', async () => {
    const { h, own } = setup({ newAlertRate: 0.5 })
    for (const company of own.slice(0, 8))
      await h.watcher.followCompany(company.id, { scope: `owner-${company.id}` })
    await h.run(7 * HOUR, HOUR)
    const baseline = new Set(h.events.map((event) => event.id))
    await h.run(160 * DAY, DAY)
    const opened = h.events.filter((event) => event.type === 'alert.opened')
    expect(opened.length).toBeGreaterThan(0)
    const today = new Date(h.sim.now()).toISOString().slice(0, 10)
    let pastDue = 0
    for (const event of opened) {
      const alert = h.sim.state.alerts.get(event.data.alertId)!
      expect(event.data).toMatchObject({ date: alert.alertActualDueDate, dateKind: 'due' })
      expect(event.scope).toBe(`owner-${alert.companyId}`)
      const later = h.events
        .filter(
          (other) =>
            'alertId' in other.data && other.data.alertId === alert.id && other.type !== 'alert.opened',
        )
        .map((other) => (other.type === 'alert.due_soon' ? `soon:${other.data.daysBefore}` : other.type))
      // Opened 20–120 days before it is due and read daily: 30, 7 and 1 days before, then overdue.
      if (alert.alertActualDueDate < today) {
        pastDue += 1
        expect(later).toEqual(['soon:30', 'soon:7', 'soon:1', 'alert.overdue'])
      } else expect(['soon:30', 'soon:7', 'soon:1'].slice(0, later.length)).toEqual(later)
    }
    expect(pastDue).toBeGreaterThan(0)
    expect(new Set(h.events.map((event) => event.id)).size).toBe(h.events.length)
    expect(h.events.filter((event) => baseline.has(event.id))).toHaveLength(baseline.size)
  })

  it('CMP-15, CMP-17: a plan comes up for renewal, and ends when cancelled or when its manual term runs out', async () => {
    const { h } = setup()
    const plans = [...h.sim.state.subscriptions.values()].filter(
      (plan) => plan.partnerId === h.partner.partnerId && plan.status === 'Active',
    )
    const manual = plans.find((plan) => plan.renewalType === 'Manual')!
    const other = plans.find(
      (plan) => plan.entityId !== manual.entityId && plan.serviceCategory !== 'RegisteredAgent',
    )!
    await h.watcher.followCompany(manual.entityId, { scope: 'owner-m' })
    await h.watcher.followCompany(other.entityId, { scope: 'owner-o' })
    await h.run(7 * HOUR, HOUR)
    await h.client.compliance.cancelSubscription(other.id)
    const days = Math.ceil((Date.parse(manual.endDate) - h.sim.now()) / DAY) + 2
    await h.run(days * DAY, DAY)
    const about = (id: string) =>
      h.events.filter((event) => 'subscriptionId' in event.data && event.data.subscriptionId === id)
    expect(about(other.id).filter((event) => event.type === 'subscription.ended')).toEqual([
      expect.objectContaining({ scope: 'owner-o', data: expect.objectContaining({ reason: 'cancelled' }) }),
    ])
    const manualEvents = about(manual.id)
    expect(manualEvents.at(-1)).toMatchObject({
      type: 'subscription.ended',
      data: { reason: 'term_ended', endDate: manual.endDate },
    })
    const upcoming = manualEvents.filter((event) => event.type === 'subscription.renewal_upcoming')
    expect(upcoming.map((event) => event.data.daysBefore)).toEqual(days > 31 ? [30, 7] : days > 8 ? [7] : [])
  })
})
