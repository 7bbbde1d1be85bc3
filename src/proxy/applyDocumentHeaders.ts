import { attachmentDisposition } from '../api/attachmentDisposition'

// Types a downloaded document keeps: none of them runs script when a browser opens it. Anything
// else the upstream claims (text/html, image/svg+xml, XML) goes out as a plain byte stream.
const KEPT_TYPES = new Set([
  'application/pdf',
  'application/octet-stream',
  'application/zip',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
])
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/tiff': '.tif',
}

/** The file name an upstream `Content-Disposition` gives: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*(?:utf-8|iso-8859-1)'[^']*'([^;\s]+)/i.exec(disposition)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1])
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1')
  return /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1]
}

/**
 * Makes a downloaded document's headers safe for the portal's origin, whatever the upstream
 * claims: always an attachment with a sanitised file name (never `inline`), a type that cannot run
 * script, `nosniff` (already on every answer) and `Content-Security-Policy: sandbox`, so that even
 * a browser that renders it gives it no origin of its own.
 */
export function applyDocumentHeaders(headers: Record<string, string>): void {
  const claimed = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const type = KEPT_TYPES.has(claimed) ? claimed : 'application/octet-stream'
  headers['content-type'] = type
  const name = fileNameOf(headers['content-disposition'] ?? null)
  headers['content-disposition'] = attachmentDisposition(name ?? `document${EXTENSIONS[type] ?? ''}`)
  headers['content-security-policy'] = 'sandbox'
}
