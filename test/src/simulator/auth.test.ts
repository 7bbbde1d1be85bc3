import { call, makeSim, ORIGIN } from './helpers'

const TAX_GET = '/api/api-partners-v10/tax-reg-50states/8015fNOSUCHORDER00'
const PACKAGES = '/api/business-formation-v2/package?entityType=LLC&state=Delaware'

describe('simulator authentication', () => {
  it('AUTH-2: a missing Authorization header is 401 with {statusCode, message, errorMessage}', async () => {
    const { sim, compliance } = makeSim()
    const answer = await call(sim, 'GET', `${compliance}/companies`, { token: null })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      statusCode: 401,
      message: expect.any(String),
      errorMessage: [expect.any(String)],
    })
  })

  it('AUTH-2: malformed, invalid and revoked tokens are 401', async () => {
    const { sim, compliance } = makeSim()
    const malformed = await call(sim, 'GET', `${compliance}/companies`, {
      token: null,
      headers: { authorization: sim.tokens.production },
    })
    const invalid = await call(sim, 'GET', `${compliance}/companies`, { token: 'pk_live_not_a_token' })
    const revoked = await call(sim, 'GET', `${compliance}/companies`, { token: sim.tokens.revoked })
    for (const answer of [malformed, invalid, revoked]) {
      expect(answer.status).toBe(401)
      expect(answer.body.errorMessage).toHaveLength(1)
    }
  })

  it('AUTH-2: requests without a valid token are rejected before any processing', async () => {
    const { sim, compliance } = makeSim()
    const before = sim.state.companies.size
    const answer = await call(sim, 'POST', `${compliance}/companies`, {
      token: sim.tokens.revoked,
      body: { name: 'Sneaky LLC' },
    })
    expect(answer.status).toBe(401)
    expect(sim.state.companies.size).toBe(before)
    // Even a path that exists nowhere answers 401, not 404: nothing is looked at before the token.
    expect((await call(sim, 'GET', '/no/such/path', { token: null })).status).toBe(401)
    expect((await call(sim, 'GET', '/no/such/path')).status).toBe(404)
  })

  it('AUTH-3: a staging token on production is 401, and a production token on staging too', async () => {
    const production = makeSim().sim
    const staging = makeSim({ environment: 'staging' }).sim
    const path = (sim: typeof production) => `/v1/partners/${sim.partners[0]?.partnerId}/companies`
    expect(
      (await call(production, 'GET', path(production), { token: production.tokens.staging })).status,
    ).toBe(401)
    expect(
      (await call(production, 'GET', path(production), { token: production.tokens.production })).status,
    ).toBe(200)
    expect((await call(staging, 'GET', path(staging), { token: staging.tokens.production })).status).toBe(401)
    expect((await call(staging, 'GET', path(staging), { token: staging.tokens.staging })).status).toBe(200)
  })

  it('AUTH-4: a token without the product is 403 on that product only', async () => {
    const { sim, compliance } = makeSim()
    const { formationOnly, taxOnly, complianceOnly } = sim.tokens
    const expectations: [string, string, number][] = [
      [formationOnly, PACKAGES, 200],
      [formationOnly, TAX_GET, 403],
      [formationOnly, `${compliance}/companies`, 403],
      [taxOnly, TAX_GET, 400],
      [taxOnly, PACKAGES, 403],
      [taxOnly, `${compliance}/companies`, 403],
      [complianceOnly, `${compliance}/companies`, 200],
      [complianceOnly, PACKAGES, 403],
      [complianceOnly, TAX_GET, 403],
    ]
    for (const [token, path, status] of expectations) {
      const answer = await call(sim, 'GET', path, { token })
      expect({ path, status: answer.status }).toEqual({ path, status })
      if (status === 403)
        expect(answer.body).toMatchObject({ statusCode: 403, errorMessage: [expect.any(String)] })
    }
  })

  it('AUTH-4: a resource of another partner is 403', async () => {
    const { sim, compliance, other } = makeSim()
    const theirs = [...sim.state.subscriptions.values()].find(
      (subscription) => subscription.partnerId === other.partnerId,
    )
    const theirOrder = [...sim.state.formationOrders.values()].find(
      (order) => order.partnerId === other.partnerId,
    )
    expect(theirs && theirOrder).toBeTruthy()
    expect((await call(sim, 'GET', `${compliance}/subscriptions/${theirs?.id}`)).status).toBe(403)
    expect(
      (await call(sim, 'GET', `/api/business-formation-v2/get-order/${theirOrder?.orderGuid}`)).status,
    ).toBe(403)
    expect((await call(sim, 'GET', `/v1/partners/${other.partnerId}/companies`)).status).toBe(403)
  })

  it('AUTH-5: one token covers Formation and Tax Registration, and the same token works for Compliance', async () => {
    const { sim, compliance } = makeSim()
    const ownTax = [...sim.state.taxOrders.values()].find(
      (order) => order.partnerId === sim.partners[0]?.partnerId,
    )
    expect((await call(sim, 'GET', PACKAGES)).status).toBe(200)
    expect(
      (await call(sim, 'GET', `/api/api-partners-v10/tax-reg-50states/${ownTax?.orderGuid}`)).status,
    ).toBe(200)
    expect((await call(sim, 'GET', `${compliance}/alerts`)).status).toBe(200)
  })

  it('CMP-1: a partnerId that resolves to no account is 400 with the endpoint’s empty data', async () => {
    const { sim } = makeSim()
    const base = '/v1/partners/P000000'
    const cases: [string, string, unknown, unknown][] = [
      ['GET', `${base}/companies`, undefined, []],
      ['GET', `${base}/companies/a0Ex`, undefined, null],
      ['GET', `${base}/alerts`, undefined, []],
      ['GET', `${base}/subscriptions/a0Sx`, undefined, null],
      ['POST', `${base}/companies`, { name: 'X LLC' }, null],
      ['POST', `${base}/companies/bulk`, [{ name: 'X LLC' }], []],
      ['GET', `${base}/alerts/006x`, undefined, null],
      ['POST', `${base}/alerts/006x/orders`, { complianceForms: [] }, false],
      ['GET', `${base}/subscriptions`, undefined, null],
      ['POST', `${base}/subscriptions/a0Sx/renew`, { id: 'a0Sx' }, false],
      ['POST', `${base}/subscriptions/a0Sx/cancel`, {}, null],
    ]
    for (const [method, path, body, data] of cases) {
      const answer = await call(sim, method, path, { body })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ statusCode: 400, message: expect.stringContaining('P000000'), data })
    }
  })

  it('CMP-1: every Compliance path starts with /v1/partners/{partnerId}; another partner’s id is 403', async () => {
    const { sim, other } = makeSim()
    const alerts = await call(sim, 'GET', `/v1/partners/${other.partnerId}/alerts`)
    expect(alerts.status).toBe(403)
    expect(alerts.body).toEqual({ statusCode: 403, message: expect.any(String) })
    expect((await call(sim, 'GET', '/v1/companies')).status).toBe(404)
  })
})

describe('sim.viaProxy', () => {
  it('strips the base path, adds the bearer token and keeps method and body', async () => {
    const { sim, compliance } = makeSim()
    const proxied = sim.viaProxy()
    const created = await proxied(`${ORIGIN}/api/partner${compliance}/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer from-the-browser' },
      body: JSON.stringify({ name: 'Proxy Test LLC', PCID: 'P-1' }),
    })
    expect(created.status).toBe(200)
    const { data } = (await created.json()) as { data: { companyId: string; PCID: string } }
    expect(data.PCID).toBe('P-1')
    const read = await proxied(new Request(`${ORIGIN}/api/partner${compliance}/companies/${data.companyId}`))
    expect(((await read.json()) as { data: { name: string } }).data.name).toBe('Proxy Test LLC')
  })

  it('uses the token it is given, and refuses paths outside its base path', async () => {
    const { sim, compliance } = makeSim()
    const staging = sim.viaProxy({ basePath: '/bff', token: sim.tokens.staging })
    expect((await staging(`${ORIGIN}/bff${compliance}/companies`)).status).toBe(401)
    expect((await sim.viaProxy()(`${ORIGIN}/elsewhere${compliance}/companies`)).status).toBe(404)
  })
})
