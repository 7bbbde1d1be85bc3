import { baseResponseHeaders } from './headerPolicy'

/**
 * A refusal of the proxy itself: `{statusCode, message}` as the service's own errors look, with a
 * fixed message that never echoes the caller's input or any secret.
 */
export function refusal(status: number, message: string, extraHeaders?: Record<string, string>): Response {
  const headers = baseResponseHeaders()
  headers.set('content-type', 'application/json; charset=utf-8')
  for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value)
  return new Response(JSON.stringify({ statusCode: status, message }), { status, headers })
}
