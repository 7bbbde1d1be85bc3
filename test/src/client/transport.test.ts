import { createPartnerClient, isPartnerApiError } from '../../../src/index'
import { BASE_URL, rejection, setup } from './setup'

/** Wraps the simulator's answers for one path, to play transport faults the service itself cannot. */
function rewriting(
  inner: typeof fetch,
  rewrite: (response: Response, url: string) => Response | Promise<Response>,
): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    return rewrite(await inner(request), request.url)
  }
}

describe('the request pipeline', () => {
  it('GEN-1: a 200 whose body says statusCode 500 is a success; a 400 whose body says 200 is a failure', async () => {
    const { sim, partner } = setup()
    const viaProxy = sim.viaProxy()
    const fetch = rewriting(viaProxy, async (response, url) => {
      const body = await response.json()
      if (url.includes('/companies'))
        return Response.json({ ...body, statusCode: 500, message: 'Error' }, { status: 200 })
      return Response.json({ ...body, statusCode: 200, message: 'Success' }, { status: 400 })
    })
    const client = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch })
    await expect(client.compliance.listCompanies()).resolves.toEqual(expect.any(Array))
    expect((await rejection(client.compliance.listSubscriptions())).kind).toBe('validation')
  })

  it('GEN-3: a read that meets 5xx is retried with back-off and then succeeds', async () => {
    const { client, sim, sent } = setup()
    sim.failNext('compliance.listAlerts', 502)
    sim.failNext('compliance.listAlerts', 500)
    await expect(client.compliance.listAlerts()).resolves.toEqual(expect.any(Array))
    expect(sent.filter((request) => request.url.includes('/alerts'))).toHaveLength(3)
  })

  it('GEN-3: a write that meets 5xx is never retried', async () => {
    const { client, sim, sent } = setup()
    sim.failNext('compliance.createCompany', 500)
    expect((await rejection(client.compliance.createCompany({ name: 'Once Only LLC' }))).kind).toBe('server')
    expect(sent).toHaveLength(1)
    expect(
      (await client.compliance.listCompanies()).some((company) => company.name === 'Once Only LLC'),
    ).toBe(false)
  })

  it('GEN-3: retries stop after the configured attempts, and 4xx is never retried', async () => {
    const { client, sim, sent } = setup({}, { retry: { attempts: 2, baseDelayMs: 1 } })
    for (let index = 0; index < 5; index += 1) sim.failNext('compliance.getSubscription', 503)
    expect((await rejection(client.compliance.getSubscription('a0S000000000001AAA'))).kind).toBe('server')
    expect(sent).toHaveLength(3)
    sim.failNext('compliance.listCompanies', 400)
    await rejection(client.compliance.listCompanies())
    expect(sent).toHaveLength(4)
  })

  it('GEN-4: unknown members are kept; a missing required member is a typed contract error', async () => {
    const { sim, partner } = setup()
    const viaProxy = sim.viaProxy()
    let drop = false
    const fetch = rewriting(viaProxy, async (response) => {
      const body = await response.json()
      const alerts = body.opportunities.map((alert: Record<string, unknown>) => {
        const { name: _name, ...rest } = alert
        return drop ? rest : { ...alert, riskScore: 7 }
      })
      return Response.json({ ...body, opportunities: alerts })
    })
    const client = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch })
    const [first] = await client.compliance.listAlerts()
    expect(first).toHaveProperty('riskScore', 7)
    drop = true
    const error = await rejection(client.compliance.listAlerts())
    expect(error.kind).toBe('contract')
    expect(error.issues.join()).toMatch(/0\.name/)
  })

  it('GEN-4: a body that is not JSON (a gateway’s HTML) is a contract error, not a crash', async () => {
    const { sim, partner } = setup()
    const fetch = rewriting(sim.viaProxy(), () => new Response('<html>Bad Gateway</html>', { status: 200 }))
    const client = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch })
    expect((await rejection(client.compliance.listCompanies())).kind).toBe('contract')
  })

  it('BF-7: an update answer that is not an order reads as an acknowledgement (null), never a fake order', async () => {
    const { sim, partner } = setup()
    const fetch = rewriting(sim.viaProxy() as typeof globalThis.fetch, () =>
      Response.json({ statusCode: 200, message: 'OK', data: { partnerOrder: { foo: 1 } } }),
    )
    const client = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch })
    await expect(
      client.formation.updateOrder('801000000000000AAA', { contact: { contactPhone: '1' } }),
    ).resolves.toBeNull()
  })

  it('GEN-7: request bodies go as application/json; reads send no body', async () => {
    const { client, sent } = setup()
    await client.compliance.createCompany({ name: 'Typed Body LLC' })
    await client.compliance.listCompanies()
    expect(sent[0]!.headers.get('content-type')).toBe('application/json')
    expect(sent[1]!.body).toBeUndefined()
  })

  it('AUTH-2: a rejected session is unauthorized; onUnauthorized refreshes and the request is sent once more', async () => {
    const { sim, partner } = setup()
    let token = sim.tokens.revoked
    const viaSession: typeof fetch = (input, init) => sim.viaProxy({ token })(new Request(input, init))
    const plain = createPartnerClient({ baseUrl: BASE_URL, partnerId: partner.partnerId, fetch: viaSession })
    const error = await rejection(plain.compliance.listCompanies())
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 })

    const onUnauthorized = vi.fn(async () => {
      token = sim.tokens.production
      return true
    })
    const refreshing = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: partner.partnerId,
      fetch: viaSession,
      onUnauthorized,
    })
    await expect(refreshing.compliance.createCompany({ name: 'After Refresh LLC' })).resolves.toHaveProperty(
      'companyId',
    )
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('AUTH-2: when the refresh fails the 401 stands and nothing loops', async () => {
    const { sim, partner } = setup()
    const fetch = vi.fn(((input: RequestInfo | URL, init?: RequestInit) =>
      sim.viaProxy({ token: sim.tokens.revoked })(new Request(input, init))) as typeof globalThis.fetch)
    const client = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: partner.partnerId,
      fetch,
      onUnauthorized: async () => true,
    })
    expect((await rejection(client.compliance.listCompanies())).kind).toBe('unauthorized')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('AUTH-4: a token without the product’s entitlement is forbidden', async () => {
    const { sim, partner } = setup()
    const formationOnly: typeof fetch = (input, init) =>
      sim.viaProxy({ token: sim.tokens.formationOnly })(new Request(input, init))
    const client = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: partner.partnerId,
      fetch: formationOnly,
    })
    expect((await rejection(client.compliance.listCompanies())).kind).toBe('forbidden')
    await expect(client.formation.getPackages({ entityType: 'LLC', state: 'Texas' })).resolves.toBeDefined()
  })

  it('times out a slow answer, reports kind timeout, and a caller abort is kind aborted', async () => {
    const { client } = setup({ latencyMs: 200 }, { timeoutMs: 20, retry: { attempts: 0 } })
    expect((await rejection(client.compliance.listCompanies())).kind).toBe('timeout')
    const controller = new AbortController()
    const pending = client.compliance.listAlerts({}, { signal: controller.signal, timeoutMs: 5_000 })
    controller.abort()
    expect((await rejection(pending)).kind).toBe('aborted')
  })

  it('a network failure is kind network, and no header value given to the client leaks into the error', async () => {
    const secret = 'csrf-7f3a9c1e5b2d'
    const fetch = (async () => {
      throw new TypeError(`connect ECONNREFUSED while sending x-csrf-token: ${secret}`)
    }) as typeof globalThis.fetch
    const client = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: 'P100001',
      fetch,
      headers: async () => ({ 'X-CSRF-Token': secret }),
      retry: { attempts: 1, baseDelayMs: 1 },
    })
    const error = await rejection(client.compliance.listCompanies())
    expect(error.kind).toBe('network')
    expect(JSON.stringify(error)).not.toContain(secret)
    expect(`${error.message} ${error.serviceMessage} ${error.stack}`).not.toContain(secret)
  })

  it('no header value leaks from a service message that echoes it', async () => {
    const secret = 'session-4b1d8e0f'
    const fetch = (async () =>
      Response.json(
        { statusCode: 400, message: `Bad header ${secret}`, data: null },
        { status: 400 },
      )) as typeof globalThis.fetch
    const client = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: 'P100001',
      fetch,
      headers: { 'X-Session': secret },
    })
    const error = await rejection(client.compliance.createCompany({ name: 'Echo LLC' }))
    expect(JSON.stringify(error)).not.toContain(secret)
    expect(error.message).toContain('[redacted]')
  })

  it('refuses an id that would change the path before sending anything', async () => {
    const { client, sent } = setup()
    const error = await rejection(client.compliance.getAlert('../subscriptions'))
    expect(error.kind).toBe('validation')
    expect(sent).toHaveLength(0)
  })

  it('isPartnerApiError recognises an error from another realm by its shape', () => {
    const foreign = {
      name: 'PartnerApiError',
      kind: 'forbidden',
      operation: 'compliance.listAlerts',
      message: 'x',
    }
    expect(isPartnerApiError(foreign, 'forbidden')).toBe(true)
    expect(isPartnerApiError(foreign, 'server')).toBe(false)
    expect(isPartnerApiError(new Error('x'))).toBe(false)
  })
})
