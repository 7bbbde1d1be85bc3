import { OPERATION_PATH_PARAMS } from '../../../src/api/generated/operationPathParams'
import {
  createPartnerClient,
  routes,
  type CreateFormationOrderInput,
  type OperationName,
  type RouteOverrides,
} from '../../../src/index'
import { formationOrderInput } from '../../support/fixtures'
import { BASE_URL, QUIRK_MODES, rejection, setup } from './setup'

async function orderInput(client: ReturnType<typeof setup>['client']): Promise<CreateFormationOrderInput> {
  const packages = await client.formation.getPackages({ entityType: 'LLC', state: 'AL' })
  return formationOrderInput(packages.packageCollection[0]!.productPackages[0]!)
}

describe.each(QUIRK_MODES)('formation through the client, %s', (_mode, quirks) => {
  it('BF-1: asks for packages with the state’s full name and reads options and constraints', async () => {
    const { client, sent } = setup({ quirks })
    const result = await client.formation.getPackages({ entityType: 'LLC', state: 'CA' })
    expect(new URL(sent[0]!.url).searchParams.get('state')).toBe('California')
    const pkg = result.packageCollection[0]!.productPackages[0]!
    expect(pkg).toMatchObject({ id: expect.any(String), price: expect.any(Number) })
    expect(pkg.productOptions.length).toBeGreaterThan(0)
  })

  it('BF-2: creates an order (201) and reads its id at data.partnerOrder.orderGuid', async () => {
    const { client, sent } = setup({ quirks })
    const order = await client.formation.createOrder(await orderInput(client))
    expect(order.orderGuid).toMatch(/^801/)
    expect(order.orderPhase).toBe('Order Received')
    const body = JSON.parse(sent.at(-1)!.body!)
    expect(body.partnerOrder.pcid).toMatch(/^[0-9a-f]{32}$/)
  })

  it('BF-4: reads a fresh order by its guid: phase and status, children possibly null', async () => {
    const { client } = setup({ quirks })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    const order = await client.formation.getOrder(orderGuid)
    expect(order).toMatchObject({ orderGuid, orderPhase: 'Order Received', orderStatus: expect.any(String) })
    expect(order.orderFilingType ?? null).toBeNull()
  })

  it('BF-6: reads the order summary with its capitalised Id', async () => {
    const { client } = setup({ quirks })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    const summary = await client.formation.getOrderSummary(orderGuid)
    expect(summary.Id ?? summary.id).toEqual(expect.any(String))
    expect(summary.orderProducts.length).toBeGreaterThan(0)
  })

  it('BF-8: success is read from the HTTP status even when the body’s statusCode disagrees', async () => {
    const { client } = setup({ quirks: { ...quirks, mismatchedStatusCode: true } })
    await expect(client.formation.createOrder(await orderInput(client))).resolves.toMatchObject({
      orderGuid: expect.any(String),
    })
  })
})

