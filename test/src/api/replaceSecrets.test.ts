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
