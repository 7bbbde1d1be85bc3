import { createPartnerClient } from '../../../src/client/index'
import { createPartnerProxy, type OrderCreatedEvent } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { formationOrderInput, rejection, taxRegistrationInput } from '../../support/fixtures'
import { BASE, SAME_ORIGIN, jsonRequest, setup } from './helpers'

const MINE = '801000000000MINE01'
const THEIRS = '80100000000THEIRS1'

const requestAs = (method: string, url: string, body: unknown) => jsonRequest(url, body, method)

describe('order ids in bodies', () => {
  const scopedToMine = { authorize: () => ({ companyIds: [], orderGuids: [MINE] }) }

  it('BF-7: an update for my order cannot name another order in its body', async () => {
    const { proxy, upstream } = setup(scopedToMine)
    const response = await proxy(
      requestAs('PATCH', `${BASE}/api/business-formation/update-order-v1/${MINE}`, {
        orderGuid: THEIRS,
        orderId: THEIRS,
        partnerOrder: { orderGuid: THEIRS },
        contact: { contactPhone: '2055550199' },
      }),
    )
    expect(response.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
    expect(upstream.calls[0]!.url).toContain(MINE)
    expect(upstream.calls[0]!.body).not.toContain(THEIRS)
    expect(JSON.parse(upstream.calls[0]!.body)).toMatchObject({ contact: { contactPhone: '2055550199' } })
  })

  it('an upload keeps the checked orderGuid and drops any other order id', async () => {
    const { proxy, upstream } = setup(scopedToMine)
    await proxy(
      requestAs('POST', `${BASE}/api/business-formation/send-order-document-v1`, {
        orderGuid: MINE,
        orderId: THEIRS,
        fileName: 'articles',
        extension: 'pdf',
        contentType: 'application/pdf',
        base64: 'JVBERi0=',
      }),
    )
    const sent = JSON.parse(upstream.calls[0]!.body) as Record<string, unknown>
    expect(sent.orderGuid).toBe(MINE)
    expect(sent).not.toHaveProperty('orderId')
  })

  it('BF-2: a create cannot carry an order id of its own, scoped or not', async () => {
    const { proxy, upstream } = setup()
    await proxy(
      requestAs('POST', `${BASE}/api/business-formation-v2/create-order`, {
        orderGuid: THEIRS,
        partnerOrder: {
          ...formationOrderInput({ id: 'pkg-basic', price: 99, productOptions: [] }),
          orderGuid: THEIRS,
          orderId: THEIRS,
          pcid: 'ab'.repeat(16),
        },
      }),
    )
    expect(upstream.calls[0]!.body).not.toContain(THEIRS)
    expect(JSON.parse(upstream.calls[0]!.body).partnerOrder.pcid).toBe('ab'.repeat(16))
  })
})

describe('onOrderCreated: create-then-act for a restricted user', () => {
  /** A portal that records each user's orders as the proxy reports them, in front of the simulator. */
  function portal(quirks = {}, onOrderCreated?: (event: OrderCreatedEvent) => void | Promise<void>) {
    const sim = createPartnerSimulator({ seed: 5, quirks })
    const partner = sim.partners[0]!
    const orders: string[] = []
    const events: OrderCreatedEvent[] = []
    const proxy = createPartnerProxy({
      upstream: 'http://service.test',
      token: sim.tokens.production,
      partnerId: partner.partnerId,
      apiUserPid: partner.apiUserPid,
      basePath: '/api/partner',
      fetch: sim.fetch,
      authorize: () => ({ companyIds: [], orderGuids: orders }),
      onOrderCreated:
        onOrderCreated ??
        ((event) => {
          events.push(event)
          orders.push(event.orderGuid)
        }),
    })
    const client = createPartnerClient({
      baseUrl: BASE,
      partnerId: partner.partnerId,
      // The portal's page: its browser adds this Origin to every write.
      headers: SAME_ORIGIN,
      fetch: (input, init) => proxy(new Request(input, init)),
    })
    return { client, events, orders }
  }

  it.each([
    ['as the spec shows', {}],
    ['double-encoded text/plain (GEN-2)', { doubleEncoded: true, textPlain: true }],
  ])(
    'BF-2: the new order’s id reaches the portal before the answer, so the user may poll it (%s)',
    async (_mode, quirks) => {
      const { client, events } = portal(quirks)
      const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
      const created = await client.formation.createOrder(
        formationOrderInput(packages.packageCollection[0]!.productPackages[0]!),
      )
      expect(events).toEqual([
        expect.objectContaining({
          operation: 'formation.createOrder',
          orderGuid: created.orderGuid,
          pcid: created.pcid,
        }),
      ])
      await expect(client.formation.getOrder(created.orderGuid)).resolves.toMatchObject({
        orderGuid: created.orderGuid,
      })
    },
  )

  it('TAX-1: a tax registration is reported too; an order the user never created stays refused', async () => {
    const { client, events } = portal()
    const created = await client.taxRegistration.createOrder(taxRegistrationInput())
    expect(events.map((event) => event.orderGuid)).toEqual([created.orderGuid])
    await expect(client.taxRegistration.getOrder(created.orderGuid)).resolves.toHaveProperty('orderPhase')
    expect((await rejection(client.taxRegistration.getOrder('801000000000OTHER1'))).kind).toBe('forbidden')
  })

  it('a failing onOrderCreated does not lose the created order’s answer', async () => {
    const { client } = portal({}, () => {
      throw new Error('portal database down')
    })
    await expect(client.taxRegistration.createOrder(taxRegistrationInput())).resolves.toHaveProperty(
      'orderGuid',
    )
  })
})
