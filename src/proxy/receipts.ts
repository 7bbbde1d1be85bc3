import type { FilingReceipt } from '../client/FilingReceipt'
import { answerText } from './answerText'
import { canonicalizeTarget, originFormOf } from './canonicalPath'
import { deny, type Denial } from './denial'
import { baseResponseHeaders } from './headerPolicy'
import type { Trace } from './logRequest'
import type { MatchedRequest } from './matchRequest'
import { getRawTarget } from './rawTarget'
import type { RequestBody } from './readRequestBody'
import { receiptOf } from './receiptOf'
import type { ResolvedOptions } from './resolveOptions'
import type { AuthorizeResult } from './types'

/** The store key of an owner's receipt; `receipt:<owner>:` lists them all. */
const keyOf = (owner: string, id: string) => `receipt:${owner}:${id}`

// A receipt id's tail: random per process start, then counted (a random draw per write cost more
// than the rest of the id); the owner's scope keeps two processes' ids apart in any case. Drawn on
// first use: a Worker may not draw random values at module load.
let instance: string | undefined
let written = 0

/** A receipt's id: sortable by time (a list reads newest first), then unique. */
function receiptId(at: Date): string {
  instance ??= Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  const count = (++written % 36 ** 4).toString(36).padStart(4, '0')
  return `${at.getTime().toString(36).padStart(9, '0')}${instance}${count}`
}

/**
 * Records the receipt of a write the service accepted (2xx), for the owner `authorize` named; a
 * write without an owner has nobody to show it to, so none is kept. A store that fails here does not
 * fail the write: the caller has the service's answer; the log says what was lost.
 */
export async function recordReceipt(
  config: ResolvedOptions,
  matched: MatchedRequest,
  body: RequestBody,
  owner: string | undefined,
  response: Response,
  trace: Trace,
): Promise<void> {
  const retention = config.stored.receiptRetentionMs
  if (retention === undefined || owner === undefined || matched.route.idempotent || !response.ok) return
  try {
    const text = await answerText(response)
    const at = new Date()
    const id = receiptId(at)
    const receipt = receiptOf({
      id,
      operation: matched.operation,
      params: matched.params,
      caller: body.caller,
      answerText: text,
      status: response.status,
      at,
    })
    await config.stored.store.put(keyOf(owner, id), JSON.stringify(receipt), retention, owner)
  } catch (error) {
    trace.error ??= { source: 'store', error }
  }
}

/** A request for the receipts, once recognised: which ones. */
type ReceiptsTarget = { readonly id: string | undefined }

const RECEIPT_ID = /^[0-9a-z]{9,40}$/

/** Whether the request is for `{basePath}/receipts` or `{basePath}/receipts/{id}`; `undefined` when not. */
export function receiptsTarget(request: Request, config: ResolvedOptions): ReceiptsTarget | undefined {
  const target = canonicalizeTarget(getRawTarget(request) ?? originFormOf(request.url))
  if (!target.ok) return undefined
  const prefix = `${config.basePath}/receipts`
  if (target.path === prefix) return { id: undefined }
  if (!target.path.startsWith(`${prefix}/`)) return undefined
  return { id: target.path.slice(prefix.length + 1) }
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { ...baseResponseHeaders(), 'content-type': 'application/json; charset=utf-8' },
  })

/** The owner `authorize` names for this request, or the refusal. */
async function ownerFor(
  config: ResolvedOptions,
  request: Request,
  target: ReceiptsTarget,
): Promise<{ ok: true; owner: string } | Denial> {
  if (!config.authorize) return deny('forbidden', 403, 'Receipts need a signed-in owner')
  let result: AuthorizeResult
  try {
    const operation = target.id === undefined ? 'receipts.list' : 'receipts.get'
    const params: Record<string, string> = target.id === undefined ? {} : { receiptId: target.id }
    result = await config.authorize({ request, operation, params, query: {} })
  } catch (error) {
    return { ...deny('authorize_failed', 500, 'The authorization check failed'), error }
  }
  if (result === false) return deny('forbidden', 403, 'Forbidden')
  if (typeof result === 'object' && result !== null && 'status' in result) {
    return result.status === 401
      ? deny('unauthorized', 401, result.message ?? 'Sign in to continue')
      : deny('forbidden', 403, result.message ?? 'Forbidden')
  }
  const owner =
    typeof result === 'object' && result !== null ? (result as { owner?: unknown }).owner : undefined
  // Without an owner, whose receipts would these be? Every owner's is not an answer.
  if (typeof owner !== 'string' || owner === '')
    return deny('forbidden', 403, 'Receipts need a signed-in owner')
  return { ok: true, owner }
}

/**
 * `GET {basePath}/receipts` (the signed-in owner's receipts, newest first, as `{ receipts }`) and
 * `GET {basePath}/receipts/{id}` (one of them, else 404). Only the owner `authorize` names is ever
 * read: another owner's receipt id is a 404 like one that does not exist.
 */
export async function serveReceipts(
  config: ResolvedOptions,
  request: Request,
  target: ReceiptsTarget,
  trace: Trace,
): Promise<Response | Denial> {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return deny('forbidden', 403, 'Cross-site requests are not accepted')
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return deny('method_not_allowed', 405, 'Method not allowed', { allow: 'GET, HEAD' })
  }
  if (target.id !== undefined && !RECEIPT_ID.test(target.id)) return deny('not_found', 404, 'Not found')
  const owner = await ownerFor(config, request, target)
  if (!owner.ok) return owner
  const { store } = config.stored
  try {
    if (target.id !== undefined) {
      const found = await store.get(keyOf(owner.owner, target.id))
      return found ? json(200, JSON.parse(found) as FilingReceipt) : deny('not_found', 404, 'Not found')
    }
    const entries = await store.list(owner.owner, `receipt:${owner.owner}:`)
    const receipts = entries
      .map((entry) => JSON.parse(entry.value) as FilingReceipt)
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    return json(200, { receipts })
  } catch (error) {
    trace.error = { source: 'store', error }
    return deny('store_unavailable', 503, 'Receipts cannot be read right now', { 'retry-after': '5' })
  }
}
