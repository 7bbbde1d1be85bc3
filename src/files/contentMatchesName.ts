// A file's name and MIME type are whatever the sender chose: `invoice.pdf` may hold an EXE. The first
// bytes of the kinds we know ("magic bytes") say what the file really is. Pure: takes the bytes, so it
// runs anywhere; reading them from a `File` is the caller's (async) business.

/** How many leading bytes `contentMatchesName` needs. */
export const MAGIC_BYTES_LENGTH = 12

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The kinds whose content is recognisable, by extension, MIME type and their signatures. */
const KINDS: readonly { extensions: string[]; types: string[]; signatures: (number | null)[][] }[] = [
  { extensions: ['pdf'], types: ['application/pdf'], signatures: [ascii('%PDF-')] },
  {
    extensions: ['png'],
    types: ['image/png'],
    signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  },
  { extensions: ['jpg', 'jpeg'], types: ['image/jpeg'], signatures: [[0xff, 0xd8, 0xff]] },
  { extensions: ['gif'], types: ['image/gif'], signatures: [ascii('GIF87a'), ascii('GIF89a')] },
  // RIFF....WEBP: the size in between is anything.
  {
    extensions: ['webp'],
    types: ['image/webp'],
    signatures: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
  },
  {
    extensions: ['tif', 'tiff'],
    types: ['image/tiff'],
    signatures: [ascii('II*\0'), ascii('MM\0*')],
  },
]

const startsWith = (bytes: Uint8Array, signature: (number | null)[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => byte === null || bytes[index] === byte)

/**
 * Whether a file's first bytes are what its name and type claim: a `.pdf` (or `application/pdf`)
 * must start `%PDF-`, a PNG with its eight-byte signature, a JPEG `FF D8 FF`, and so on. A file whose
 * name and type claim no kind we know (CSV, JSON, text) passes: it has no signature to check.
 * @param bytes the file's first `MAGIC_BYTES_LENGTH` bytes (fewer if the file is shorter)
 */
export function contentMatchesName(file: { name: string; type: string }, bytes: Uint8Array): boolean {
  const dot = file.name.lastIndexOf('.')
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  const type = file.type.toLowerCase()
  const claimed = KINDS.filter((kind) => kind.extensions.includes(extension) || kind.types.includes(type))
  return claimed.every((kind) => kind.signatures.some((signature) => startsWith(bytes, signature)))
}
