import { registerFormedCompany } from '../../../src/formedCompany/registerFormedCompany'
import { DAY, HOUR, watcherHarness } from './watcherHarness'

// The watcher in one process (memory store), against the simulator through the real proxy, its
// clock the simulator's: every kind of event arrives as the simulated service moves on.

const types = (events: { type: string }[]) => events.map((event) => event.type)

describe('createWatcher: orders', () => {
  it('BF-4: follows a formation order to Complete — each event once, in order, in the owner’s scope — and reads it no more', async () => {
    const h = watcherHarness()
    const guid = await h.createFormationOrder()
    expect(await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-1' })).toBe(true)
    expect(await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-1' })).toBe(false)
    await h.run(8 * HOUR, 10 * 60_000)
    // Seven steps (facts' lifecycle): six changes, the filing and the completion.
    expect(types(h.events)).toEqual([
      'order.phase_changed',
      'order.phase_changed',
      'order.phase_changed',
      'order.document_filed',
      'order.phase_changed',
      'order.phase_changed',
      'order.phase_changed',
      'order.completed',
    ])
    expect(
      h.events.map((event) => (event.type === 'order.phase_changed' ? event.data.phase : null)),
    ).toContain('Submitted to Agency')
    expect(new Set(h.events.map((event) => event.id)).size).toBe(h.events.length)
    expect(h.events.every((event) => event.scope === 'owner-1' && event.subject.id === guid)).toBe(true)
    // Terminal: the order is never read again (its formed company is, on the slower cycle).
    const reads = () => h.upstreamAt.length
    const before = reads()
    await h.run(2 * DAY, HOUR)
    expect(types(h.events).filter((type) => type.startsWith('order.'))).toHaveLength(8)
    expect(reads() - before).toBeLessThan(20)
  })

  it('BF-7: an RFI asks the owner once; answered through the portal, the order goes on to completion', async () => {
    const h = watcherHarness({ sim: { formationRfiRate: 1 } })
    const guid = await h.createFormationOrder()
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-1' })
    await h.run(6 * HOUR, 10 * 60_000)
    const asked = h.events.filter((event) => event.type === 'order.information_needed')
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ scope: 'owner-1', data: { kind: 'signature', orderGuid: guid } })
    // A signature request is answered signed (issue 34: the owner types their full name).
    await h.client.formation.updateOrder(guid, {
      contact: { contactPhone: '2055550101' },
      signature: {
        fullName: 'Ada Lovelace',
        signedAt: new Date(h.sim.now()).toISOString(),
        statement: 'I sign.',
      },
    })
    await h.run(8 * HOUR, 10 * 60_000)
    expect(
      types(h.events).filter((type) => type !== 'order.phase_changed' && type !== 'order.document_filed'),
    ).toEqual(['order.information_needed', 'order.completed'])
    expect(new Set(h.events.map((event) => event.id)).size).toBe(h.events.length)
  })

  it('the formed company is registered once with PCID = orderGuid, in the owner’s scope, and its alerts are watched', async () => {
    const registered: unknown[] = []
    const h = watcherHarness({
      watcher: { onCompanyRegistered: (info) => void registered.push(info) },
    })
    const guid = await h.createFormationOrder('Difference Engines LLC')
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-2' })
    await h.run(12 * HOUR, 30 * 60_000)
    const formed = [...h.sim.state.companies.values()].filter((company) => company.PCID === guid)
    expect(formed).toHaveLength(1)
    expect(formed[0]).toMatchObject({ name: 'Difference Engines LLC', homeState: 'AL' })
    expect(registered).toEqual([{ companyId: formed[0]!.id, orderGuid: guid, scope: 'owner-2' }])
    // Read again and again, it stays one company.
    await h.run(3 * DAY, 6 * HOUR)
    expect([...h.sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(1)
  })

  it('registerFormedCompanies: false leaves the formed company to the page that registers it: the order completes, no company is made', async () => {
    const h = watcherHarness({ watcher: { registerFormedCompanies: false } })
    const guid = await h.createFormationOrder('Babbage Tables LLC')
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-3' })
    await h.run(12 * HOUR, 30 * 60_000)
    expect(types(h.events)).toContain('order.completed')
    expect([...h.sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(0)
  })

  it('a registration whose answer was lost is found again by its PCID, not made twice', async () => {
    const h = watcherHarness({ sim: { phaseDurationMs: 10 * 60_000 } })
    const guid = await h.createFormationOrder('Jacquard Looms LLC')
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-4' })
    h.sim.failNext('compliance.createCompany', 500)
    const failed = () =>
      h.logs.some((log) => log.error?.includes(`registering the formed company of ${guid}`))
    for (let step = 0; step < 12 && !failed(); step++) await h.run(10 * 60_000)
    expect(failed()).toBe(true)
    expect([...h.sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(0)
    // As if that create had reached the service before its answer was lost.
    await h.client.compliance.createCompany({ name: 'Jacquard Looms LLC', PCID: guid })
    await h.run(2 * HOUR, 10 * 60_000)
    expect([...h.sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(1)
  })

  it('CMP-3: a formed company the portal registered already (its PCID the order’s id) is followed, not made again', async () => {
    const registered: string[] = []
    const h = watcherHarness({
      sim: { phaseDurationMs: 10 * 60_000 },
      watcher: { onCompanyRegistered: ({ companyId }) => void registered.push(companyId) },
    })
    const guid = await h.createFormationOrder('Babbage Engines LLC')
    await h.watcher.followOrder(guid, { product: 'formation', scope: 'owner-5' })
    // The order completes before the watcher's first read, and the owner's tracker registers it.
    h.sim.advance(2 * HOUR)
    const order = await h.client.formation.getOrder(guid)
    const mine = await registerFormedCompany(h.client, order, { orderGuid: guid })
    expect(mine).toMatchObject({ created: true })
    await h.run(HOUR, 10 * 60_000)
    expect([...h.sim.state.companies.values()].filter((company) => company.PCID === guid)).toHaveLength(1)
    expect(registered).toEqual([mine!.companyId])
  })

  it('TAX-2: a tax registration gives its account numbers (last four only), its rates and its completion', async () => {
    const h = watcherHarness()
    const guid = await h.createTaxOrder()
    await h.watcher.followOrder(guid, { product: 'tax', scope: 'owner-3' })
    await h.run(10 * HOUR, 10 * 60_000)
    const kinds = types(h.events)
    // Two accounts in California (unemployment insurance and withholding): a number and a rate each.
    expect(kinds.filter((type) => type !== 'order.phase_changed')).toEqual([
      'tax.account_issued',
      'tax.account_issued',
      'tax.rate_assigned',
      'tax.rate_assigned',
      'order.completed',
    ])
    const accounts = h.sim.state.taxOrders.get(guid)!.accounts
    const issued = h.events.find((event) => event.type === 'tax.account_issued')!
    expect(issued.data).toMatchObject({ accountNumberLast4: accounts[0]!.accountNumber.slice(-4) })
    expect(JSON.stringify(h.events)).not.toContain(accounts[0]!.accountNumber)
  })
})
