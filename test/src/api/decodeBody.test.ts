import { decodeBody, isUndecodable } from '../../../src/api/decodeBody'

describe('decodeBody', () => {
  it('GEN-2: a body that is a JSON string holding JSON is decoded twice', () => {
    const inner = { statusCode: '200', message: 'OK', data: { partnerOrder: { orderPhase: 'Processing' } } }
    expect(decodeBody(JSON.stringify(JSON.stringify(inner)))).toEqual(inner)
  })

  it('GEN-2: a plain JSON body is decoded once', () => {
    expect(decodeBody('{"opportunities":[]}')).toEqual({ opportunities: [] })
  })

  it('keeps a JSON string that is only text as that text', () => {
    expect(decodeBody('"Ready for Review"')).toBe('Ready for Review')
  })

  it('reads an empty body as undefined and non-JSON as an undecodable marker', () => {
    expect(decodeBody('  ')).toBeUndefined()
    const html = decodeBody('<html>Bad Gateway</html>')
    expect(isUndecodable(html)).toBe(true)
    expect(isUndecodable({ data: 1 })).toBe(false)
  })
})
