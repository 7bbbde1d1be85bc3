import { encodeQuery } from '../../../src/api/encodeQuery'

describe('encodeQuery (shared by the client and the proxy)', () => {
  it('CMP-6: encodes spaces as %20, never +', () => {
    expect(encodeQuery({ type: 'Annual Report' }, ['type'])).toBe('type=Annual%20Report')
  })

  it("keeps only the route's known parameters, in the route's order, and skips absent or empty ones", () => {
    const query = { type: 'a&b=c', debug: '1', companyId: 'a0E', serviceId: '', extra: undefined }
    expect(encodeQuery(query, ['companyId', 'serviceId', 'type', 'extra'])).toBe(
      'companyId=a0E&type=a%26b%3Dc',
    )
  })

  it('writes non-string values (a validated number or boolean) as their text', () => {
    expect(encodeQuery({ filing: true, page: 2 }, ['page', 'filing'])).toBe('page=2&filing=true')
  })
})
