import { call, makeSim, validFormationOrder } from './helpers'

// What the simulator's clock does to compliance records and new orders (issue 33): enough happens
// over time for every event a watcher reports — RFIs of both kinds, new alerts, terms that end.

const DAY = 86_400_000
const CREATE = '/api/business-formation-v2/create-order'

const openAlertIds = async (setup: ReturnType<typeof makeSim>) =>
  ((await call(setup.sim, 'GET', `${setup.compliance}/alerts`)).body.opportunities as { id: string }[]).map(
    (alert) => alert.id,
  )

describe('simulator: the clock', () => {
  it('opens new alerts as cycles pass, due weeks after they open, the same for the same seed', async () => {
    const setup = makeSim({ newAlertRate: 0.3 })
    const before = await openAlertIds(setup)
    setup.sim.advance(29 * DAY)
    expect(await openAlertIds(setup)).toEqual(before)
    setup.sim.advance(2 * DAY)
    const after = await openAlertIds(setup)
    const opened = after.filter((id) => !before.includes(id))
    expect(opened.length).toBeGreaterThan(0)
    const today = new Date(setup.sim.now()).toISOString().slice(0, 10)
    for (const id of opened) {
      const detail = (await call(setup.sim, 'GET', `${setup.compliance}/alerts/${id}`)).body.data
      expect(detail.alertActualDueDate > today).toBe(true)
      expect(detail.status).toBe('Prospecting')
    }

    const again = makeSim({ newAlertRate: 0.3 })
    again.sim.advance(31 * DAY)
    expect(await openAlertIds(again)).toEqual(after)
  })

  it('newAlertRate 0 opens none', async () => {
    const setup = makeSim({ newAlertRate: 0 })
    const before = await openAlertIds(setup)
    setup.sim.advance(400 * DAY)
    expect(await openAlertIds(setup)).toEqual(before)
  })

  it('CMP-17: an auto-renewing term that ended starts its next year, with the renew date moved along', async () => {
    const setup = makeSim()
    const plan = [...setup.sim.state.subscriptions.values()].find(
      (candidate) =>
        candidate.partnerId === setup.partner.partnerId &&
        candidate.status === 'Active' &&
        candidate.renewalType === 'Auto Renewal',
    )!
    const ended = plan.endDate
    setup.sim.advance(Date.parse(`${ended}T00:00:00Z`) - setup.sim.now() + 2 * DAY)
    const read = (await call(setup.sim, 'GET', `${setup.compliance}/subscriptions/${plan.id}`)).body.data
    expect(read).toMatchObject({ status: 'Active', startDate: ended })
    expect(read.endDate > ended).toBe(true)
    expect(read.autoRenewDate).toBe(read.endDate)
  })

  it('a Registered Agent cancellation in review takes effect when its term ends; a manual plan keeps its past end date', async () => {
    const setup = makeSim()
    const plans = [...setup.sim.state.subscriptions.values()].filter(
      (candidate) => candidate.partnerId === setup.partner.partnerId,
    )
    const review = plans.find((candidate) => candidate.status === 'Ready for Review')!
    const manual = plans.find(
      (candidate) => candidate.status === 'Active' && candidate.renewalType === 'Manual',
    )!
    const latest = [review.endDate, manual.endDate].sort().at(-1)!
    const manualEnd = manual.endDate
    setup.sim.advance(Date.parse(`${latest}T00:00:00Z`) - setup.sim.now() + 2 * DAY)
    const get = async (id: string) =>
      (await call(setup.sim, 'GET', `${setup.compliance}/subscriptions/${id}`)).body.data
    expect(await get(review.id)).toMatchObject({ status: 'Cancelled', autoRenewDate: null })
    expect(await get(manual.id)).toMatchObject({ status: 'Active', endDate: manualEnd })
  })

  it('BF-7: created orders meet both kinds of RFI at the default rate, and a held order waits for its answer', async () => {
    const setup = makeSim()
    const guids: string[] = []
    for (let index = 0; index < 40; index++) {
      const body = await validFormationOrder(setup.sim, setup.partner.apiUserPid)
      guids.push((await call(setup.sim, 'POST', CREATE, { body })).body.data.partnerOrder.orderGuid)
    }
    setup.sim.advance(30 * DAY)
    const statuses = new Set<string>()
    for (const guid of guids) {
      const read = await call(setup.sim, 'GET', `/api/business-formation-v2/get-order/${guid}`)
      statuses.add(read.body.data.partnerOrder.orderStatus)
    }
    expect(statuses).toContain('Signature Needed RFI')
    expect(statuses).toContain('Data Needed RFI')
    expect(statuses).toContain('Complete Info Received')
  })
})
