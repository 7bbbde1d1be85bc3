// Checks a picked file before anything reads or sends it: a clear refusal beats a service 400 after a
// 10 MB upload. Pure: takes what a `File` has (name, type, size), so it runs anywhere.

/** 10 MB: the default ceiling for an uploaded proof or document. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024

/** Why a file was refused. */
export type FileRefusal = 'empty' | 'too_large' | 'wrong_type'

/** The lower-case extension of a file name, without the dot (`'Proof.PDF'` → `'pdf'`), or `''`. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

function mimeMatches(type: string, pattern: string): boolean {
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1))
  return type === pattern
}

/**
 * Checks a file against an `accept` list (as the `<input accept>` attribute: `.pdf`, `application/pdf`,
 * `image/*`) and a size ceiling. When `accept` names extensions the file's must be one of them, and
 * when it names MIME types the file's must match one (a file the browser gave no type is judged by its
 * extension alone), so `proof.pdf` of type `image/png` is refused.
 * @returns the refusal, or `null` when the file may be sent.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  { accept, maxBytes = DEFAULT_MAX_FILE_BYTES }: { accept?: string; maxBytes?: number } = {},
): FileRefusal | null {
  if (file.size === 0) return 'empty'
  if (file.size > maxBytes) return 'too_large'
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
  const extensions = tokens.filter((token) => token.startsWith('.')).map((token) => token.slice(1))
  const types = tokens.filter((token) => token.includes('/'))
  const extension = extensionOf(file.name)
  const type = file.type.toLowerCase()
  if (extensions.length > 0 && !extensions.includes(extension)) return 'wrong_type'
  if (types.length > 0 && type !== '' && !types.some((pattern) => mimeMatches(type, pattern))) {
    return 'wrong_type'
  }
  if (types.length > 0 && extensions.length === 0 && type === '') return 'wrong_type'
  return null
}
