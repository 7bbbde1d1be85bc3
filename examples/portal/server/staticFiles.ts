// Serves the bundled client. The page gets a Content-Security-Policy that allows nothing but this
// origin: the browser talks only to the portal, and the portal's proxy to the service.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BuiltFile } from './bundleClient'

// No 'unsafe-eval': where the page forbids it, the compliance form validates without compiling code.
// 'unsafe-inline' styles: React sets style attributes (e.g. the virtualised lists' row offsets).
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function staticFiles(files: ReadonlyMap<string, BuiltFile>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://portal').pathname
    // The portal routes in the hash (#/company/…), so every page is index.html; /plain is the plain
    // HTML page's (bundlePlainPage.ts).
    const file = files.get(path === '/' ? '/index.html' : path === '/plain' ? '/plain/index.html' : path)
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    response.writeHead(200, {
      'content-type': file.contentType,
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      // Hashed asset names never change content; the page itself is always fresh.
      'cache-control': /^\/(assets|plain\/chunks)\//.test(path)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(request.method === 'HEAD' ? undefined : file.body)
  }
}
