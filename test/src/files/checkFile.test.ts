import { describe, expect, it } from 'vitest'
import { checkFile, DEFAULT_MAX_FILE_BYTES } from '../../../src/files/checkFile'

const accept = '.pdf,.png,application/pdf,image/png'
const file = (name: string, type: string, size = 10) => ({ name, type, size })

describe('checkFile', () => {
  it('refuses empty and oversize files (10 MB by default)', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', 0), { accept })).toBe('empty')
    expect(checkFile(file('a.pdf', 'application/pdf', DEFAULT_MAX_FILE_BYTES), { accept })).toBeNull()
    expect(checkFile(file('a.pdf', 'application/pdf', DEFAULT_MAX_FILE_BYTES + 1), { accept })).toBe(
      'too_large',
    )
    expect(checkFile(file('a.pdf', 'application/pdf', 101), { accept, maxBytes: 100 })).toBe('too_large')
  })

  it('checks the type by extension and by MIME type', () => {
    expect(checkFile(file('Proof.PDF', 'application/pdf'), { accept })).toBeNull()
    expect(checkFile(file('proof.exe', 'application/pdf'), { accept })).toBe('wrong_type')
    expect(checkFile(file('proof.pdf', 'text/html'), { accept })).toBe('wrong_type')
    // No MIME type from the browser: judged by the extension.
    expect(checkFile(file('proof.pdf', ''), { accept })).toBeNull()
    expect(checkFile(file('proof', ''), { accept })).toBe('wrong_type')
    expect(checkFile(file('scan.jpeg', 'image/jpeg'), { accept: 'image/*' })).toBeNull()
    expect(checkFile(file('anything.bin', 'application/octet-stream'))).toBeNull()
  })
})
