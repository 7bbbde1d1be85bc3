import { createPartnerProxy } from '../../../src/proxy'
import {
  API_USER_PID,
  BASE,
  COMPLIANCE,
  PARTNER_ID,
  TOKEN,
  UPSTREAM,
  countingUpstream,
  jsonRequest,
  setup,
  SAME_ORIGIN,
} from './helpers'
import { formationOrderInput, taxRegistrationInput, TEST_ORIGIN } from '../../support/fixtures'

// A package as the catalogue lists one: the order below is valid for it (the proxy checks create
// bodies against the route's schema before forwarding).
const PACKAGE = { id: 'pkg-basic', price: 99, productOptions: [] }

const bodyOf = (call: { body: string } | undefined) =>
  JSON.parse(call?.body ?? 'null') as Record<string, unknown>

describe('BF-7: apiUserPid', () => {
  it('BF-7: create-order gets partnerOrder.apiUserPid from the options, overriding the caller', async () => {
    const { proxy, upstream } = setup()
    const order = formationOrderInput(PACKAGE, { pcid: 'f'.repeat(32) })
    await proxy(
      jsonRequest(`${BASE}/api/business-formation-v2/create-order`, {
        partnerOrder: { ...order, apiUserPid: '666' },
      }),
    )
    expect(bodyOf(upstream.calls[0])).toEqual({ partnerOrder: { ...order, apiUserPid: API_USER_PID } })
  })

  it('BF-7: update-order (answer an RFI) gets apiUserPid at the top level', async () => {
    const { proxy, upstream } = setup()
    await proxy(
      jsonRequest(
        `${BASE}/api/business-formation/update-order-v1/801x`,
        { contact: { contactPhone: '1' } },
        'PATCH',
      ),
    )
    expect(upstream.calls[0]?.method).toBe('PATCH')
    expect(bodyOf(upstream.calls[0])).toEqual({ contact: { contactPhone: '1' }, apiUserPid: API_USER_PID })
  })

  it('BF-7: tax create gets partnerOrder.apiUserPid', async () => {
    const { proxy, upstream } = setup()
    const order = taxRegistrationInput()
    await proxy(jsonRequest(`${BASE}/api/api-partners-v10/tax-reg-50states/`, { partnerOrder: order }))
    expect(upstream.calls[0]?.url).toBe(`${UPSTREAM}/api/api-partners-v10/tax-reg-50states/`)
    expect(bodyOf(upstream.calls[0])).toEqual({ partnerOrder: { ...order, apiUserPid: API_USER_PID } })
  })

  it('BF-7: other Formation bodies (document upload) lose any apiUserPid', async () => {
    const { proxy, upstream } = setup()
    const upload = {
      orderGuid: '801x',
      fileName: 'a',
      extension: 'pdf',
      base64: 'QUJD',
      apiUserPid: '14684',
    }
    await proxy(jsonRequest(`${BASE}/api/business-formation/send-order-document-v1`, upload))
    expect(bodyOf(upstream.calls[0])).toEqual({
      orderGuid: '801x',
      fileName: 'a',
      extension: 'pdf',
      base64: 'QUJD',
    })
  })

  it('BF-7: a proxy forwarding create-order without an apiUserPid is refused at startup', () => {
    expect(() => createPartnerProxy({ upstream: UPSTREAM, token: TOKEN, partnerId: PARTNER_ID })).toThrow(
      /apiUserPid is required/,
    )
    // A compliance-only portal does not need one.
    expect(() =>
      createPartnerProxy({
        upstream: UPSTREAM,
        token: TOKEN,
        partnerId: PARTNER_ID,
        operations: ['compliance.listAlerts'],
      }),
    ).not.toThrow()
  })
})

