import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createPartnerClient } from '../../../src/client'
import { createPartnerProxy, type ProxyLogRecord } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator'
import { formationOrderInput, taxRegistrationInput, TEST_BASE_URL as BASE_URL } from '../../support/fixtures'
import { serveProxy } from './helpers'

// The real proxy in front of the real simulator, driven through the real client, as a portal runs
// it. The simulator checks the bearer token (AUTH-2) and apiUserPid (BF-7) itself, so an operation
// that succeeds here proves the proxy added both correctly.

interface Exchange {
  readonly operation?: string
  readonly upstreamAuthorization: string | null
  readonly upstreamBody: string
  readonly upstreamAnswer: Uint8Array
  readonly proxyAnswer: Uint8Array
  readonly proxyHeaders: Headers
}

function harness() {
  const sim = createPartnerSimulator({ seed: 3 })
  const partner = sim.partners[0]!
  const upstream: { authorization: string | null; body: string; answer: Uint8Array }[] = []
  const logs: ProxyLogRecord[] = []
  const proxy = createPartnerProxy({
    upstream: 'https://partner-api.example.com',
    token: sim.tokens.production,
    partnerId: partner.partnerId,
    apiUserPid: partner.apiUserPid,
    basePath: '/api/partner',
    onLog: (record) => {
      logs.push(record)
    },
    // The simulator is the upstream; this wrapper only records what crossed the wire.
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const body = request.body ? await request.clone().text() : ''
      const response = await sim.fetch(request)
      upstream.push({
        authorization: request.headers.get('authorization'),
        body,
        answer: new Uint8Array(await response.clone().arrayBuffer()),
      })
      return response
    },
  })
  const exchanges: Exchange[] = []
  const client = createPartnerClient({
    baseUrl: BASE_URL,
    partnerId: partner.partnerId,
    // The portal's page: its browser adds this Origin to every write.
    headers: { origin: new URL(BASE_URL).origin },
    retry: { attempts: 1 },
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const before = upstream.length
      const response = await proxy(new Request(input, init))
      const proxyAnswer = new Uint8Array(await response.clone().arrayBuffer())
      const crossed = upstream.slice(before)
      expect(crossed).toHaveLength(1)
      exchanges.push({
        operation: logs.at(-1)?.operation,
        upstreamAuthorization: crossed[0]!.authorization,
        upstreamBody: crossed[0]!.body,
        upstreamAnswer: crossed[0]!.answer,
        proxyAnswer,
        proxyHeaders: response.headers,
      })
      return response
    },
  })
  return { sim, partner, proxy, client, exchanges, logs, upstreamCalls: () => upstream.length }
}

