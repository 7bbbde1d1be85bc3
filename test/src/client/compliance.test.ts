import { completedForms, QUIRK_MODES, rejection, setup } from './setup'

describe.each(QUIRK_MODES)('compliance through the client, %s', (_mode, quirks) => {
  it('CMP-2: lists the partner’s companies', async () => {
    const { client, sent, partner } = setup({ quirks })
    const companies = await client.compliance.listCompanies()
    expect(companies.length).toBeGreaterThan(5)
    expect(companies.every((company) => typeof company.name === 'string')).toBe(true)
    expect(new URL(sent[0]!.url).pathname).toBe(`/api/partner/v1/partners/${partner.partnerId}/companies`)
  })

  it('CMP-6: lists alerts from the bare {opportunities} body, filtered by company and type', async () => {
    const { client, sent } = setup({ quirks })
    const all = await client.compliance.listAlerts()
    const first = all.find((alert) => alert.entityId && alert.serviceCategory)!
    const filtered = await client.compliance.listAlerts({
      companyId: first.entityId!,
      type: first.serviceCategory!,
    })
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((alert) => alert.entityId === first.entityId)).toBe(true)
    // Spaces are percent-encoded, never "+".
    expect(sent.at(-1)!.url).toContain(`type=${encodeURIComponent(first.serviceCategory!)}`)
  })

  it('CMP-7: reads one alert’s detail view with its compliance forms', async () => {
    const { client } = setup({ quirks })
    const [alert] = await client.compliance.listAlerts()
    const detail = await client.compliance.getAlert(alert!.id)
    expect(detail.id).toBe(alert!.id)
    expect(detail.complianceForms[0]?.formDefinitions[0]?.sections).toBeTypeOf('object')
  })

  it('CMP-12: reads {companyName, subscriptions}; companyName only when a company is named', async () => {
    const { client } = setup({ quirks })
    const all = await client.compliance.listSubscriptions()
    expect(all.companyName).toBeNull()
    expect(all.subscriptions.length).toBeGreaterThan(0)
    const companyId = all.subscriptions[0]!.entityId!
    const one = await client.compliance.listSubscriptions({ companyId })
    expect(one.companyName).toEqual(expect.any(String))
    expect(one.subscriptions.every((subscription) => subscription.entityId === companyId)).toBe(true)
  })

  it('CMP-11: reads one company by id, as a writeback check does', async () => {
    const { client, sent, partner } = setup({ quirks })
    const [first] = await client.compliance.listCompanies()
    const company = await client.compliance.getCompany(first!.id!)
    expect(company).toMatchObject({ id: first!.id, name: first!.name })
    expect(new URL(sent.at(-1)!.url).pathname).toBe(
      `/api/partner/v1/partners/${partner.partnerId}/companies/${first!.id}`,
    )
  })

  it('CMP-13: reads one subscription in the standard envelope', async () => {
    const { client } = setup({ quirks })
    const { subscriptions } = await client.compliance.listSubscriptions()
    const subscription = await client.compliance.getSubscription(subscriptions[0]!.id)
    expect(subscription).toMatchObject({ id: subscriptions[0]!.id, renewalType: expect.any(String) })
  })
})

