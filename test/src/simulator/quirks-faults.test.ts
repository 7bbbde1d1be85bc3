import { call, makeSim } from './helpers'

const PACKAGES = '/api/business-formation-v2/package?entityType=LLC&state=Texas'

describe('simulator quirks', () => {
  it('GEN-2: with doubleEncoded every body is a JSON string holding JSON, on any endpoint', async () => {
    const { sim, compliance } = makeSim({ quirks: { doubleEncoded: true } })
    for (const path of [`${compliance}/alerts`, `${compliance}/companies`, PACKAGES]) {
      const answer = await call(sim, 'GET', path)
      const once: unknown = JSON.parse(answer.text)
      expect(typeof once).toBe('string')
      expect(typeof JSON.parse(once as string)).toBe('object')
    }
    const error = await call(sim, 'GET', `${compliance}/companies`, { token: null })
    expect(typeof JSON.parse(error.text)).toBe('string')
  })

  it('GEN-2: with textPlain JSON comes as text/plain; off, as application/json', async () => {
    const { sim, compliance } = makeSim()
    expect((await call(sim, 'GET', `${compliance}/alerts`)).contentType).toMatch(/^application\/json/)
    sim.setQuirks({ textPlain: true })
    const answer = await call(sim, 'GET', `${compliance}/alerts`)
    expect(answer.contentType).toMatch(/^text\/plain/)
    expect(answer.body.opportunities.length).toBeGreaterThan(0)
    sim.setQuirks({ textPlain: false })
    expect((await call(sim, 'GET', `${compliance}/alerts`)).contentType).toMatch(/^application\/json/)
  })

  it('stringStatusCode writes Formation and Tax statusCode as a string, never Compliance’s', async () => {
    const { sim, compliance } = makeSim({ quirks: { stringStatusCode: true } })
    expect((await call(sim, 'GET', PACKAGES)).body.statusCode).toBe('200')
    expect(
      (await call(sim, 'GET', '/api/api-partners-v10/tax-reg-50states/801NOSUCHORDER0000')).body.statusCode,
    ).toBe('200')
    expect((await call(sim, 'GET', `${compliance}/companies`)).body.statusCode).toBe(200)
  })

  it('valueOrderEnvelopes puts packages under value and the summary under order', async () => {
    const { sim, partner } = makeSim()
    const guid = [...sim.state.formationOrders.values()].find(
      (order) => order.partnerId === partner.partnerId,
    )?.orderGuid
    const summaryPath = `/api/business-formation-v2/order-summary/${guid}`
    expect((await call(sim, 'GET', PACKAGES)).body.data.packageCollection).toHaveLength(1)
    expect((await call(sim, 'GET', summaryPath)).body.data.Id).toBe(guid)
    sim.setQuirks({ valueOrderEnvelopes: true })
    const packages = await call(sim, 'GET', PACKAGES)
    expect(packages.body.data).toBeUndefined()
    expect(packages.body.value.packageCollection).toHaveLength(1)
    const summary = await call(sim, 'GET', summaryPath)
    expect(summary.body.data).toBeUndefined()
    expect(summary.body.order.Id).toBe(guid)
  })
})