describe('the proxy in front of the simulator, through the client', () => {
  it('AUTH-1, BF-7, CMP-1: every operation goes through with the token added and answers passed byte for byte', async () => {
    const { sim, client, exchanges, logs, partner } = harness()

    // ---- Compliance ----
    const companies = await client.compliance.listCompanies()
    const companyId = companies[0]!.id ?? companies[0]!.companyId!
    await client.compliance.getCompany(companyId)
    const created = await client.compliance.createCompany({
      name: 'Proxy Test LLC',
      ein: '98-7654321',
      homeState: 'CA',
    })
    expect(created.companyId).toEqual(expect.any(String))
    const bulk = await client.compliance.bulkCreateCompanies([{ name: 'Bulk One' }, { name: 'Bulk Two' }])
    expect(bulk).toEqual([
      { companyId: expect.any(String), PCID: null },
      { companyId: expect.any(String), PCID: null },
    ])
    const alerts = await client.compliance.listAlerts({ type: 'Annual Report' })
    const anyAlerts = alerts.length > 0 ? alerts : await client.compliance.listAlerts()
    const detail = await client.compliance.getAlert(anyAlerts[0]!.id)
    await expect(
      client.compliance.submitAlertForms(detail.id, { complianceForms: detail.complianceForms }),
    ).resolves.toBe(true)
    const { subscriptions } = await client.compliance.listSubscriptions()
    const manual = subscriptions.find((subscription) => subscription.renewalType === 'Manual')!
    await client.compliance.getSubscription(manual.id)
    await expect(
      client.compliance.renewSubscription(manual.id, {
        renewalType: 'Auto Renewal',
        renewalDate: '2027-03-01',
      }),
    ).resolves.toBe(true)
    const plain = [...sim.state.subscriptions.values()].find(
      (record) =>
        record.partnerId === partner.partnerId &&
        record.status === 'Active' &&
        record.serviceCategory !== 'RegisteredAgent',
    )!
    await expect(client.compliance.cancelSubscription(plain.id)).resolves.toMatchObject({
      serviceId: expect.any(String),
    })
    const agent = [...sim.state.subscriptions.values()].find(
      (record) =>
        record.partnerId === partner.partnerId &&
        record.status === 'Active' &&
        record.serviceCategory === 'RegisteredAgent',
    )!
    await client.compliance.cancelSubscription(agent.id, {
      title: 'New agent',
      extension: 'pdf',
      base64: btoa('%PDF-1.4 proof'),
    })
    expect(sim.state.subscriptions.get(agent.id)!.status).toBe('Ready for Review')

    // ---- Business Formation ----
    const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
    const chosen = packages.packageCollection[0]!.productPackages[0]!
    const order = await client.formation.createOrder(formationOrderInput(chosen))
    expect(order.apiUserPid).toBe(partner.apiUserPid)
    await client.formation.getOrder(order.orderGuid)
    await client.call('formation.getOrderV8', { params: { orderGuid: order.orderGuid } })
    await client.formation.getOrderSummary(order.orderGuid)
    await client.formation.updateOrder(order.orderGuid, { contact: { contactPhone: '2055550199' } })
    await client.formation.uploadDocument(order.orderGuid, {
      fileName: 'operating-agreement',
      extension: 'pdf',
      contentType: 'application/pdf',
      documentType: 'operatingAgreement',
      base64: btoa('%PDF-1.4 agreement'),
    })
    const file = await client.formation.downloadDocument(order.orderGuid, {
      documentType: 'operatingAgreement',
    })
    expect(await file.text()).toBe('%PDF-1.4 agreement')
    await client.formation.cancelOrder(order.orderGuid)

    // ---- Tax Registration ----
    const tax = await client.taxRegistration.createOrder(taxRegistrationInput())
    await client.taxRegistration.getOrder(tax.orderGuid)

    const operations = new Set(exchanges.map((exchange) => exchange.operation))
    expect([...operations].sort()).toEqual(
      [
        'compliance.listCompanies',
        'compliance.getCompany',
        'compliance.createCompany',
        'compliance.bulkCreateCompanies',
        'compliance.listAlerts',
        'compliance.getAlert',
        'compliance.submitAlertForms',
        'compliance.listSubscriptions',
        'compliance.getSubscription',
        'compliance.renewSubscription',
        'compliance.cancelSubscription',
        'formation.getPackages',
        'formation.createOrder',
        'formation.getOrder',
        'formation.getOrderV8',
        'formation.getOrderSummary',
        'formation.updateOrder',
        'formation.uploadDocument',
        'formation.downloadDocument',
        'formation.cancelOrder',
        'taxRegistration.createOrder',
        'taxRegistration.getOrder',
      ].sort(),
    )
    for (const exchange of exchanges) {
      // AUTH-1: the token was added on every upstream call, GETs included …
      expect(exchange.upstreamAuthorization).toBe(`Bearer ${sim.tokens.production}`)
      // … and the answer came back unchanged, byte for byte, never with the token in it.
      expect(exchange.proxyAnswer).toEqual(exchange.upstreamAnswer)
      expect(new TextDecoder().decode(exchange.proxyAnswer)).not.toContain(sim.tokens.production)
      expect([...exchange.proxyHeaders].join('\n')).not.toContain(sim.tokens.production)
    }
    // BF-7: apiUserPid set where required, absent where the service refuses it.
    const bodyOf = (operation: string) =>
      JSON.parse(exchanges.find((exchange) => exchange.operation === operation)!.upstreamBody)
    expect(bodyOf('formation.createOrder').partnerOrder.apiUserPid).toBe(partner.apiUserPid)
    expect(bodyOf('formation.updateOrder').apiUserPid).toBe(partner.apiUserPid)
    expect(bodyOf('taxRegistration.createOrder').partnerOrder.apiUserPid).toBe(partner.apiUserPid)
    expect(bodyOf('formation.uploadDocument')).not.toHaveProperty('apiUserPid')
    expect(logs.every((record) => record.status < 400)).toBe(true)
    expect(JSON.stringify(logs)).not.toContain(sim.tokens.production)
  })

  it("AUTH-6: another partner's account in the path is refused by the proxy before the simulator sees it", async () => {
    const { sim, proxy, client, upstreamCalls } = harness()
    const other = sim.partners[1]!
    expect(other.partnerId).not.toBe(sim.partners[0]!.partnerId)
    const spoofing = createPartnerClient({
      baseUrl: BASE_URL,
      partnerId: other.partnerId,
      retry: { attempts: 1 },
      fetch: (input, init) => proxy(new Request(input, init)),
    })
    await expect(spoofing.compliance.listCompanies()).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    })
    expect(upstreamCalls()).toBe(0)
    await client.compliance.listCompanies()
    expect(upstreamCalls()).toBe(1)
  })

  it('serves over real HTTP: the proxy on an ephemeral port in front of the simulator on another', async () => {
    const sim = createPartnerSimulator({ seed: 3 })
    const partner = sim.partners[0]!
    const upstreamServer = serve({
      fetch: (request: Request) => sim.fetch(request),
      port: 0,
      hostname: '127.0.0.1',
    })
    await new Promise<void>((resolve) => upstreamServer.once('listening', () => resolve()))
    const { port: upstreamPort } = upstreamServer.address() as AddressInfo
    const proxy = createPartnerProxy({
      upstream: `http://127.0.0.1:${upstreamPort}`,
      token: sim.tokens.production,
      partnerId: partner.partnerId,
      apiUserPid: partner.apiUserPid,
      basePath: '/api/partner',
    })
    const served = await serveProxy(proxy)
    try {
      const client = createPartnerClient({
        baseUrl: `http://127.0.0.1:${served.port}/api/partner`,
        partnerId: partner.partnerId,
        // A program, not a browser: it states the origin a browser would have added to the write.
        headers: { origin: `http://127.0.0.1:${served.port}` },
      })
      const companies = await client.compliance.listCompanies()
      expect(companies.length).toBeGreaterThan(0)
      const created = await client.compliance.createCompany({ name: 'Over The Wire LLC' })
      expect(created.companyId).toEqual(expect.any(String))

      const raw = await fetch(
        `http://127.0.0.1:${served.port}/api/partner/v1/partners/${partner.partnerId}/alerts`,
        {
          headers: { authorization: 'Bearer stolen', cookie: 'portal=1' },
        },
      )
      expect(raw.status).toBe(200)
      expect(raw.headers.get('set-cookie')).toBeNull()
      expect(await raw.text()).not.toContain(sim.tokens.production)
    } finally {
      await served.close()
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in upstreamServer) upstreamServer.closeAllConnections()
        upstreamServer.close(() => resolve())
      })
    }
  })
})
