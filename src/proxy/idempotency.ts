import { batchTimeoutMs } from '../api/batchTimeout'
import { isRecord } from '../api/isRecord'
import { answerText } from './answerText'
import { declaredScope } from './declaredScope'
import { deny, type Denial } from './denial'
import { baseResponseHeaders } from './headerPolicy'
import type { MatchedRequest } from './matchRequest'
import type { RequestBody } from './readRequestBody'
import { refusal } from './refusal'
import type { Trace } from './logRequest'
import type { ResolvedOptions } from './resolveOptions'

/** The header a client names a write's attempt with; the same key means the same write. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** Set on an answer the proxy gave from its store instead of asking the service again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed'
/**
 * Set on the proxy's own answers about a write it cannot vouch for: `unknown` (the first request was
 * forwarded and its answer never stored — the proxy holding it stopped) or `in-flight` (the first is
 * still being answered). The client treats both as an outcome it does not know yet, never a refusal.
 */
export const OUTCOME_HEADER = 'x-filing-kit-outcome'

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/
// Margin beyond the upstream's own time-out before a pending write is declared lost: its proxy would
// have stored the answer (or its failure) by then unless it stopped. At most the time-out itself,
// so a proxy with a short time-out declares a lost write soon too.
const DEADLINE_MARGIN_MS = 5_000
// Failures after which the service may have carried out the write: the answer is not known.
const UNKNOWN_AFTER = new Set([
  'upstream_timeout',
  'upstream_network',
  'upstream_unreadable',
  'upstream_too_large',
  'upstream_secret',
  'client_aborted',
])
// Answers that say the service did not take the write (AUTH-2, a rate limit, "unavailable"): the
// same write may be sent again under its key. Any other answer, 5xx included, is what happened.
const NOT_DONE = new Set([401, 429, 503])

type Stored =
  | { s: 'pending'; fp: string; owner: string; pcid?: string; deadline: number; id: string }
  | { s: 'unknown'; fp: string; owner: string; pcid?: string }
  | {
      s: 'done'
      fp: string
      owner: string
      pcid?: string
      status: number
      type: string | null
      extra: [string, string][]
      body: string
    }

/** What the guard decided about one write. */
export type Guarded =
  /** No key (a client of its own sending none): forwarded as before, with no record. */
  | { readonly kind: 'unguarded' }
  | { readonly kind: 'answered'; readonly response: Response }
  | { readonly kind: 'refused'; readonly denial: Denial }
  /** This request is the first with its key: forward it, then `finish` with what came back. */
  | {
      readonly kind: 'first'
      readonly pcid: string | undefined
      finish(result: Response | Denial): Promise<void>
    }

const settledHere = new Map<string, Promise<void>>()

// Bodies up to this size are hashed in JavaScript: Web Crypto's digest costs more per call (a
// promise, a copy into its thread) than hashing a few kB, and it held a third of a write's CPU.
const SMALL_BODY = 64 * 1024

/** Two 32-bit FNV-1a-style lanes with different seeds and mixing (cyrb53's), 106 bits together. */
function quickHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return `${(h1 >>> 0).toString(36)}.${(h2 >>> 0).toString(36)}.${text.length.toString(36)}`
}

/**
 * What a key's request was: the same operation, path, query and body give the same print. Not a
 * security boundary — a caller can only collide with their own key, as the key is per owner — but
 * a 422 for an honest client that reused a key for another write.
 */
