import { redactPath, redactValue } from '../../../src/proxy/redact'
import { BASE, COMPLIANCE, TOKEN, jsonRequest, setup } from './helpers'

describe('onLog', () => {
  it('gets one structured record per request: operation, method, canonical path, statuses, duration', async () => {
    const { proxy, logs } = setup({}, () =>
      Response.json({ statusCode: 400, message: 'bad', data: null }, { status: 400 }),
    )
    await proxy(new Request(`${COMPLIANCE}/alerts?type=Annual+Report&x=1`))
    expect(logs).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        operation: 'compliance.listAlerts',
        method: 'GET',
        path: '/v1/partners/P123456/alerts?type=Annual%20Report',
        status: 400,
        upstreamStatus: 400,
        durationMs: expect.any(Number),
      },
    ])
  })

  it('records carry no bodies, and redact the token, EINs, SSNs and Base64 found in paths and queries', async () => {
    const base64 = 'JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoK'
    const { proxy, logs } = setup()
    await proxy(jsonRequest(`${COMPLIANCE}/companies`, { name: 'Acme', ein: '12-3456789' }))
    await proxy(
      new Request(
        `${BASE}/api/business-formation/download-order-document-v1?orderGuid=12-3456789&documentType=123-45-6789`,
      ),
    )
    await proxy(new Request(`${BASE}/api/business-formation-v2/get-order/${encodeURIComponent(base64)}`))
    await proxy(new Request(`${BASE}/api/business-formation-v2/get-order/${TOKEN}`))

    const text = JSON.stringify(logs)
    expect(logs).toHaveLength(4)
    expect(text).not.toContain('Acme')
    expect(text).not.toContain('12-3456789')
    expect(text).not.toContain('123-45-6789')
    expect(text).not.toContain(base64.slice(0, 40))
    expect(text).not.toContain(TOKEN)
    expect(logs[1]?.path).toBe(
      '/api/business-formation/download-order-document-v1?orderGuid=[ein]&documentType=[ssn]',
    )
    expect(logs[2]?.path).toBe('/api/business-formation-v2/get-order/[base64]')
    expect(logs[3]?.path).toBe('/api/business-formation-v2/get-order/[redacted]')
  })

  it('keeps ordinary long paths readable (record ids are not Base64 files)', () => {
    const path = '/v1/partners/P123456/subscriptions/a0S5f000001AbCdEAK/renew'
    expect(redactPath(path, [TOKEN])).toBe(path)
  })

  it('redactValue replaces base64 members, SSN members, bearer tokens and secrets deeply', () => {
    expect(
      redactValue(
        {
          responsibleParty: { responsiblePartySSN: '123456789' },
          proof: { title: 'x', extension: 'pdf', base64: 'QUJD' },
          note: `Authorization: Bearer abc.def and ${TOKEN}`,
          ein: 'EIN 98-7654321',
        },
        [TOKEN],
      ),
    ).toEqual({
      responsibleParty: { responsiblePartySSN: '[ssn]' },
      proof: { title: 'x', extension: 'pdf', base64: '[base64]' },
      note: 'Authorization: Bearer [redacted] and [redacted]',
      ein: 'EIN [ein]',
    })
  })
})
