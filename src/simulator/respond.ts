import { attachmentDisposition } from '../api/attachmentDisposition'
import type { Product } from '../api'
import type { SimulatorQuirks } from './types'

/** What a handler answers, before quirks turn it into a `Response`. */
export type SimResponse =
  | {
      readonly kind: 'json'
      readonly status: number
      readonly body: unknown
      /** Extra latency this answer carries (bulk creates grow with their size, CMP-5). */
      readonly latencyMs?: number
    }
  | {
      readonly kind: 'binary'
      readonly status: number
      readonly bytes: Uint8Array
      readonly contentType: string
      readonly fileName: string
    }

export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.'

export const json = (status: number, body: unknown, latencyMs = 0): SimResponse => ({
  kind: 'json',
  status,
  body,
  latencyMs,
})

/** The auth-level error body of spec section 7: `{statusCode, message, errorMessage: [..]}` (AUTH-2, AUTH-4). */
export const authError = (status: 401 | 403, message: string): SimResponse =>
  json(status, { statusCode: status, message, errorMessage: [message] })

/** Compliance errors: `{statusCode, message, data}` with `data` the endpoint's failure value. */
export const complianceError = (status: number, message: string, data: unknown): SimResponse =>
  json(status, { statusCode: status, message, data })

/** Formation and Tax errors (facts): `{statusCode, message, errorMessage, data: null}`, message often "success". */
export const formationError = (
  status: number,
  errorMessage: readonly string[],
  message = 'success',
): SimResponse => json(status, { statusCode: status, message, errorMessage: [...errorMessage], data: null })

/** An unexpected failure (GEN-3, BF-9). */
export const serverError = (status = 500): SimResponse =>
  json(status, {
    statusCode: status,
    message: SERVER_ERROR_MESSAGE,
    errorMessage: [SERVER_ERROR_MESSAGE],
    data: null,
  })

/** What a gateway in front of the service answers when a request runs too long (bulk over 1,000). */
export const gatewayTimeout = (): SimResponse => json(504, { message: 'Endpoint request timed out' })

/** Swaps a success status for another, so the body disagrees with HTTP (BF-8). */
const MISMATCHED: Readonly<Record<number, number>> = { 200: 201, 201: 200 }

function withStatusCodeQuirks(body: unknown, status: number, quirks: SimulatorQuirks): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('statusCode' in body)) return body
  let statusCode = (body as { statusCode: unknown }).statusCode
  if (quirks.mismatchedStatusCode && status >= 200 && status < 300 && typeof statusCode === 'number') {
    statusCode = MISMATCHED[statusCode] ?? statusCode
  }
  if (quirks.stringStatusCode && typeof statusCode === 'number') statusCode = String(statusCode)
  return { ...body, statusCode }
}

/** Turns a handler's answer into a `Response`, applying the switched-on quirks (GEN-2, BF-8). */
export function toResponse(
  answer: SimResponse,
  product: Product | undefined,
  quirks: SimulatorQuirks,
): Response {
  if (answer.kind === 'binary') {
    return new Response(answer.bytes as Uint8Array<ArrayBuffer>, {
      status: answer.status,
      headers: {
        'content-type': answer.contentType,
        // The name is the uploader's: quoted by RFC 6266's rules, never pasted between quotes.
        'content-disposition': attachmentDisposition(answer.fileName),
        'content-length': String(answer.bytes.byteLength),
      },
    })
  }
  // Only Formation and Tax write statusCode oddly; Compliance bodies keep their number.
  const body =
    product === 'formation' || product === 'taxRegistration'
      ? withStatusCodeQuirks(answer.body, answer.status, quirks)
      : answer.body
  let text = JSON.stringify(body)
  if (quirks.doubleEncoded) text = JSON.stringify(text)
  const contentType = quirks.textPlain ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8'
  return new Response(text, { status: answer.status, headers: { 'content-type': contentType } })
}
