import { call, makeSim } from './helpers'

describe('simulator: malformed percent-encoding', () => {
  it.each([
    ['a truncated multi-byte escape in a path id', (c: string) => `${c}/alerts/%E0%A4%A`],
    ['a non-hex escape in a path id', (c: string) => `${c}/subscriptions/%zz`],
    ['a malformed escape in the partner id', () => '/v1/partners/%E0%A4%A/companies'],
    ['a malformed escape in a query value', (c: string) => `${c}/alerts?type=%E0%A4%A`],
    ['a malformed escape in a query name', (c: string) => `${c}/subscriptions?company%zzId=1`],
    ['a lone continuation byte in a Formation path', () => '/api/business-formation-v2/get-order/%80'],
  ])('answers 400 as the service would, never throws: %s', async (_name, target) => {
    const { sim, compliance } = makeSim()
    const answer = await call(sim, 'GET', target(compliance))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ statusCode: 400, errorMessage: [expect.any(String)] })
  })

  it('AUTH-2: a malformed target without a token is still 401: no processing before authentication', async () => {
    const { sim, compliance } = makeSim()
    expect((await call(sim, 'GET', `${compliance}/alerts/%E0%A4%A`, { token: null })).status).toBe(401)
  })

  it('well-formed escapes still decode: an encoded space in a query value reaches the handler', async () => {
    const { sim, compliance } = makeSim()
    const answer = await call(sim, 'GET', `${compliance}/alerts?type=Annual%20Report`)
    expect(answer.status).toBe(200)
    expect(answer.body.opportunities.length).toBeGreaterThan(0)
  })
})
