/**
 * Base64 of a Blob/File, for proof files and order documents. Works in browsers and Node; encodes in
 * slices so a 10 MB file neither builds one huge string argument nor blocks for one long task.
 */
export async function blobToBase64(blob: Blob, sliceBytes = 3 * 256 * 1024): Promise<string> {
  // Slices must be a multiple of 3 bytes, or padding would land mid-stream when they are joined.
  const step = Math.max(3, sliceBytes - (sliceBytes % 3))
  const parts: string[] = []
  for (let offset = 0; offset < blob.size; offset += step) {
    const bytes = new Uint8Array(await blob.slice(offset, offset + step).arrayBuffer())
    let binary = ''
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
    }
    parts.push(btoa(binary))
  }
  // Slices are multiples of 3 bytes, so each slice's Base64 ends cleanly and they concatenate.
  return parts.join('')
}

/** The extension of a file name, without its dot and lower-cased (`Proof.PDF` → `pdf`). */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)
  return match?.[1]?.toLowerCase() ?? ''
}
