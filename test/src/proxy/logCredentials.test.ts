import type { ProxyLogRecord } from '../../../src/proxy'
import { COMPLIANCE, setup } from './helpers'

// A portal's `authorize` that throws often quotes what it was reading: the session cookie, an
// Authorization value. `onLog` records the error's message, so the caller's credentials would sit in
// the partner's log pipeline, replayable as that user. They are redacted from every record as the
// partner's token is, and so are the secrets the partner lists in `redactFromLogs`.

const SESSION = 'kR7v2Qw9ZpL4xN8c'
const COOKIE = `portal_session=${SESSION}; lang=en; csrf=Zx81Tq0pWm3sVb7n`
const BASIC = btoa('back-office:correct-horse-battery')
const SIGNING_KEY = 'sk_portal_9f8e7d6c5b4a'

const request = (headers: Record<string, string>) => new Request(`${COMPLIANCE}/companies`, { headers })

async function logOf(options: Parameters<typeof setup>[0], headers: Record<string, string>) {
  const { proxy, logs, upstream } = setup(options)
  const response = await proxy(request(headers))
  expect(response.status).toBe(500)
  expect(upstream.calls).toHaveLength(0)
  expect(logs).toHaveLength(1)
  return { record: logs[0]!, text: JSON.stringify(logs) }
}

const throwing = (message: (request: Request) => string) => ({
  authorize: ({ request }: { request: Request }) => {
    throw new Error(message(request))
  },
})

describe('onLog records carry no caller credentials', () => {
  it('authorize throws quoting the session cookie: the cookie’s values are redacted, the rest kept', async () => {
    const { record, text } = await logOf(
      throwing((request) => `no session for ${request.headers.get('cookie')}`),
      { cookie: COOKIE },
    )
    expect(record).toMatchObject({
      errorKind: 'authorize_failed',
      error: expect.stringContaining('authorize threw Error: no session for'),
    })
    expect(text).not.toContain(SESSION)
    expect(text).not.toContain('Zx81Tq0pWm3sVb7n')
  })

  it('…quoting it upper-cased, or only the session id inside other words', async () => {
    const upper = await logOf(
      throwing((request) => `BAD SESSION ${request.headers.get('cookie')!.toUpperCase()}`),
      { cookie: COOKIE },
    )
    expect(upper.text.toUpperCase()).not.toContain(SESSION.toUpperCase())
    const inner = await logOf(
      throwing(() => `session#${SESSION}#expired`),
      { cookie: COOKIE },
    )
    expect(inner.text).not.toContain(SESSION)
    expect(inner.record.error).toContain('expired')
  })

  it('authorize throws quoting an Authorization value (not a Bearer one): the header, its credentials and their decoded form', async () => {
    const { text } = await logOf(
      throwing((request) => `rejected ${request.headers.get('authorization')} (${atob(BASIC)})`),
      { authorization: `Basic ${BASIC}` },
    )
    expect(text).not.toContain(BASIC)
    expect(text).not.toContain('correct-horse-battery')
  })

  it('redactFromLogs: the partner’s own secrets are redacted like the token', async () => {
    const { text } = await logOf(
      { redactFromLogs: [SIGNING_KEY], ...throwing(() => `signature check with ${SIGNING_KEY} failed`) },
      {},
    )
    expect(text).not.toContain(SIGNING_KEY)
    expect(text).toContain('failed')
  })

  it('redactFromLogs is checked at creation', () => {
    for (const redactFromLogs of [[''], 'secret', [1]]) {
      expect(() => setup({ redactFromLogs: redactFromLogs as string[] })).toThrow(/redactFromLogs/)
    }
  })

  it('an ordinary record keeps its path readable while the caller sends credentials', async () => {
    const { proxy, logs } = setup()
    await proxy(request({ cookie: COOKIE, authorization: `Basic ${BASIC}` }))
    expect(logs[0]).toMatchObject<Partial<ProxyLogRecord>>({
      status: 200,
      path: '/v1/partners/P123456/companies',
    })
  })
})