describe('simulator faults', () => {
  it('failNext answers the chosen status once, in the service’s 5xx shape, then recovers', async () => {
    const { sim, compliance } = makeSim()
    sim.failNext('compliance.listAlerts', 503)
    const failed = await call(sim, 'GET', `${compliance}/alerts`)
    expect(failed.status).toBe(503)
    expect(failed.body).toEqual({
      statusCode: 503,
      message: 'Something went wrong. Please try again later.',
      errorMessage: ['Something went wrong. Please try again later.'],
      data: null,
    })
    // Other operations are untouched, and the next call succeeds.
    expect((await call(sim, 'GET', `${compliance}/companies`)).status).toBe(200)
    expect((await call(sim, 'GET', `${compliance}/alerts`)).status).toBe(200)
  })

  it('failNext works for auth-shaped statuses too, and a failed write stores nothing', async () => {
    const { sim, compliance } = makeSim()
    const before = sim.state.companies.size
    sim.failNext('compliance.createCompany', 500)
    expect((await call(sim, 'POST', `${compliance}/companies`, { body: { name: 'Lost LLC' } })).status).toBe(
      500,
    )
    expect(sim.state.companies.size).toBe(before)
    sim.failNext('formation.getPackages', 401)
    const unauthorized = await call(sim, 'GET', PACKAGES)
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.body.errorMessage).toHaveLength(1)
  })

  it('errorRate fails a share of requests, the same ones for the same seed', async () => {
    const run = async (seed: number) => {
      const { sim, compliance } = makeSim({ seed, faults: { errorRate: 0.3 } })
      const statuses: number[] = []
      for (let index = 0; index < 40; index++)
        statuses.push((await call(sim, 'GET', `${compliance}/companies`)).status)
      return statuses
    }
    const first = await run(7)
    expect(await run(7)).toEqual(first)
    const failures = first.filter((status) => status === 500).length
    expect(failures).toBeGreaterThan(3)
    expect(failures).toBeLessThan(25)
    expect(await run(8)).not.toEqual(first)
  })

  it('errorRate can be limited to some operations', async () => {
    const { sim, compliance } = makeSim({
      faults: { errorRate: 1, operations: ['compliance.listAlerts'], errorStatus: 502 },
    })
    expect((await call(sim, 'GET', `${compliance}/alerts`)).status).toBe(502)
    expect((await call(sim, 'GET', `${compliance}/companies`)).status).toBe(200)
  })

  it('latency delays answers by a fixed time or a seeded range', async () => {
    vi.useFakeTimers()
    try {
      const { sim, compliance } = makeSim({ latencyMs: 500 })
      let done = false
      const pending = call(sim, 'GET', `${compliance}/companies`).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(499)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await pending
      expect(done).toBe(true)

      const ranged = makeSim({ latencyMs: [100, 200] })
      let rangedDone = false
      const rangedPending = call(ranged.sim, 'GET', `${ranged.compliance}/companies`).then(
        () => (rangedDone = true),
      )
      await vi.advanceTimersByTimeAsync(99)
      expect(rangedDone).toBe(false)
      await vi.advanceTimersByTimeAsync(101)
      await rangedPending
      expect(rangedDone).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('simulator clock', () => {
  it('follows Vitest fake timers when no now() is given', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-02T09:00:00Z') })
    try {
      const { createPartnerSimulator } = await import('../../../src/simulator')
      const sim = createPartnerSimulator({ phaseDurationMs: 60_000 })
      const received = [...sim.state.formationOrders.values()].find(
        (order) => order.timeline.steps[order.timeline.index]?.status === 'Third Party Received',
      )
      const read = async () =>
        (await (
          await sim.fetch(`https://x.test/api/business-formation-v2/get-order/${received?.orderGuid}`, {
            headers: { authorization: `Bearer ${sim.tokens.production}` },
          })
        ).json()) as { data: { partnerOrder: { orderPhase: string } } }
      expect((await read()).data.partnerOrder.orderPhase).toBe('Order Received')
      vi.advanceTimersByTime(60_000)
      expect((await read()).data.partnerOrder.orderPhase).toBe('Reviewing Information')
    } finally {
      vi.useRealTimers()
    }
  })

  it('reset() brings back the seeded state', async () => {
    const { sim, compliance } = makeSim()
    const before = sim.state.companies.size
    await call(sim, 'POST', `${compliance}/companies`, { body: { name: 'Temporary LLC' } })
    sim.advance(10_000)
    expect(sim.state.companies.size).toBe(before + 1)
    sim.reset()
    expect(sim.state.companies.size).toBe(before)
    expect(sim.now()).toBe(Date.parse('2026-11-02T09:00:00Z'))
  })
})