async function fingerprint(matched: MatchedRequest, body: RequestBody): Promise<string> {
  const text = `${matched.operation}\n${JSON.stringify(matched.params)}\n${matched.search}\n${body.upstream ?? ''}`
  if (text.length <= SMALL_BODY) return quickHash(text)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

// A pending claim's value must be this request's own (release compares it): unique per process
// start and request, without a random draw per request (drawn on first use: a Worker may not draw
// random values at module load).
let instance: string | undefined
let claims = 0

/** The create's tracking id (BF-3): `partnerOrder.pcid` of a `createsOrder` body. */
function pcidOf(matched: MatchedRequest, body: RequestBody): string | undefined {
  if (declaredScope(matched.route)?.kind !== 'createsOrder') return undefined
  const order = isRecord(body.prepared) ? body.prepared.partnerOrder : undefined
  const pcid = isRecord(order) ? order.pcid : undefined
  return typeof pcid === 'string' && KEY_SHAPE.test(pcid) ? pcid : undefined
}

function answer(status: number, message: string, headers: Record<string, string>, extra: object): Response {
  const response = refusal(status, message, headers)
  return new Response(JSON.stringify({ statusCode: status, message, ...extra }), response)
}

function unknownAnswer(record: { pcid?: string }): Response {
  return answer(
    502,
    'An earlier request with this key may or may not have been carried out; it is not sent again',
    { [OUTCOME_HEADER]: 'unknown' },
    { outcome: 'unknown', ...(record.pcid ? { pcid: record.pcid } : {}) },
  )
}

function replay(record: Extract<Stored, { s: 'done' }>): Response {
  const headers = new Headers(baseResponseHeaders())
  if (record.type) headers.set('content-type', record.type)
  for (const [name, value] of record.extra) headers.set(name, value)
  headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true')
  return new Response(record.body, { status: record.status, headers })
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const parse = (text: string | undefined): Stored | undefined =>
  text ? (JSON.parse(text) as Stored) : undefined

/**
 * Exactly once, before a write goes upstream: the write is named by its `Idempotency-Key` (per
 * signed-in owner) or, for an order create, by its `pcid` (BF-3: the service does not enforce it, so
 * the proxy does, for every owner). The first request with a name claims it in the store and is
 * forwarded; a later one with the same body gets the stored answer without reaching the service, one
 * with another body a 422; one arriving while the first is in flight waits for its answer (up to
 * `idempotency.waitMs`), else 409 with `Retry-After`. A first request whose proxy stopped before
 * storing the answer leaves the name "outcome unknown": it is never forwarded again.
 */
export async function guardWrite(
  config: ResolvedOptions,
  request: Request,
  matched: MatchedRequest,
  body: RequestBody,
  owner: string | undefined,
): Promise<Guarded> {
  if (matched.route.idempotent) return { kind: 'unguarded' }
  const pcid = pcidOf(matched, body)
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER)
  if (header !== null && !KEY_SHAPE.test(header)) {
    return { kind: 'refused', denial: deny('bad_request', 400, 'The Idempotency-Key header is malformed') }
  }
  if (pcid === undefined && header === null) return { kind: 'unguarded' }
  const scope = owner ?? ''
  const key = pcid !== undefined ? `idem:pcid:${pcid}` : `idem:key:${scope}:${header}`
  const { store, idempotencyTtlMs: ttl, idempotencyWaitMs: waitMs } = config.stored
  const fp = await fingerprint(matched, body)
  const records = Array.isArray(body.caller) ? body.caller.length : 1
  const started = Date.now()

  for (;;) {
    instance ??= crypto.randomUUID()
    const id = `${instance}.${++claims}`
    const deadline =
      Date.now() + batchTimeoutMs(config.timeoutMs, records) + Math.min(DEADLINE_MARGIN_MS, config.timeoutMs)
    const pending: Stored = { s: 'pending', fp, owner: scope, deadline, id, ...(pcid ? { pcid } : {}) }
    const pendingText = JSON.stringify(pending)
    let found: Stored | undefined
    try {
      if (await store.claim(key, pendingText, ttl, owner)) return first(key, pendingText, pending, owner)
      found = parse(await store.get(key))
    } catch (error) {
      return {
        kind: 'refused',
        denial: {
          ...deny('store_unavailable', 503, 'The request could not be recorded; try again shortly', {
            'retry-after': '5',
          }),
          error,
        },
      }
    }
    if (!found) continue // released or expired between the claim and the read: claim again
    // Another owner's pcid (or, without owners, another body): nothing of theirs is told.
    if (found.owner !== scope) {
      return {
        kind: 'refused',
        denial: deny('idempotency_conflict', 409, 'An order with this reference was already submitted'),
      }
    }
    if (found.fp !== fp) {
      return {
        kind: 'refused',
        denial: deny(
          'idempotency_mismatch',
          422,
          'This Idempotency-Key was already used for a different request',
        ),
      }
    }
    if (found.s === 'done') return { kind: 'answered', response: replay(found) }
    if (found.s === 'unknown' || Date.now() > found.deadline)
      return { kind: 'answered', response: unknownAnswer(found) }
    const waited = Date.now() - started
    if (waited >= waitMs) {
      const seconds = Math.max(1, Math.ceil((found.deadline - Date.now()) / 1000))
      return {
        kind: 'answered',
        response: answer(
          409,
          'The same request is still being answered; try again shortly',
          { [OUTCOME_HEADER]: 'in-flight', 'retry-after': String(seconds) },
          { outcome: 'in-flight' },
        ),
      }
    }
    // The first may be in this very process: its settling wakes us at once; else poll the store.
    const local = settledHere.get(key)
    const pause = Math.min(250, 10 + waited / 4, waitMs - waited)
    await (local ? Promise.race([local, sleep(pause)]) : sleep(pause))
  }

  function first(
    key: string,
    pendingText: string,
    pending: Extract<Stored, { s: 'pending' }>,
    owner: string | undefined,
  ): Guarded {
    let settle!: () => void
    settledHere.set(key, new Promise<void>((resolve) => (settle = resolve)))
    const done = () => {
      settledHere.delete(key)
      settle()
    }
    const base = { fp: pending.fp, owner: pending.owner, ...(pending.pcid ? { pcid: pending.pcid } : {}) }
    return {
      kind: 'first',
      pcid: pending.pcid,
      async finish(result) {
        try {
          if (!(result instanceof Response)) {
            if (UNKNOWN_AFTER.has(result.kind))
              await store.put(key, JSON.stringify({ s: 'unknown', ...base }), ttl, owner)
            else await store.release(key, pendingText)
            return
          }
          if (NOT_DONE.has(result.status)) {
            await store.release(key, pendingText)
            return
          }
          const text = await answerText(result)
          const extra: [string, string][] = []
          const unrecorded = result.headers.get('x-filing-kit-order-unrecorded')
          if (unrecorded) extra.push(['x-filing-kit-order-unrecorded', unrecorded])
          const stored: Stored = {
            s: 'done',
            ...base,
            status: result.status,
            type: result.headers.get('content-type'),
            extra,
            body: text,
          }
          await store.put(key, JSON.stringify(stored), ttl, owner)
        } finally {
          done()
        }
      },
    }
  }
}

/**
 * Records what became of a guarded write: its answer (for replays), its release when nothing was
 * done, or "outcome unknown". A store that fails here does not fail the caller, who has the answer;
 * the write's name stays pending and is later answered as unknown — never forwarded twice.
 */
export async function settleGuard(guard: Guarded, result: Response | Denial, trace: Trace): Promise<void> {
  if (guard.kind !== 'first') return
  try {
    await guard.finish(result)
  } catch (error) {
    trace.error ??= { source: 'store', error }
  }
}
