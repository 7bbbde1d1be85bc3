import { packagesResultSchema } from '../../../src/schemas'
import { call, makeSim, validFormationOrder } from './helpers'

const PACKAGES = '/api/business-formation-v2/package'
const CREATE = '/api/business-formation-v2/create-order'
const GET = (guid: string) => `/api/business-formation-v2/get-order/${guid}`
const HOUR = 3_600_000

async function createOrder(setup: ReturnType<typeof makeSim>, overrides: Record<string, unknown> = {}) {
  const body = await validFormationOrder(setup.sim, setup.partner.apiUserPid, overrides)
  return call(setup.sim, 'POST', CREATE, { body })
}

const phaseOf = async (setup: ReturnType<typeof makeSim>, guid: string) =>
  (await call(setup.sim, 'GET', GET(guid))).body.data.partnerOrder

describe('simulator: Business Formation', () => {
  it('BF-1: packages by entity type and the state’s full name, with options and constraints', async () => {
    const { sim } = makeSim()
    const answer = await call(sim, 'GET', `${PACKAGES}?entityType=LLC&state=Alabama`)
    expect(answer.status).toBe(200)
    const { packageCollection } = packagesResultSchema.parse(answer.body.data)
    const [collection] = packageCollection
    expect(collection).toMatchObject({
      state: 'Alabama',
      entityType: 'Limited Liability Company (LLC)',
      serviceCategory: 'Business Formation',
    })
    expect(collection?.productPackages.map((pkg) => pkg.price)).toEqual([99, 219, 269])
    const basic = collection?.productPackages[0]
    const fee = basic?.productOptions.find((option) => option.productFamily === 'State Fee')
    expect(fee).toMatchObject({ packageDisplaySelection: 'Required', price: 236 })
    const speed = basic?.productConstraints.find((constraint) => constraint.name === 'Select Speed?')
    expect(speed).toMatchObject({ minOptions: 1, maxOptions: 1 })
    const speeds = basic?.productOptions.filter((option) => option.productConstraint === speed?.id) ?? []
    expect(speeds.map((option) => option.packageDisplaySelection)).toContain('Selected')
    expect(
      collection?.productPackages[2]?.productOptions.some(
        (option) => option.packageDisplaySelection === 'Bundled' && option.price === null,
      ),
    ).toBe(true)
  })

  it('BF-1: a state code instead of the full name is refused with 400, as is a missing entity type', async () => {
    const { sim } = makeSim()
    const code = await call(sim, 'GET', `${PACKAGES}?entityType=LLC&state=CA`)
    expect(code.status).toBe(400)
    expect(code.body.errorMessage[0]).toMatch(/full name/)
    const noEntity = await call(sim, 'GET', `${PACKAGES}?state=California`)
    expect(noEntity.body).toMatchObject({
      statusCode: 400,
      errorMessage: ['Entity is required.'],
      data: null,
    })
  })

  it('BF-1: every state and entity type has packages', async () => {
    const { sim } = makeSim()
    for (const entityType of [
      'LLC',
      'C-Corp',
      'S-Corp',
      'Non-Profit Corporation',
      'Professional Corporation',
    ]) {
      for (const state of ['Wyoming', 'District of Columbia', 'New York']) {
        const answer = await call(
          sim,
          'GET',
          `${PACKAGES}?entityType=${encodeURIComponent(entityType)}&state=${encodeURIComponent(state)}`,
        )
        expect(answer.body.data.packageCollection[0].productPackages).toHaveLength(3)
      }
    }
  })

  it('BF-2: create order answers 201; the id is at data.partnerOrder.orderGuid and data.orderGuid is null', async () => {
    const setup = makeSim()
    const answer = await createOrder(setup)
    expect(answer.status).toBe(201)
    expect(answer.body.statusCode).toBe(201)
    expect(answer.body.data.orderGuid).toBeNull()
    const order = answer.body.data.partnerOrder
    expect(order.orderGuid).toMatch(/^801[0-9A-Za-z]{15}$/)
    expect(order).toMatchObject({
      orderPhase: 'Order Received',
      orderStatus: 'Third Party Received',
      businessStructureType: 'Limited Liability Company (LLC)',
      businessStateInitial: 'California',
      orderTotalPrice: 538,
      pcid: '0123456789abcdef0123456789abcdef',
    })
    expect(order.businessAddress.businessAddressCountry).toBe('United States')
  })

  it('BF-2: the body’s apiUserPid must be the token’s own partner’s: another partner’s is 403, none is 400', async () => {
    const setup = makeSim()
    const foreign = await createOrder(setup, { apiUserPid: setup.other.apiUserPid })
    expect(foreign.status).toBe(403)
    const missing = await createOrder(setup, { apiUserPid: undefined })
    expect(missing.status).toBe(400)
    expect(missing.body.errorMessage).toEqual(['Please enter a value for ApiUserPid'])
  })

  it('BF-11: paths the spec leaves open follow the routes option', async () => {
    const setup = makeSim({ routes: { 'formation.getOrderSummary': '/custom/summary/{orderGuid}' } })
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    expect((await call(setup.sim, 'GET', `/custom/summary/${guid}`)).body.data.Id).toBe(guid)
    expect((await call(setup.sim, 'GET', `/api/business-formation-v2/order-summary/${guid}`)).status).toBe(
      404,
    )
  })

  it('BF-12: the older v8 read path answers the same order', async () => {
    const setup = makeSim()
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const v8 = await call(setup.sim, 'GET', `/api-partners-v8/order/${guid}`)
    expect(v8.body.data.partnerOrder).toEqual(await phaseOf(setup, guid))
  })

  it('BF-4: get order gives phase and status; contact, businessAddress, companyInfo are null right after creation', async () => {
    const setup = makeSim({ formationRfiRate: 0 })
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const fresh = await phaseOf(setup, guid)
    expect(fresh).toMatchObject({
      orderPhase: 'Order Received',
      orderStatus: 'Third Party Received',
      contact: null,
      businessAddress: null,
      companyInfo: null,
    })
    setup.sim.advance(HOUR)
    const later = await phaseOf(setup, guid)
    expect(later.orderPhase).toBe('Reviewing Information')
    expect(later.contact.contactFirstName).toBe('Ana')
  })

  it('BF-5: while Order Received, orderFilingType, filedDate and formedEntityId are null', async () => {
    const setup = makeSim({ formationRfiRate: 0 })
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    expect(await phaseOf(setup, guid)).toMatchObject({
      orderFilingType: null,
      filedDate: null,
      formedEntityId: null,
    })
    setup.sim.advance(HOUR * 4)
    const approved = await phaseOf(setup, guid)
    expect(approved.orderPhase).toBe('Filing Approved')
    expect(approved.orderFilingType).toBe('Standard')
    expect(approved.filedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(approved.formedEntityId).toMatch(/^CA\d{10}$/)
  })

  it('orders advance one lifecycle step per phase duration and stop at Complete', async () => {
    const setup = makeSim({ formationRfiRate: 0, phaseDurationMs: 1000 })
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const seen: string[] = []
    for (let step = 0; step < 9; step++) {
      const order = await phaseOf(setup, guid)
      seen.push(`${order.orderPhase}/${order.orderStatus}`)
      setup.sim.advance(1000)
    }
    expect(seen).toEqual([
      'Order Received/Third Party Received',
      'Reviewing Information/Ready for Editing',
      'Processing/Ready for Processing',
      'Submitted to Agency/State - Awaiting Approval',
      'Filing Approved/Awaiting Docs',
      'Filing Approved/Prepare for Completion',
      'Complete/Complete Info Received',
      'Complete/Complete Info Received',
      'Complete/Complete Info Received',
    ])
  })

  it('seeded orders cover every phase and status of the lifecycle table', async () => {
    const { sim, partner } = makeSim()
    const statuses = new Set<string>()
    for (const order of sim.state.formationOrders.values()) {
      if (order.partnerId !== partner.partnerId) continue
      const answer = await call(sim, 'GET', GET(order.orderGuid))
      statuses.add(`${answer.body.data.partnerOrder.orderPhase}/${answer.body.data.partnerOrder.orderStatus}`)
    }
    expect([...statuses].sort()).toEqual(
      [
        'Order Received/Third Party Received',
        'Reviewing Information/Ready for Editing',
        'Reviewing Information/Returned to Editing',
        'Processing/Ready for Processing',
        'Processing/Signature Needed RFI',
        'Processing/Filing Rejected',
        'Submitted to Agency/State - Awaiting Approval',
        'Filing Approved/Awaiting Docs',
        'Filing Approved/Prepare for Completion',
        'Complete/Complete Info Received',
        'Complete/Missing Information',
        'On Hold/Data Needed RFI',
        'On Hold/Requested by Client',
        'Cancelled/Requested by API Partner',
        'Cancelled/Client Unresponsive',
      ].sort(),
    )
  })

  it('BF-6: the order summary uses capitalised Id, with price and products', async () => {
    const setup = makeSim()
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const answer = await call(setup.sim, 'GET', `/api/business-formation-v2/order-summary/${guid}`)
    expect(answer.status).toBe(200)
    const summary = answer.body.data
    expect(summary.Id).toBe(guid)
    expect(summary).not.toHaveProperty('id')
    expect(summary.orderTotal).toBe(
      summary.orderProducts.reduce((sum: number, product: { value: number }) => sum + product.value, 0),
    )
    expect(summary.orderProducts[0]).toMatchObject({ name: expect.stringContaining('Deluxe'), sortOrder: 1 })
  })

  it('BF-7: an RFI holds the order until update-order (PATCH, body with apiUserPid) answers it', async () => {
    const setup = makeSim({ formationRfiRate: 1 })
    const { sim, partner } = setup
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    sim.advance(HOUR * 3)
    expect((await phaseOf(setup, guid)).orderStatus).toBe('Signature Needed RFI')
    sim.advance(HOUR * 48)
    expect((await phaseOf(setup, guid)).orderStatus).toBe('Signature Needed RFI')
    const path = `/api/business-formation/update-order-v1/${guid}`
    const withoutPid = await call(sim, 'PATCH', path, { body: { contact: { contactPhone: '4155550199' } } })
    expect(withoutPid.status).toBe(400)
    expect(withoutPid.body.errorMessage).toEqual(['Please enter a value for ApiUserPid'])
    const post = await call(sim, 'POST', path, { body: { apiUserPid: partner.apiUserPid } })
    expect(post.status).toBe(405)
    // A signature request wants a signature (issue 34): a contact alone is refused, naming it.
    const unsigned = await call(sim, 'PATCH', path, {
      body: { apiUserPid: partner.apiUserPid, contact: { contactPhone: '4155550199' } },
    })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.errorMessage).toEqual(['Please enter a value for Signature.FullName'])
    const signature = { fullName: 'Ada Lovelace', signedAt: '2026-11-28T09:00:00Z', statement: 'I sign.' }
    const answered = await call(sim, 'PATCH', path, {
      body: { apiUserPid: partner.apiUserPid, contact: { contactPhone: '4155550199' }, signature },
    })
    expect(answered.status).toBe(200)
    expect(answered.body.data.partnerOrder).toMatchObject({ orderPhase: 'Submitted to Agency' })
    expect(answered.body.data.partnerOrder.contact.contactPhone).toBe('4155550199')
    sim.advance(HOUR)
    expect((await phaseOf(setup, guid)).orderPhase).toBe('Filing Approved')
  })

  it('BF-7: other Formation endpoints refuse apiUserPid in the body', async () => {
    const setup = makeSim()
    const { sim, partner } = setup
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const upload = await call(sim, 'POST', '/api/business-formation/send-order-document-v1', {
      body: {
        orderGuid: guid,
        fileName: 'id',
        extension: 'pdf',
        contentType: 'application/pdf',
        base64: 'JVBERi0=',
        apiUserPid: partner.apiUserPid,
      },
    })
    expect(upload.status).toBe(400)
    const cancel = await call(sim, 'POST', `/api/business-formation/order-cancellation-v1/${guid}`, {
      body: { apiUserPid: partner.apiUserPid },
    })
    expect(cancel.status).toBe(400)
    expect((await phaseOf(setup, guid)).orderPhase).toBe('Order Received')
  })

  it('BF-8: bodies use {statusCode, message, data}; with mismatchedStatusCode the body disagrees with HTTP', async () => {
    const setup = makeSim()
    const plain = await createOrder(setup)
    expect(plain.body).toMatchObject({ statusCode: 201, message: 'success', data: expect.any(Object) })
    setup.sim.setQuirks({ mismatchedStatusCode: true })
    const odd = await createOrder(setup)
    expect(odd.status).toBe(201)
    expect(odd.body.statusCode).toBe(200)
    const read = await call(setup.sim, 'GET', GET(odd.body.data.partnerOrder.orderGuid))
    expect(read.status).toBe(200)
    expect(read.body.statusCode).not.toBe(200)
  })

  it('BF-9: a body that is not JSON gives 5xx; a validation error gives 4xx', async () => {
    const setup = makeSim()
    const broken = await call(setup.sim, 'POST', CREATE, { rawBody: '{"partnerOrder": {' })
    expect(broken.status).toBeGreaterThanOrEqual(500)
    expect(broken.body).toMatchObject({
      message: 'Something went wrong. Please try again later.',
      data: null,
    })
    const invalid = await createOrder(setup, { businessStateInitial: 'California' })
    expect(invalid.status).toBe(400)
  })

  it('BF-10: cascades are enforced: responsible party "Yes" needs SSN and email, the agent needs its fields', async () => {
    const setup = makeSim()
    const party = await createOrder(setup, { responsibleParty: { responsiblePartyStatus: 'Yes' } })
    expect(party.status).toBe(400)
    expect(party.body).toEqual({
      statusCode: 400,
      message: 'success',
      errorMessage: expect.arrayContaining([
        'Please enter a value for ResponsiblePartySSN',
        'Please enter a value for ResponsiblePartyEmail',
      ]),
      data: null,
    })
    const agent = await createOrder(setup, {
      registerAgent: { registeredAgentIsCorpnetAgent: false, registeredAgentLastName: 'Lee' },
    })
    expect(agent.status).toBe(400)
    expect(agent.body.errorMessage).toContain('Please enter a value for RegisteredAgentFirstName')
    expect(agent.body.errorMessage).not.toContain('Please enter a value for RegisteredAgentLastName')
    const ok = await createOrder(setup, {
      responsibleParty: {
        responsiblePartyStatus: 'Yes',
        responsiblePartySSN: '123-45-6789',
        responsiblePartyEmail: 'a@b.co',
      },
    })
    expect(ok.status).toBe(201)
  })

  it('BF-10: state fields must be two-letter codes and the package must belong to the state', async () => {
    const setup = makeSim()
    const state = await createOrder(setup, { businessStateInitial: 'California' })
    expect(state.body.errorMessage).toEqual(['BusinessStateInitial must be a two-letter state code'])
    const pkg = await createOrder(setup, { businessStateInitial: 'NV' })
    expect(pkg.body.errorMessage).toEqual(['Please enter a valid value for PackageId'])
  })

  it('cancel order is immediate and irreversible; an unknown id is 400 "Invalid order GUID."', async () => {
    const setup = makeSim()
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const path = `/api/business-formation/order-cancellation-v1/${guid}`
    const answer = await call(setup.sim, 'POST', path)
    expect(answer.body).toMatchObject({ statusCode: 200, data: true, orderCancelled: true })
    expect(await phaseOf(setup, guid)).toMatchObject({
      orderPhase: 'Cancelled',
      orderStatus: 'Requested by API Partner',
    })
    setup.sim.advance(HOUR * 10)
    expect((await phaseOf(setup, guid)).orderPhase).toBe('Cancelled')
    expect((await call(setup.sim, 'POST', path)).status).toBe(400)
    const unknown = await call(
      setup.sim,
      'POST',
      '/api/business-formation/order-cancellation-v1/801NOSUCHORDER0000',
    )
    expect(unknown.body).toMatchObject({ statusCode: 400, message: 'Invalid order GUID.' })
  })

  it('documents: upload stores a partner file; download answers a generated PDF once filed', async () => {
    const setup = makeSim({ formationRfiRate: 0 })
    const { sim } = setup
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const download = `/api/business-formation/download-order-document-v1?orderGuid=${guid}&documentType=formationCertificate`
    expect((await call(sim, 'GET', download)).status).toBe(400)
    sim.advance(HOUR * 4)
    // Filing Approved, the state's documents still awaited: none yet (issue 34), then in.
    expect((await call(sim, 'GET', download)).status).toBe(400)
    sim.advance(HOUR)
    const pdf = await sim.fetch(
      new Request(`https://partner.test${download}`, {
        headers: { authorization: `Bearer ${sim.tokens.production}` },
      }),
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = new TextDecoder().decode(await pdf.arrayBuffer())
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('Golden Gate Robotics LLC')
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')

    const content = btoa('signed form')
    const upload = await call(sim, 'POST', '/api/business-formation/send-order-document-v1', {
      body: {
        orderGuid: guid,
        fileName: 'signature',
        extension: 'txt',
        contentType: 'text/plain',
        documentType: 'signature',
        base64: content,
      },
    })
    expect(upload.body).toMatchObject({ statusCode: 200, data: true })
    const back = await call(
      sim,
      'GET',
      `/api/business-formation/download-order-document-v1?orderGuid=${guid}&documentType=signature`,
    )
    expect(back.text).toBe('signed form')
  })

  it("documents: an uploader's file name cannot add parameters to Content-Disposition (RFC 6266)", async () => {
    const setup = makeSim({ formationRfiRate: 0 })
    const { sim } = setup
    const guid = (await createOrder(setup)).body.data.partnerOrder.orderGuid
    const upload = await call(sim, 'POST', '/api/business-formation/send-order-document-v1', {
      body: {
        orderGuid: guid,
        fileName: `a" ; filename*=UTF-8''evil.html ; x="`,
        extension: 'pdf',
        contentType: 'application/pdf',
        documentType: 'partnerDocument',
        base64: btoa('%PDF-1.4'),
      },
    })
    expect(upload.body).toMatchObject({ statusCode: 200, data: true })
    const back = await sim.fetch(
      new Request(
        `https://partner.test/api/business-formation/download-order-document-v1?orderGuid=${guid}&documentType=partnerDocument`,
        { headers: { authorization: `Bearer ${sim.tokens.production}` } },
      ),
    )
    const disposition = back.headers.get('content-disposition') ?? ''
    // One quoted filename, and nothing after it: the uploader's quote did not end the string.
    const match = /^attachment; filename="([^"\\]*)"$/.exec(disposition)
    expect(match, disposition).not.toBeNull()
    expect(disposition).not.toMatch(/filename\*/)
    expect(match?.[1]).toContain('evil.html')
  })
})
