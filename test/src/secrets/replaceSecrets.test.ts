import { replaceSecrets } from '../../../src/secrets/replaceSecrets'

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

describe('replaceSecrets with encoded echoes', () => {
  const secret = 'pk_live_7Qx2Vb9Lm4Ns8Rt1Yw6Zc3Hd5Jf0Kg'
  it.each([
    ['upper-cased', secret.toUpperCase()],
    ['percent-encoded', secret.replace(/_/g, '%5F')],
    ['JSON-escaped', secret.replace(/_/g, '\\u005f')],
    ['Base64 after a prefix', btoa(`Bearer ${secret}`)],
  ])('AUTH-1: %s', (_, echoed) => {
    const text = replaceSecrets(`bad key: ${echoed}.`, [secret])
    expect(text).toContain('[redacted]')
    expect(text.toLowerCase()).not.toContain('7qx2vb9lm4')
    expect(text).not.toContain(echoed.slice(12, 30))
  })
})

describe('replaceSecrets with a secret of letters only', () => {
  it('AUTH-1: finds it in another letter case (its pre-check has at most eight case variants)', () => {
    const secret = 'abcdefghijklmnopqrstuvwxyzABCDEF'
    expect(replaceSecrets(`key ${secret.toUpperCase()}!`, [secret])).toBe('key [redacted]!')
    expect(replaceSecrets(`key ${secret.toLowerCase()}!`, [secret])).toBe('key [redacted]!')
  })
})
