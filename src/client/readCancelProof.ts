import type { CancelProof } from '../schemas/compliance'
import { blobToBase64, fileExtension } from './base64'

/** The replacement proof a Registered Agent cancellation needs (CMP-15), as a file and its title. */
export interface CancelProofFile {
  file: Blob
  title: string
  /** Without a dot; by default from the file name, else from the MIME type (`application/pdf` → `pdf`). */
  extension?: string
}

function extensionOf({ file, extension }: CancelProofFile): string {
  if (extension) return extension.replace(/^\./, '')
  const fromName = 'name' in file && typeof file.name === 'string' ? fileExtension(file.name) : ''
  return fromName || (/^[a-z]+\/(?:[a-z-]+\.)*([a-z0-9]+)/i.exec(file.type)?.[1]?.toLowerCase() ?? '')
}

/** The wire form of a proof: a file is read to Base64 in slices, its extension taken without the dot. */
export async function readCancelProof(proof: CancelProof | CancelProofFile): Promise<CancelProof> {
  if (!('file' in proof)) return proof
  return { title: proof.title, extension: extensionOf(proof), base64: await blobToBase64(proof.file) }
}