describe.each(QUIRK_MODES)('compliance writes and their errors, %s', (_mode, quirks) => {
  it('CMP-3: creates a company; PCID echoes the input, or is null when none was given', async () => {
    const { client, sent } = setup({ quirks })
    const withPcid = await client.compliance.createCompany({
      name: 'Harbor Lights LLC',
      PCID: 'crm-42',
      ein: '12-3456789',
    })
    expect(withPcid).toEqual({ companyId: expect.any(String), PCID: 'crm-42' })
    const without = await client.compliance.createCompany({ name: 'Quiet Pines Inc' })
    expect(without.PCID).toBeNull()
    expect(JSON.parse(sent[0]!.body!)).toMatchObject({ name: 'Harbor Lights LLC', ein: '12-3456789' })
    const names = (await client.compliance.listCompanies()).map((company) => company.name)
    expect(names).toEqual(expect.arrayContaining(['Harbor Lights LLC', 'Quiet Pines Inc']))
  })

  it('CMP-3: a malformed EIN, a state name, or an empty name is refused before sending, on the field', async () => {
    const { client, sent } = setup({ quirks })
    const error = await rejection(
      client.compliance.createCompany({
        name: ' ',
        ein: '123456789',
        homeState: 'California',
        buisnessCategory: 'Retail',
      }),
    )
    expect(error.kind).toBe('validation')
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['ein', 'homeState', 'name'])
    expect(sent).toHaveLength(0)
  })

  it('CMP-4: bulk create answers positionally and is all-or-nothing', async () => {
    const { client } = setup({ quirks })
    const before = (await client.compliance.listCompanies()).length
    const results = await client.compliance.bulkCreateCompanies([
      { name: 'Alpha Bulk LLC', PCID: 'a' },
      { name: 'Beta Bulk LLC', PCID: 'b' },
      { name: 'Gamma Bulk LLC' },
    ])
    expect(results.map((result) => result.PCID)).toEqual(['a', 'b', null])
    expect((await client.compliance.listCompanies()).length).toBe(before + 3)
  })

  it('CMP-5: batches over 500 are split into chunks of 200, results still positional', async () => {
    const { client, sent } = setup({ quirks })
    const inputs = Array.from({ length: 501 }, (_, index) => ({
      name: `Chunked ${index} LLC`,
      PCID: `p${index}`,
    }))
    const results = await client.compliance.bulkCreateCompanies(inputs)
    const bulkRequests = sent.filter((request) => request.url.endsWith('/companies/bulk'))
    expect(bulkRequests.map((request) => JSON.parse(request.body!).length)).toEqual([200, 200, 101])
    expect(results.map((result) => result.PCID)).toEqual(inputs.map((input) => input.PCID))
  })

  it('CMP-9: submits compliance forms and reads {data: true} as accepted', async () => {
    const { client, sent, sim } = setup({ quirks })
    const [alert] = await client.compliance.listAlerts()
    const detail = await client.compliance.getAlert(alert!.id)
    const complianceForms = completedForms(sim, detail.id, detail.complianceForms)
    const accepted = await client.compliance.submitAlertForms(detail.id, { complianceForms })
    expect(accepted).toBe(true)
    expect(JSON.parse(sent.at(-1)!.body!).complianceForms[0].formDataId).toBe(
      detail.complianceForms[0]!.formDataId,
    )
  })

  it('CMP-8: sections go back under the names read, and every value keeps its type', async () => {
    const { client, sent, sim } = setup({ quirks })
    const alerts = await client.compliance.listAlerts()
    const detail = await client.compliance.getAlert(alerts[0]!.id)
    const complianceForms = completedForms(sim, detail.id, detail.complianceForms)
    const sections = complianceForms[0]!.formDefinitions[0]!.sections
    const values = Object.values(sections).flatMap((fields) => Object.values(fields))
    await client.compliance.submitAlertForms(detail.id, { complianceForms })
    const sentSections = JSON.parse(sent.at(-1)!.body!).complianceForms[0].formDefinitions[0].sections
    expect(Object.keys(sentSections)).toEqual(Object.keys(sections))
    expect(sentSections).toStrictEqual(sections)
    // The seeded forms carry strings, numeric strings and booleans: none was coerced on the way out.
    expect(new Set(values.map((value) => typeof value))).toEqual(new Set(['string', 'boolean']))
  })

  it('CMP-10: a required field left empty comes back on that field as Section.Field', async () => {
    const { client, sim } = setup({ quirks })
    const alert = [...sim.state.alerts.values()].find(
      (record) =>
        record.partnerId === sim.partners[0]!.partnerId &&
        record.open &&
        record.forms[0]?.formDefinitions[0]?.required.length,
    )!
    const detail = await client.compliance.getAlert(alert.id)
    const requiredPath = alert.forms[0]!.formDefinitions[0]!.required[0]!
    const [section, field] = requiredPath.split('.') as [string, string]
    const forms = structuredClone(detail.complianceForms)
    delete forms[0]!.formDefinitions[0]!.sections[section]![field]
    const error = await rejection(client.compliance.submitAlertForms(detail.id, { complianceForms: forms }))
    expect(error.kind).toBe('validation')
    expect(error.status).toBe(400)
    expect(error.fieldErrors[requiredPath]).toContain(requiredPath)
  })

  it('CMP-10: empty complianceForms is refused before anything is sent', async () => {
    const { client, sent } = setup({ quirks })
    const error = await rejection(
      client.compliance.submitAlertForms('006000000000000AAA', { complianceForms: [] }),
    )
    expect(error.fieldErrors.complianceForms).toMatch(/empty/)
    expect(sent).toHaveLength(0)
  })

  it('CMP-14: renew sends the path id in the body and reads {data: true}; the change is visible', async () => {
    const { client, sent } = setup({ quirks })
    const { subscriptions } = await client.compliance.listSubscriptions()
    const manual = subscriptions.find((subscription) => subscription.renewalType === 'Manual')!
    await expect(
      client.compliance.renewSubscription(manual.id, {
        renewalType: 'Auto Renewal',
        renewalDate: '2027-03-01',
        autoRenew: true,
      }),
    ).resolves.toBe(true)
    expect(JSON.parse(sent.at(-1)!.body!).id).toBe(manual.id)
    const after = await client.compliance.getSubscription(manual.id)
    expect(after.renewalType).toBe('Auto Renewal')
  })

  it('CMP-14: an unknown subscription is a 400 the caller can act on; a mismatched body id never leaves', async () => {
    const { client, sent } = setup({ quirks })
    const unknown = await rejection(
      client.compliance.renewSubscription('a0S00000000000ZZZZ', { renewalType: 'Manual' }),
    )
    expect(unknown).toMatchObject({ kind: 'validation', status: 400 })
    const count = sent.length
    const mismatch = await rejection(
      client.compliance.renewSubscription('a0S000000000001AAA', { id: 'a0S000000000002AAA' }),
    )
    expect(mismatch.fieldErrors.id).toBeDefined()
    expect(sent).toHaveLength(count)
  })

  it('CMP-15: cancelling a non-Registered-Agent plan sends {} and reads the flat {serviceId, status}', async () => {
    const { client, sent } = setup({ quirks })
    const { subscriptions } = await client.compliance.listSubscriptions()
    const plan = subscriptions.find(
      (subscription) =>
        !/registered ?agent/i.test(subscription.serviceCategory ?? '') && subscription.endDate,
    )!
    const result = await client.compliance.cancelSubscription(plan.id)
    expect(result).toMatchObject({ serviceId: expect.any(String), status: expect.any(String) })
    expect(sent.at(-1)!.body).toBe('{}')
  })

  it('CMP-15: a Registered Agent cancellation carries the proof file and is accepted into review', async () => {
    const { client, sim, sent } = setup({ quirks })
    const plan = [...sim.state.subscriptions.values()].find(
      (record) =>
        record.partnerId === sim.partners[0]!.partnerId &&
        /registered ?agent/i.test(record.serviceCategory) &&
        record.status === 'Active',
    )!
    const proof = { title: 'New agent appointment', extension: 'pdf', base64: btoa('%PDF-1.4 proof') }
    await client.compliance.cancelSubscription(plan.id, proof)
    expect(JSON.parse(sent.at(-1)!.body!)).toEqual(proof)
    expect(sim.state.subscriptions.get(plan.id)!.status).toBe('Ready for Review')
  })

  it('CMP-16: a proof with a dotted extension is refused before sending; a second cancel is a 400', async () => {
    const { client, sim, sent } = setup({ quirks })
    const plan = [...sim.state.subscriptions.values()].find(
      (record) =>
        record.partnerId === sim.partners[0]!.partnerId &&
        !/registered ?agent/i.test(record.serviceCategory) &&
        record.status === 'Active',
    )!
    const dotted = await rejection(
      client.compliance.cancelSubscription(plan.id, { title: 'x', extension: '.pdf', base64: 'AAAA' }),
    )
    expect(dotted.fieldErrors.extension).toBeDefined()
    expect(sent).toHaveLength(0)
    await client.compliance.cancelSubscription(plan.id)
    const again = await rejection(client.compliance.cancelSubscription(plan.id))
    expect(again).toMatchObject({ kind: 'validation', status: 400 })
  })
})

describe.each(QUIRK_MODES)('compliance: partner scoping, %s', (_mode, quirks) => {
  it('AUTH-6: the partner id travels in the path and never in a body', async () => {
    const { client, sent, partner } = setup({ quirks })
    await client.compliance.createCompany({ name: 'Path Only LLC' })
    expect(sent[0]!.url).toContain(`/v1/partners/${partner.partnerId}/companies`)
    expect(sent[0]!.body).not.toContain(partner.partnerId)
  })

  it('CMP-1: a partner id that resolves to no account reads as a validation error, not a crash', async () => {
    const { client } = setup({ quirks }, { partnerId: 'P000000' })
    const error = await rejection(client.compliance.listCompanies())
    expect(error).toMatchObject({ kind: 'validation', status: 400 })
  })

  it('AUTH-4: another partner’s account is forbidden', async () => {
    const { sim, client } = setup({ quirks })
    const other = setup({ quirks }, { partnerId: sim.partners[1]!.partnerId })
    await expect(client.compliance.listCompanies()).resolves.toBeDefined()
    const error = await rejection(other.client.compliance.listAlerts())
    expect(error.kind).toBe('forbidden')
  })
})
