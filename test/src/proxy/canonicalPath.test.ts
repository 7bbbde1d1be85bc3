import { encodeQuery } from '../../../src/api/encodeQuery'
import {
  canonicalizeTarget,
  originFormOf,
  parseQuery,
  pickKnownQuery,
} from '../../../src/proxy/canonicalPath'

// The canonicaliser works on the raw target string, so these cases are exactly what an attacker
// can put on the wire — including what `new Request(url)` would have normalised away.

describe('canonicalizeTarget', () => {
  it.each([
    ['/a/../b', 'dot segment'],
    ['/a/./b', 'dot segment'],
    ['/a/..', 'dot segment'],
    ['/a/%2e%2e/b', 'encoded %2E'],
    ['/a/%2E%2E/b', 'encoded %2E'],
    ['/a/.%2e/b', 'encoded %2E'],
    ['/a/%2e./b', 'encoded %2E'],
    ['/a/%252e%252e/b', 'encoded %25'],
    ['/a/%25252e/b', 'encoded %25'],
    ['/a/b%2fc', 'encoded %2F'],
    ['/a/b%2Fc', 'encoded %2F'],
    ['/a/b%5cc', 'encoded %5C'],
    ['/a/b%5Cc', 'encoded %5C'],
    ['/a\\..\\b', 'backslash'],
    ['/a/..;/b', 'character not allowed in path'],
    ['/a;x=1/b', 'character not allowed in path'],
    ['/a//b', 'empty segment (//)'],
    ['//evil.example/a', 'protocol-relative target'],
    ['http://evil.example/a', 'not origin-form (absolute URL or relative path)'],
    ['https:/evil.example', 'not origin-form (absolute URL or relative path)'],
    ['a/b', 'not origin-form (absolute URL or relative path)'],
    ['', 'empty or overlong target'],
    ['/a/b\u0000', 'control character'],
    ['/a/b\r\nSet-Cookie: x', 'control character'],
    ['/a/b%00', 'control, space or non-ASCII byte in path'],
    ['/a/b%0d%0a', 'control, space or non-ASCII byte in path'],
    ['/a/caf%C3%A9', 'control, space or non-ASCII byte in path'],
    ['/a/café', 'character not allowed in path'],
    ['/a/b c', 'character not allowed in path'],
    ['/a/b%2', 'malformed percent-encoding'],
    ['/a/b%zz', 'malformed percent-encoding'],
    ['/a/b#frag', 'fragment'],
    ['/a?x=<script>', 'character not allowed in query'],
  ])('refuses %j (%s)', (target, reason) => {
    expect(canonicalizeTarget(target)).toEqual({ ok: false, reason: expect.stringContaining(reason) })
  })

  it('refuses overlong targets', () => {
    expect(canonicalizeTarget(`/${'a'.repeat(5000)}`)).toEqual({
      ok: false,
      reason: 'empty or overlong target',
    })
  })

  it('accepts canonical targets and re-encodes over-encoded letters', () => {
    expect(canonicalizeTarget('/v1/partners/P123456/alerts?companyId=a0E&type=Annual%20Report')).toEqual({
      ok: true,
      path: '/v1/partners/P123456/alerts',
      rawQuery: 'companyId=a0E&type=Annual%20Report',
    })
    expect(canonicalizeTarget('/v1/partners/P123456/compan%69es')).toMatchObject({
      path: '/v1/partners/P123456/companies',
    })
    // Tax create's path ends with a slash, which is kept.
    expect(canonicalizeTarget('/api/api-partners-v10/tax-reg-50states/')).toMatchObject({
      path: '/api/api-partners-v10/tax-reg-50states/',
    })
  })

  it('reads the raw request.url string, before any URL parser repairs it', () => {
    expect(originFormOf('http://portal.test/api/x?y=1')).toBe('/api/x?y=1')
    expect(originFormOf('https://portal.test')).toBe('/')
    expect(canonicalizeTarget(originFormOf('http://portal.test/api/%2e%2e/x'))).toMatchObject({ ok: false })
    expect(canonicalizeTarget(originFormOf('http://portal.test/api/..%2fx'))).toMatchObject({ ok: false })
    // What `new Request` makes of a traversal: it resolves it, so only a raw adapter can see it.
    expect(new Request('http://portal.test/api/a/../b').url).toBe('http://portal.test/api/b')
  })
})

describe('query parameters', () => {
  it('decodes forms-style and refuses malformed escapes, bad UTF-8 and control characters', () => {
    expect(parseQuery('type=Annual+Report&companyId=a0E&&flag')).toEqual({
      ok: true,
      pairs: [
        ['type', 'Annual Report'],
        ['companyId', 'a0E'],
        ['flag', ''],
      ],
    })
    expect(parseQuery('type=%E0%A4%A')).toMatchObject({ ok: false })
    expect(parseQuery('type=%C3%28')).toMatchObject({ ok: false })
    expect(parseQuery('type=a%0D%0Ab')).toMatchObject({ ok: false })
    expect(parseQuery('ty%00pe=a')).toMatchObject({ ok: false })
  })

  it('keeps only known parameters, refuses a known one given twice, and re-encodes spaces as %20', () => {
    const parsed = parseQuery('companyId=a0E&debug=1&type=Annual%20Report&redirect=http://evil')
    if (!parsed.ok) throw new Error('parse failed')
    const known = pickKnownQuery(parsed, ['companyId', 'type'])
    expect(known).toEqual({ ok: true, query: { companyId: 'a0E', type: 'Annual Report' } })
    if (!known.ok) throw new Error('pick failed')
    expect(encodeQuery(known.query, ['companyId', 'type'])).toBe('companyId=a0E&type=Annual%20Report')

    const twice = parseQuery('companyId=a&companyId=b')
    if (!twice.ok) throw new Error('parse failed')
    expect(pickKnownQuery(twice, ['companyId'])).toMatchObject({ ok: false })
  })
})