describe.each(QUIRK_MODES)('formation writes and rules, %s', (_mode, quirks) => {
  it('BF-3: every create gets its own pcid unless the caller brings one', async () => {
    const { client, sent } = setup({ quirks })
    const input = await orderInput(client)
    await client.formation.createOrder(input)
    await client.formation.createOrder(input)
    await client.formation.createOrder({ ...input, pcid: 'ab'.repeat(16) })
    const pcids = sent
      .filter((request) => request.method === 'POST')
      .map((request) => JSON.parse(request.body!).partnerOrder.pcid)
    expect(new Set(pcids).size).toBe(3)
    expect(pcids[2]).toBe('ab'.repeat(16))
  })

  it('BF-3: a failing create is never retried by the client (one request, whatever the 5xx)', async () => {
    const { client, sim, sent } = setup({ quirks })
    const input = await orderInput(client)
    sim.failNext('formation.createOrder', 503)
    const error = await rejection(client.formation.createOrder(input))
    expect(error.kind).toBe('server')
    expect(sent.filter((request) => request.url.endsWith('/create-order'))).toHaveLength(1)
  })

  it('BF-10: the responsible-party cascade is checked before sending and named on its field', async () => {
    const { client, sent } = setup({ quirks })
    const input = await orderInput(client)
    const count = sent.length
    const error = await rejection(
      client.formation.createOrder({ ...input, responsibleParty: { responsiblePartyStatus: 'Yes' } }),
    )
    expect(error.fieldErrors).toHaveProperty(['responsibleParty.responsiblePartySSN'])
    expect(sent).toHaveLength(count)
  })

  it('BF-7: answering an RFI sends PATCH to update-order-v1', async () => {
    const { client, sent } = setup({ quirks })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    const updated = await client.formation.updateOrder(orderGuid, { contact: { contactPhone: '2055550199' } })
    expect(updated).toMatchObject({ orderGuid, orderPhase: expect.any(String) })
    expect(sent.at(-1)).toMatchObject({ method: 'PATCH' })
    expect(new URL(sent.at(-1)!.url).pathname).toBe(
      `/api/partner/api/business-formation/update-order-v1/${orderGuid}`,
    )
  })

  it('BF-9: a 5xx is a server error, a 4xx a validation error (by HTTP status alone)', async () => {
    const { client, sim } = setup({ quirks })
    sim.failNext('formation.getPackages', 500)
    sim.failNext('formation.getPackages', 500)
    sim.failNext('formation.getPackages', 500)
    sim.failNext('formation.getPackages', 500)
    expect((await rejection(client.formation.getPackages({ entityType: 'LLC', state: 'TX' }))).kind).toBe(
      'server',
    )
    sim.failNext('formation.getOrder', 422)
    expect((await rejection(client.formation.getOrder('801000000000000AAA'))).kind).toBe('validation')
  })

  it('BF-11: cancel, upload and download use the configurable paths; the PDF arrives as a Blob', async () => {
    const { client, sent } = setup({ quirks })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    await client.formation.uploadDocument(orderGuid, {
      file: new Blob(['%PDF-1.4 articles'], { type: 'application/pdf' }),
      fileName: 'Articles.PDF',
      documentType: 'articles',
    })
    const upload = JSON.parse(sent.at(-1)!.body!)
    expect(upload).toMatchObject({ orderGuid, extension: 'pdf', base64: btoa('%PDF-1.4 articles') })
    const pdf = await client.formation.downloadDocument(orderGuid, { documentType: 'articles' })
    expect(pdf).toBeInstanceOf(Blob)
    expect(await pdf.text()).toBe('%PDF-1.4 articles')
    await expect(client.formation.cancelOrder(orderGuid)).resolves.toBeTruthy()
    expect((await client.formation.getOrder(orderGuid)).orderPhase).toBe('Cancelled')
  })

  it('BF-11: a partner can point an operation at another path', async () => {
    const routes = { 'formation.getOrderSummary': '/api/business-formation-v3/summary/{orderGuid}' } as const
    const { client, sent } = setup({ quirks, routes }, { routes })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    await client.formation.getOrderSummary(orderGuid)
    expect(new URL(sent.at(-1)!.url).pathname).toBe(
      `/api/partner/api/business-formation-v3/summary/${orderGuid}`,
    )
  })

  it('BF-12: the client can read orders through the older v8 path', async () => {
    const routes = { 'formation.getOrder': '/api-partners-v8/order/{orderGuid}' } as const
    const { client, sent } = setup({ quirks }, { routes })
    const { orderGuid } = await client.formation.createOrder(await orderInput(client))
    const order = await client.formation.getOrder(orderGuid)
    expect(order.orderGuid).toBe(orderGuid)
    expect(new URL(sent.at(-1)!.url).pathname).toBe(`/api/partner/api-partners-v8/order/${orderGuid}`)
  })
})

describe('route overrides', () => {
  it('BF-11: a mistaken override fails when the client is created, not on a later call', () => {
    const make = (routes: Record<string, string>) => () =>
      createPartnerClient({ baseUrl: BASE_URL, partnerId: 'P100001', routes: routes as RouteOverrides })
    expect(make({ 'formation.getOrdr': '/x/{orderGuid}' })).toThrow(
      /Unknown operation in routes: formation.getOrdr/,
    )
    expect(make({ compliancez: '/x' })).toThrow(/Unknown operation in routes: compliancez/)
    expect(make({ 'formation.getOrder': '/x/{guid}' })).toThrow(/use only \{orderGuid\}/)
    expect(make({ 'formation.getOrder': 'x/{orderGuid}' })).toThrow(/must start with "\/"/)
    expect(make({ 'formation.getOrder': '/x/{orderGuid}' })).not.toThrow()
  })

  it('BF-11: the table the client checks overrides against names the route table’s parameters', () => {
    expect(Object.keys(OPERATION_PATH_PARAMS).sort()).toEqual(Object.keys(routes).sort())
    for (const [operation, route] of Object.entries(routes))
      expect(OPERATION_PATH_PARAMS[operation as OperationName], operation).toEqual(route.pathParams)
  })
})
