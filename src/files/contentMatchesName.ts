// A file's name and MIME type are whatever the sender chose: `invoice.pdf` may hold an EXE. The first
// bytes of the kinds we know ("magic bytes") say what the file really is. Pure: takes the bytes, so it
// runs anywhere; reading them from a `File` is the caller's (async) business.

/** How many leading bytes `contentMatchesName` needs. */
export const MAGIC_BYTES_LENGTH = 12

// Each kind's signature, its first bytes read as Latin-1 text (`[^]` is any byte: RIFF's size
// field), by the name a file claims it with: its extension, or its MIME type's subtype.
/* eslint-disable no-control-regex -- signatures are bytes, control characters included */
const SIGNATURES = new Map<string | undefined, RegExp>([
  ['pdf', /^%PDF-/],
  ['png', /^\x89PNG\r\n\x1a\n/],
  ['jpeg', /^\xff\xd8\xff/],
  ['jpg', /^\xff\xd8\xff/],
  ['gif', /^GIF8[79]a/],
  ['webp', /^RIFF[^]{4}WEBP/],
  ['tiff', /^(II\*\0|MM\0\*)/],
  ['tif', /^(II\*\0|MM\0\*)/],
])
/* eslint-enable no-control-regex */

/**
 * Whether a file's first bytes are what its name and type claim: a `.pdf` (or `application/pdf`)
 * must start `%PDF-`, a PNG with its eight-byte signature, a JPEG `FF D8 FF`, and so on. A file whose
 * name and type claim no kind we know (CSV, JSON, text) passes: it has no signature to check.
 * @param bytes the file's first `MAGIC_BYTES_LENGTH` bytes (fewer if the file is shorter)
 */
export function contentMatchesName(file: { name: string; type: string }, bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, MAGIC_BYTES_LENGTH))
  const claims = [/.\.([^.]+)$/.exec(file.name)?.[1], /^(?:image|application)\/(.+)$/.exec(file.type)?.[1]]
  return claims.every((claim) => SIGNATURES.get(claim?.toLowerCase())?.test(head) ?? true)
}
