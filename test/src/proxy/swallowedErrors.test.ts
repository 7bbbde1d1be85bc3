import { createPartnerProxy, ORDER_UNRECORDED_HEADER, type ProxyLogRecord } from '../../../src/proxy'
import { createPartnerSimulator } from '../../../src/simulator/index'
import { taxRegistrationInput } from '../../support/fixtures'
import { BASE, COMPLIANCE, TOKEN, jsonRequest, setup } from './helpers'

// Exceptions the proxy catches must reach the operator (onLog), with the token redacted even when
// the exception quotes it; a failing onOrderCreated must reach the caller too, without turning the
// created order into an error.

describe('exceptions the proxy catches reach onLog, redacted', () => {
  it('a throwing authorize: 500 for the caller, the error (token redacted) in the log', async () => {
    const { proxy, logs } = setup({
      authorize: () => {
        throw new TypeError(`session store refused Bearer-less key ${TOKEN} (${TOKEN.toUpperCase()})`)
      },
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(500)
    expect(logs[0]).toMatchObject({
      status: 500,
      errorKind: 'authorize_failed',
      error: expect.stringMatching(/^authorize threw TypeError: session store refused/),
    })
    expect(JSON.stringify(logs)).not.toContain(TOKEN)
    expect(JSON.stringify(logs)).not.toContain(TOKEN.toUpperCase())
  })

  it('a throwing authorize with a token function: the message is kept only once a token is known to redact', async () => {
    let calls = 0
    let fail = true
    const { proxy, logs } = setup({
      token: () => {
        calls++
        return TOKEN
      },
      authorize: () => {
        if (fail) throw new Error(`leaked ${TOKEN}`)
        return true
      },
    })
    await proxy(new Request(`${COMPLIANCE}/companies`))
    // No token read yet: nothing to redact with, so the message is left out (fail closed).
    expect(logs[0]?.error).toBe('authorize threw Error')
    fail = false
    await proxy(new Request(`${COMPLIANCE}/companies`))
    fail = true
    await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(logs[2]?.error).toBe('authorize threw Error: leaked [redacted]')
    // Only the request that got through read the token.
    expect(calls).toBe(1)
  })

  it('a caller who makes authorize throw never makes the proxy call the token function (no free calls to the secret store)', async () => {
    let calls = 0
    const { proxy, logs } = setup({
      token: () => {
        calls++
        return TOKEN
      },
      authorize: ({ request }) => JSON.parse(request.headers.get('cookie') ?? '') as boolean,
    })
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await proxy(new Request(`${COMPLIANCE}/companies`, { headers: { cookie: 'garbage' } }))
      expect(response.status).toBe(500)
    }
    expect(calls).toBe(0)
    expect(logs.map((record) => record.errorKind)).toEqual(Array(5).fill('authorize_failed'))
  })

  it('a throwing token function: 500, the error named in the log without its message', async () => {
    const { proxy, logs } = setup({
      token: () => {
        throw new RangeError(`vault returned ${TOKEN} with a bad checksum`)
      },
    })
    const response = await proxy(new Request(`${COMPLIANCE}/companies`))
    expect(response.status).toBe(500)
    expect(logs[0]).toMatchObject({ errorKind: 'token_unavailable', error: 'token threw RangeError' })
    expect(JSON.stringify(logs)).not.toContain(TOKEN)
  })

  it('an exception of the proxy itself: 500 "internal", and the log says what was thrown', async () => {
    const { proxy, logs } = setup()
    const request = new Request(`${COMPLIANCE}/companies`)
    Object.defineProperty(request, 'headers', {
      get() {
        throw new Error(`broken request object holding ${TOKEN}`)
      },
    })
    const response = await proxy(request)
    expect(response.status).toBe(500)
    expect(logs[0]).toMatchObject({
      errorKind: 'internal',
      error: 'proxy threw Error: broken request object holding [redacted]',
    })
  })
})

describe('a failing onOrderCreated is visible, and the order is not turned into an error', () => {
  function portal(onOrderCreated: () => void) {
    const sim = createPartnerSimulator({ seed: 5 })
    const partner = sim.partners[0]!
    const logs: ProxyLogRecord[] = []
    const proxy = createPartnerProxy({
      upstream: 'http://service.test',
      token: sim.tokens.production,
      partnerId: partner.partnerId,
      apiUserPid: partner.apiUserPid,
      basePath: '/api/partner',
      fetch: sim.fetch,
      authorize: () => ({ companyIds: [], orderGuids: [] }),
      onOrderCreated,
      onLog: (record) => {
        logs.push(record)
      },
    })
    return { proxy, logs, sim }
  }

  it('the 2xx answer stays, marked with the new order’s id; onLog gets order_unrecorded and the error', async () => {
    const { proxy, logs, sim } = portal(() => {
      throw new Error('portal database down')
    })
    const response = await proxy(
      jsonRequest(`${BASE}/api/api-partners-v10/tax-reg-50states/`, { partnerOrder: taxRegistrationInput() }),
    )
    expect(response.status).toBe(201)
    const orderGuid = /"orderGuid":"([^"]+)"/.exec(await response.text())?.[1]
    expect(orderGuid && sim.state.taxOrders.has(orderGuid)).toBe(true)
    expect(response.headers.get(ORDER_UNRECORDED_HEADER)).toBe(orderGuid)
    expect(logs[0]).toMatchObject({
      status: 201,
      errorKind: 'order_unrecorded',
      error: 'onOrderCreated threw Error: portal database down',
    })
  })

  it('a recorded order carries no such header', async () => {
    const { proxy, logs } = portal(() => undefined)
    const response = await proxy(
      jsonRequest(`${BASE}/api/api-partners-v10/tax-reg-50states/`, { partnerOrder: taxRegistrationInput() }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get(ORDER_UNRECORDED_HEADER)).toBeNull()
    expect(logs[0]).not.toHaveProperty('errorKind')
    expect(logs[0]).not.toHaveProperty('error')
  })
})