describe('paths, hosts and the allowlist', () => {
  it('AUTH-6: Compliance requests carry the configured partnerId in the path and never in a body', async () => {
    const { proxy, upstream } = setup()
    await proxy(jsonRequest(`${COMPLIANCE}/companies`, { name: 'Acme', partnerId: 'P999999' }))
    expect(upstream.calls[0]?.url).toBe(`${UPSTREAM}/v1/partners/${PARTNER_ID}/companies`)
    expect(bodyOf(upstream.calls[0])).toEqual({ name: 'Acme' })
  })

  it('CMP-1: only the configured partnerId is forwarded; another is refused with 403 before the upstream', async () => {
    const { proxy, upstream } = setup()
    expect((await proxy(new Request(`${BASE}/v1/partners/P999999/alerts`))).status).toBe(403)
    expect((await proxy(new Request(`${COMPLIANCE}/alerts`))).status).toBe(200)
    expect(upstream.calls.map((call) => call.url)).toEqual([`${UPSTREAM}/v1/partners/${PARTNER_ID}/alerts`])
  })

  it('GEN-6: switching upstream between staging and production changes only the host', async () => {
    const staging = countingUpstream()
    const production = countingUpstream()
    const common = { token: TOKEN, partnerId: PARTNER_ID, apiUserPid: API_USER_PID, basePath: '/api/partner' }
    const toStaging = createPartnerProxy({
      ...common,
      upstream: 'https://staging.partner-api.example.com/',
      fetch: staging.fetch,
    })
    const toProduction = createPartnerProxy({
      ...common,
      upstream: 'https://partner-api.example.com',
      fetch: production.fetch,
    })
    const target = `${COMPLIANCE}/alerts?companyId=a0E1&type=Annual%20Report`
    await toStaging(new Request(target))
    await toProduction(new Request(target))

    const [a, b] = [new URL(staging.calls[0]?.url ?? ''), new URL(production.calls[0]?.url ?? '')]
    expect(a.host).toBe('staging.partner-api.example.com')
    expect(b.host).toBe('partner-api.example.com')
    expect(a.pathname + a.search).toBe(b.pathname + b.search)
    expect(a.pathname + a.search).toBe(
      `/v1/partners/${PARTNER_ID}/alerts?companyId=a0E1&type=Annual%20Report`,
    )
  })

  it('drops unknown query parameters and re-encodes the known ones', async () => {
    const { proxy, upstream, logs } = setup()
    await proxy(
      new Request(
        `${BASE}/api/business-formation-v2/package?state=New+York&debug=1&entityType=LLC&__proto__=x`,
      ),
    )
    expect(upstream.calls[0]?.url).toBe(
      `${UPSTREAM}/api/business-formation-v2/package?entityType=LLC&state=New%20York`,
    )
    expect(logs[0]?.path).toBe('/api/business-formation-v2/package?entityType=LLC&state=New%20York')
  })

  it('BF-11: route overrides are honoured, and the default path is no longer forwarded', async () => {
    const { proxy, upstream } = setup({
      routes: {
        'formation.cancelOrder': '/api/v9/orders/{orderGuid}/cancel',
        'formation.getOrder': '/api-partners-v8/order/{orderGuid}',
      },
    })
    expect(
      (
        await proxy(
          new Request(`${BASE}/api/v9/orders/801x/cancel`, { method: 'POST', headers: SAME_ORIGIN }),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await proxy(
          new Request(`${BASE}/api/business-formation/order-cancellation-v1/801x`, {
            method: 'POST',
            headers: SAME_ORIGIN,
          }),
        )
      ).status,
    ).toBe(404)
    expect(upstream.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${UPSTREAM}/api/v9/orders/801x/cancel`,
    ])
  })

  it('operations narrows the allowlist: a compliance-only portal forwards nothing else', async () => {
    const { proxy, upstream } = setup({ operations: ['compliance.listAlerts', 'compliance.getAlert'] })
    expect((await proxy(new Request(`${COMPLIANCE}/alerts`))).status).toBe(200)
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(404)
    expect(
      (await proxy(jsonRequest(`${BASE}/api/business-formation-v2/create-order`, { partnerOrder: {} })))
        .status,
    ).toBe(404)
    expect(upstream.calls).toHaveLength(1)
  })

  it('keeps a path prefix of the upstream base address', async () => {
    const { proxy, upstream } = setup({ upstream: 'https://gateway.example.com/partner/' })
    await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(upstream.calls[0]?.url).toBe(
      `https://gateway.example.com/partner/v1/partners/${PARTNER_ID}/companies`,
    )
  })

  it('accepts same-origin browser requests (only cross-site ones are refused as CSRF)', async () => {
    const { proxy, upstream } = setup()
    const response = await proxy(
      new Request(`${COMPLIANCE}/companies`, { headers: { 'sec-fetch-site': 'same-origin' } }),
    )
    expect(response.status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
  })

  it('works without a basePath (mounted at the root)', async () => {
    const { proxy, upstream } = setup({ basePath: undefined })
    expect((await proxy(new Request(`${TEST_ORIGIN}/v1/partners/${PARTNER_ID}/companies`))).status).toBe(200)
    expect(upstream.calls).toHaveLength(1)
  })
})

describe('token rotation', () => {
  it('AUTH-1: a token function is read on every request, so a rotated token applies at once', async () => {
    let current = 'token-generation-1'
    const { proxy, upstream, logs } = setup({ token: () => current })
    await proxy(new Request(`${COMPLIANCE}/companies`))
    current = 'token-generation-2'
    await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(upstream.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer token-generation-1',
      'Bearer token-generation-2',
    ])
    expect(JSON.stringify(logs)).not.toMatch(/token-generation/)
  })

  it('an async token source that fails gives a generic 500 and calls nothing upstream', async () => {
    const { proxy, upstream, logs } = setup({
      token: async () => {
        throw new Error(`vault said no for ${TOKEN}`)
      },
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toMatch(/vault|pk_live/)
    expect(upstream.calls).toHaveLength(0)
    expect(logs[0]).toMatchObject({ status: 500, errorKind: 'token_unavailable' })
  })

  it('a token function returning a value with CR/LF is refused rather than split into headers', async () => {
    const { proxy, upstream } = setup({ token: () => 'abc\r\nX-Injected: 1' })
    expect((await proxy(new Request(`${COMPLIANCE}/companies`))).status).toBe(500)
    expect(upstream.calls).toHaveLength(0)
  })
})

describe('body limit', () => {
  it('accepts a 10 MB proof file as Base64 under the default body limit', async () => {
    const { proxy, upstream } = setup()
    const base64 = 'QUJD'.repeat(Math.ceil((10 * 1024 * 1024 * 4) / 3 / 4))
    const response = await proxy(
      jsonRequest(`${COMPLIANCE}/subscriptions/a0S1/cancel`, { title: 'Proof', extension: 'pdf', base64 }),
    )
    expect(response.status).toBe(200)
    expect(JSON.parse(upstream.calls[0]?.body ?? '{}').base64).toHaveLength(base64.length)
  })
})
