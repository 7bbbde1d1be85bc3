import { decodeBody } from '../api/decodeBody'
import { classifyFailure, defaultMessage } from './classifyFailure'
import type { CallOptions } from './createTransport'
import type { FilingReceipt } from './FilingReceipt'
import { PartnerApiError } from './PartnerApiError'
import type { PartnerClientOptions } from './PartnerClientOptions'
import { parseRetryAfter } from './retryPolicy'
import { headerValues, scrubError } from './scrubError'

/** The signed-in owner's receipts, as the proxy keeps them (`GET {baseUrl}/receipts`). */
export interface ReceiptsApi {
  /** Every receipt of the signed-in owner, newest first. */
  list(opts?: CallOptions): Promise<FilingReceipt[]>
  /** One receipt; a `not_found` error for an id that is not the owner's or no longer kept. */
  get(receiptId: string, opts?: CallOptions): Promise<FilingReceipt>
}

const isReceipt = (value: unknown): value is FilingReceipt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FilingReceipt).id === 'string' &&
  typeof (value as FilingReceipt).operation === 'string' &&
  typeof (value as FilingReceipt).submittedAt === 'string'

/**
 * The receipts routes: the proxy's own, beside the route table's (they never reach the service).
 * Reads with the client's fetch, headers, time-out and `onUnauthorized`, answers checked for shape.
 */
export function createReceiptsApi(options: PartnerClientOptions): ReceiptsApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  async function read(
    path: string,
    operation: string,
    opts: CallOptions = {},
    refreshed = false,
  ): Promise<unknown> {
    const headers = new Headers(
      typeof options.headers === 'function' ? await options.headers() : options.headers,
    )
    headers.set('Accept', 'application/json')
    const secrets = headerValues(headers)
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? options.timeoutMs ?? 30_000)
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { headers, signal, redirect: 'manual' })
    } catch {
      const kind = opts.signal?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : 'network'
      throw new PartnerApiError({
        kind,
        operation,
        message: defaultMessage(kind),
        retryable: kind !== 'aborted',
      })
    }
    const body = decodeBody(await response.text())
    if (response.status === 401 && options.onUnauthorized && !refreshed && (await options.onUnauthorized())) {
      return read(path, operation, opts, true)
    }
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'))
      throw scrubError(classifyFailure({ operation, status: response.status, body, retryAfterMs }), secrets)
    }
    return body
  }

  const contract = (operation: string) =>
    new PartnerApiError({
      kind: 'contract',
      operation,
      message: defaultMessage('contract'),
      issues: ['not a receipt'],
    })

  return {
    async list(opts) {
      const body = await read('/receipts', 'receipts.list', opts)
      const receipts = (body as { receipts?: unknown }).receipts
      if (!Array.isArray(receipts) || !receipts.every(isReceipt)) throw contract('receipts.list')
      return receipts
    },
    async get(receiptId, opts) {
      const body = await read(`/receipts/${encodeURIComponent(receiptId)}`, 'receipts.get', opts)
      if (!isReceipt(body)) throw contract('receipts.get')
      return body
    },
  }
}
