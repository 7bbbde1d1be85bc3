import { blobToBase64, fileExtension } from '../../../src/client/base64'

describe('blobToBase64', () => {
  const bytes = Uint8Array.from({ length: 1000 }, (_, index) => (index * 37) % 256)
  const expected = btoa(String.fromCharCode(...bytes))

  it('CMP-15: encodes a proof file exactly as one btoa would, whatever the slice size', async () => {
    for (const slice of [3, 4, 5, 64, 1000, 4096]) {
      expect(await blobToBase64(new Blob([bytes]), slice)).toBe(expected)
    }
  })

  it('reads the extension without its dot, lower-cased', () => {
    expect(fileExtension('Replacement Agent.PDF')).toBe('pdf')
    expect(fileExtension('no-extension')).toBe('')
  })
})
