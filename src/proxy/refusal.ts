import { baseResponseHeaders } from './headerPolicy'

/**
 * A refusal of the proxy itself: `{statusCode, message}` as the service's own errors look, with a
 * fixed message that never echoes the caller's input or any secret.
 */
export function refusal(status: number, message: string, extraHeaders?: Record<string, string>): Response {
  const headers = {
    ...baseResponseHeaders(),
    'content-type': 'application/json; charset=utf-8',
    ...extraHeaders,
  }
  return new Response(JSON.stringify({ statusCode: status, message }), { status, headers })
}
