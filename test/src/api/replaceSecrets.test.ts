import { replaceSecrets } from '../../../src/api/replaceSecrets'

describe('replaceSecrets (shared by the client and the proxy)', () => {
  it('AUTH-1: replaces every occurrence of every secret with [redacted]', () => {
    expect(replaceSecrets('tok1 and tok1, then tok2', ['tok1', 'tok2'])).toBe(
      '[redacted] and [redacted], then [redacted]',
    )
  })

  it('skips empty secrets instead of redacting between every character', () => {
    expect(replaceSecrets('plain text', ['', 'absent'])).toBe('plain text')
  })
})

describe('replaceSecrets with overlapping secrets', () => {
  it('AUTH-1: no tail of a longer secret survives when a shorter one is its prefix', () => {
    expect(replaceSecrets('token=abc123456789', ['abc123', 'abc123456789'])).toBe('token=[redacted]')
  })
})
