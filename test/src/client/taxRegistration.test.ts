import { taxRegistrationInput as registration } from '../../support/fixtures'
import { QUIRK_MODES, rejection, setup } from './setup'

describe.each(QUIRK_MODES)('tax registration through the client, %s', (_mode, quirks) => {
  it('TAX-1: creates with the partnerOrder envelope and reads the assigned orderGuid', async () => {
    const { client, sent } = setup({ quirks })
    const created = await client.taxRegistration.createOrder(registration())
    expect(created.orderGuid).toEqual(expect.any(String))
    const request = sent.at(-1)!
    expect(new URL(request.url).pathname).toBe('/api/partner/api/api-partners-v10/tax-reg-50states/')
    expect(Object.keys(JSON.parse(request.body!))).toEqual(['partnerOrder'])
  })

  it('TAX-2: the read is a status summary only, not the submitted details', async () => {
    const { client } = setup({ quirks })
    const { orderGuid } = await client.taxRegistration.createOrder(registration())
    const summary = await client.taxRegistration.getOrder(orderGuid)
    expect(summary).toMatchObject({ orderGuid, orderPhase: expect.any(String) })
    expect(summary).not.toHaveProperty('businessDetails')
    expect(summary).not.toHaveProperty('responsibleParties')
  })

  it('TAX-8: an unknown orderGuid (HTTP 400, body statusCode 200, partnerOrder null) is not_found', async () => {
    const { client } = setup({ quirks })
    const error = await rejection(client.taxRegistration.getOrder('801000000000000ZZZ'))
    expect(error.kind).toBe('not_found')
    expect(error.status).toBe(400)
  })
})

describe.each(QUIRK_MODES)('tax registration rules, checked before sending, %s', (_mode, quirks) => {
  it('TAX-3: an individual responsible party needs a date of birth', async () => {
    const { client, sent } = setup({ quirks })
    const error = await rejection(
      client.taxRegistration.createOrder(
        registration({ responsibleParties: [{ type: 'INDIVIDUAL', title: 'Member' }] }),
      ),
    )
    expect(error.fieldErrors['responsibleParties.0.dateOfBirth']).toMatch(/birth/i)
    expect(sent).toHaveLength(0)
  })

  it('TAX-4: a Non-Profit Corporation needs nonProfitInfo', async () => {
    const { client } = setup({ quirks })
    const error = await rejection(
      client.taxRegistration.createOrder(
        registration({
          businessDetails: { entityType: 'Non-Profit Corporation', EIN: '12-3456789' },
          responsibleParties: [{ type: 'ENTITY' }],
        }),
      ),
    )
    expect(Object.keys(error.fieldErrors)).toEqual(['businessDetails.nonProfitInfo'])
  })

  it('TAX-5: titles are checked per entity type (Officer is refused for a C-Corp)', async () => {
    const { client } = setup({ quirks })
    const corp = (title: string) =>
      registration({
        businessDetails: { entityType: 'C-Corp', EIN: '12-3456789' },
        responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1980-01-01', title }],
      })
    expect((await rejection(client.taxRegistration.createOrder(corp('Officer')))).fieldErrors).toHaveProperty(
      ['responsibleParties.0.title'],
    )
    await expect(client.taxRegistration.createOrder(corp('Treasurer'))).resolves.toHaveProperty('orderGuid')
    const llc = await rejection(
      client.taxRegistration.createOrder(
        registration({
          responsibleParties: [{ type: 'INDIVIDUAL', dateOfBirth: '1980-01-01', title: 'CEO' }],
        }),
      ),
    )
    expect(llc.fieldErrors['responsibleParties.0.title']).toMatch(/Member, Manager/)
  })

  it('TAX-6: the EIN must be NN-NNNNNNN', async () => {
    const { client } = setup({ quirks })
    const error = await rejection(
      client.taxRegistration.createOrder(
        registration({ businessDetails: { entityType: 'LLC', EIN: '123456789' } }),
      ),
    )
    expect(error.fieldErrors).toHaveProperty(['businessDetails.EIN'])
  })

  it('TAX-7: a negative first payroll is refused by the client (the service would accept it); zero and strings pass', async () => {
    const { client, sent } = setup({ quirks })
    const negative = await rejection(
      client.taxRegistration.createOrder(registration({ accountInfo: { firstPayrollAmount: '-10' } })),
    )
    expect(negative.fieldErrors['accountInfo.firstPayrollAmount']).toMatch(/negative/)
    expect(sent).toHaveLength(0)
    await expect(
      client.taxRegistration.createOrder(registration({ accountInfo: { firstPayrollAmount: 0 } })),
    ).resolves.toHaveProperty('orderGuid')
  })
})
