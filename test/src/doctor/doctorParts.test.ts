import * as z from 'zod'
import { routes } from '../../../src/api'
import {
  environmentOfHost,
  environmentOfToken,
  findUnknownFields,
  formatDoctorReport,
  runDoctor,
  runDoctorCli,
  type DoctorReport,
} from '../../../src/doctor'

describe('environment hints (AUTH-3, GEN-6)', () => {
  it.each([
    ['api.example.com', 'production'],
    ['partners.example.com', 'production'],
    ['api-staging.example.com', 'staging'],
    ['staging.api.example.com', 'staging'],
    ['sandbox-partners.example.com', 'staging'],
    ['uat.example.com', 'staging'],
    ['testament.example.com', 'production'],
    ['localhost', 'unknown'],
    ['127.0.0.1', 'unknown'],
    ['[::1]', 'unknown'],
  ] as const)('the host %s reads as %s', (host, expected) => {
    expect(environmentOfHost(host)).toBe(expected)
  })

  it.each([
    ['pk_test_0123abcd', 'staging'],
    ['pk_live_0123abcd', 'production'],
    ['pk_live_formation_0123abcd', 'production'],
    ['sandbox-key-0123', 'staging'],
    ['0123456789abcdef', 'unknown'],
    // A random tail that spells a word says nothing.
    ['ab_cd_ef_test_live', 'unknown'],
  ] as const)('the token %s reads as %s', (token, expected) => {
    expect(environmentOfToken(token)).toBe(expected)
  })
})

describe('findUnknownFields (GEN-4: kept, reported as information)', () => {
  it('folds array items, looks through optional, nullable, default and unions', () => {
    const schema = z.looseObject({
      items: z.array(z.looseObject({ id: z.string(), tags: z.array(z.string()).default([]) })).nullish(),
      value: z.union([z.number(), z.looseObject({ amount: z.number() })]),
    })
    const value = {
      items: [
        { id: 'a', extra: 1 },
        { id: 'b', extra: 2, more: true },
      ],
      value: { amount: 1, currency: 'USD' },
      top: 'x',
    }
    expect(findUnknownFields(schema, value).sort()).toEqual([
      'items[].extra',
      'items[].more',
      'top',
      'value.currency',
    ])
  })

  it('an object open on purpose (no members named) has no unknown members', () => {
    expect(
      findUnknownFields(z.looseObject({ address: z.looseObject({}) }), { address: { street: 'x' } }),
    ).toEqual([])
  })

  it('walks every response schema of the route table without throwing', () => {
    for (const route of Object.values(routes)) {
      expect(() => findUnknownFields(route.response, { anything: [1, { nested: true }] })).not.toThrow()
    }
  })
})

describe('runDoctor with an injected fetch', () => {
  const fine = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/companies'))
      return Response.json({ statusCode: 200, message: 'OK', data: [] })
    if (url.pathname.endsWith('/package'))
      return Response.json({ statusCode: '200', message: 'OK', value: { packageCollection: [] } })
    return Response.json({ statusCode: 200, message: 'OK', data: { partnerOrder: null } }, { status: 400 })
  }
  const options = { baseUrl: 'https://api.example.com', token: 'pk_live_secret', partnerId: 'P123456' }

  it('reads the environment from the host and notes a missing apiUserPid', async () => {
    const report = await runDoctor({ ...options, fetch: fine })
    expect(report.ok).toBe(true)
    expect(report.environment).toEqual({ expected: 'production', source: 'host', tokenHint: 'production' })
    expect(report.notes.join(' ')).toContain('PARTNER_API_USER_PID is not set')
  })

  it('notes a "Bearer " prefix, quotes and plain http to a public host', async () => {
    const report = await runDoctor({
      ...options,
      apiUserPid: '14684',
      baseUrl: 'http://api.example.com/api',
      token: '"Bearer pk_live_secret"',
      fetch: fine,
    })
    const notes = report.notes.join('\n')
    expect(notes).toContain('wrapped in quotes')
    expect(notes).toContain('plain http')
    expect(notes).toContain('has the path /api')
    expect(report.notes.some((note) => note.includes('pk_live_secret'))).toBe(false)
  })

  it('a token that is a common letter scrubs texts, never the names the report is built on', async () => {
    let out = ''
    const code = await runDoctorCli(
      ['doctor', '--products', 'formation,taxRegistration'],
      { PARTNER_API_BASE_URL: 'https://api.example.com', PARTNER_API_TOKEN: 'x' },
      { out: (text) => (out += text), err: (text) => (out += text), fetch: async () => Response.error() },
    )
    expect(code).toBe(1)
    expect(out).toContain('PARTNER_API_TOKEN is only 1 character long')
    const report = await runDoctor({ ...options, token: 'x', fetch: fine })
    expect(report.products.map((check) => check.product)).toEqual([
      'compliance',
      'formation',
      'taxRegistration',
    ])
  })

  it('AUTH-3: an environment that contradicts the host’s name is pointed out', async () => {
    const report = await runDoctor({
      ...options,
      baseUrl: 'https://api-staging.example.com',
      environment: 'production',
      fetch: fine,
    })
    expect(report.notes.join('\n')).toContain(
      'PARTNER_API_ENVIRONMENT says production, but api-staging.example.com reads like a staging host',
    )
  })

  it('a 5xx is a failure that says nothing of the token', async () => {
    const report = await runDoctor({ ...options, fetch: async () => new Response('oops', { status: 503 }) })
    expect(report.products.every((check) => check.status === 'failed')).toBe(true)
    expect(report.products[0]?.detail).toContain('503')
    expect(report.environmentMismatch).toBeUndefined()
  })

  it('the text report marks each product and ends with the verdict', () => {
    const report: DoctorReport = {
      ok: false,
      origin: 'https://api.example.com',
      environment: { expected: 'production', source: 'host', tokenHint: 'unknown' },
      products: [
        {
          product: 'formation',
          operation: 'formation.getPackages',
          request: 'GET /api/business-formation-v2/package',
          status: 'forbidden',
          httpStatus: 403,
          detail: '403: not entitled',
        },
      ],
      drift: [],
      notes: [],
    }
    const text = formatDoctorReport(report)
    expect(text).toContain('✘ Business Formation  not entitled (403)')
    expect(text).toContain('Not ready: Business Formation needs attention.')
  })
})
