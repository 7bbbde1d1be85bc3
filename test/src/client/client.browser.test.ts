import { createPartnerClient, generatePcid, isPartnerApiError } from '../../../src/index'
import { createPartnerSimulator } from '../../../src/simulator/index'

// Runs in real Chromium: the core and the simulator must work with browser APIs alone (no Buffer,
// no node: modules), as they do inside a partner's portal and behind MSW in Storybook.
describe('in a real browser', () => {
  it('the client reads and writes through the simulator, quirks on', async () => {
    const sim = createPartnerSimulator({ seed: 3, quirks: { doubleEncoded: true, textPlain: true } })
    const client = createPartnerClient({
      baseUrl: `${location.origin}/api/partner`,
      partnerId: sim.partners[0]!.partnerId,
      fetch: sim.viaProxy(),
    })
    const alerts = await client.compliance.listAlerts()
    expect(alerts.length).toBeGreaterThan(0)
    const created = await client.compliance.createCompany({ name: 'Browser Made LLC', PCID: 'b-1' })
    expect(created.PCID).toBe('b-1')
  })

  it('BF-3: pcids come from the browser’s crypto', () => {
    expect(generatePcid()).toMatch(/^[0-9a-f]{32}$/)
  })

  it('a document downloads as a Blob the browser can open', async () => {
    const sim = createPartnerSimulator({ seed: 3 })
    const client = createPartnerClient({
      baseUrl: `${location.origin}/api/partner`,
      partnerId: sim.partners[0]!.partnerId,
      fetch: sim.viaProxy(),
    })
    const order = [...sim.state.formationOrders.values()].find(
      (record) => record.partnerId === sim.partners[0]!.partnerId,
    )!
    await client.formation.uploadDocument(order.orderGuid, {
      file: new File(['%PDF-1.4 from the browser'], 'Operating Agreement.pdf', { type: 'application/pdf' }),
      documentType: 'operatingAgreement',
    })
    const pdf = await client.formation.downloadDocument(order.orderGuid, {
      documentType: 'operatingAgreement',
    })
    expect(await pdf.text()).toBe('%PDF-1.4 from the browser')
    expect(URL.createObjectURL(pdf)).toMatch(/^blob:/)
    const missing = await client.taxRegistration
      .getOrder('801000000000000ZZZ')
      .catch((error: unknown) => error)
    expect(isPartnerApiError(missing, 'not_found')).toBe(true)
  })
})
