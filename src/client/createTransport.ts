import type * as z from 'zod/mini'
import { buildPath } from '../api/matchRoute'
import type { OperationName, Routes } from '../api/routes'
import type * as validateCall from './validateCall'
import type * as validateWithZod from './validateWithZod'
import type { RouteDefinition } from '../api/routeTypes'
import type { ClientRoute } from './ClientRoute'
import { CLIENT_ROUTES, SCHEMA_ROUTES, createRouteLoader } from './createRouteLoader'
import { isLoadFailure, loadFailure } from './loadFailure'
import { classifyFailure, defaultMessage, isMissingPartnerOrder } from './classifyFailure'
import { decodeBody, isUndecodable } from '../api/decodeBody'
import { encodeQuery } from '../api/encodeQuery'
import { headerValues, scrubError } from './scrubError'
import { untilAborted } from './untilAborted'
import { PartnerApiError, type FieldErrors } from './PartnerApiError'
import { redirectError } from './redirectError'
import type { PartnerClientOptions } from './PartnerClientOptions'
import { createRetryPolicy, parseRetryAfter, sleep } from './retryPolicy'
import { unwrapEnvelope } from '../api/unwrapEnvelope'
import { generatePcid } from './generatePcid'

/** Per-call options every client method takes last. */
export interface CallOptions {
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number
  /**
   * A write's attempt id, sent as `Idempotency-Key`: the proxy carries out a write once per key and
   * answers a repeat from its store. Keep it across retries and reloads of the same attempt (the
   * hooks do). Default: a fresh key per call; an order create's is its `pcid`. Ignored by reads.
   */
  idempotencyKey?: string
}

export interface CallArgs extends CallOptions {
  params?: Readonly<Record<string, string>>
  query?: Readonly<Record<string, string | undefined>>
  body?: unknown
}

export type OutputOf<Op extends OperationName> = z.output<Routes[Op]['response']>

/** Calls one operation of the route table by name. */
export type CallOperation = <Op extends OperationName>(
  operation: Op,
  args?: CallArgs,
) => Promise<OutputOf<Op>>

type Validation = typeof validateCall

/** A route with its zod schemas, and zod's validation: loaded for a write, or when a check leaves a value to zod. */
type ZodParts = readonly [RouteDefinition, typeof validateWithZod]

/** What a call has loaded: its route and the generated checks, and zod's parts once needed. */
interface CallParts {
  readonly route: ClientRoute
  readonly validation: Validation
  zod?: ZodParts
}

const TIMED_OUT = Symbol('timed out')

function validationError(operation: string, fieldErrors: FieldErrors): PartnerApiError {
  const first = Object.entries(fieldErrors)[0]
  return new PartnerApiError({
    kind: 'validation',
    operation,
    message: first ? `${first[0]}: ${first[1]}` : defaultMessage('validation'),
    fieldErrors,
  })
}

let validationModule: Promise<Validation> | undefined
let zodModule: Promise<typeof validateWithZod> | undefined

/**
 * The validation module (the generated checks' use), loaded once: an `import()` per call would go
 * through module resolution every time. A chunk that fails to load is a retryable network error, and
 * the next call tries again.
 */
function loadValidation(operation: string): Promise<Validation> {
  validationModule ??= import('./validateCall')
  return validationModule.catch((cause: unknown) => {
    validationModule = undefined
    throw loadFailure(operation, cause)
  })
}

/** zod's validation, the same way, when a call first needs it. */
function loadZodValidation(operation: string): Promise<typeof validateWithZod> {
  zodModule ??= import('./validateWithZod')
  return zodModule.catch((cause: unknown) => {
    zodModule = undefined
    throw loadFailure(operation, cause)
  })
}

function hasPageLocation(): boolean {
  const location = (globalThis as { location?: { href?: unknown } }).location
  return typeof location?.href === 'string'
}

/**
 * The one pipeline every operation goes through: validate the input → build the URL from the route
 * table → fetch with a time-out → decode (GEN-2) → branch on the HTTP status (GEN-1) → unwrap the
 * envelope → validate the payload → the value, or a PartnerApiError of the right kind.
 */
export function createTransport(options: PartnerClientOptions): CallOperation {
  if (!options.baseUrl)
    throw new TypeError('createPartnerClient: baseUrl is required (the address of your proxy)')
  // A browser resolves '/api/partner' against the page; Node has no page, and its fetch would fail
  // every call later with a bare "could not be reached". Say so now, naming the option.
  if (!options.fetch && !/^[a-z][a-z\d+.-]*:/i.test(options.baseUrl) && !hasPageLocation()) {
    throw new TypeError(
      `createPartnerClient: baseUrl "${options.baseUrl}" is relative and there is no page to resolve it ` +
        "against (this looks like Node). Pass an absolute URL, e.g. 'http://localhost:3000/api/partner', " +
        'or a fetch that resolves it.',
    )
  }
  const clientRouteOf = createRouteLoader(options.routes ?? {}, CLIENT_ROUTES)
  const routeOf = createRouteLoader(options.routes ?? {}, SCHEMA_ROUTES)
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const policy = createRetryPolicy(options.retry)
  const defaultTimeout = options.timeoutMs ?? 30_000
  const loadedParts = new Map<OperationName, CallParts>()

  /** The route with its schemas and zod, loaded within the call's signal and time-out like the rest. */
  function loadZodParts(operation: OperationName, args: CallArgs): Promise<ZodParts> {
    return withinDeadline(operation, args, () =>
      Promise.all([routeOf(operation), loadZodValidation(operation)]),
    )
  }

  async function prepare(operation: OperationName, parts: CallParts, args: CallArgs) {
    const { route } = parts
    const params: Record<string, string> = { ...args.params }
    if (route.partnerScoped) params.partnerId = options.partnerId
    let checked: validateWithZod.CheckedRequest | undefined = parts.zod
      ? undefined
      : parts.validation.checkRequest(route, params, args.query)
    if (!checked) {
      const [schemaRoute, zod] = (parts.zod ??= await loadZodParts(operation, args))
      checked = zod.checkRequest(schemaRoute, params, args.query, args.body)
    }
    if (!checked.ok) throw validationError(operation, checked.fieldErrors)
    const search = encodeQuery(checked.query, route.queryParams)
    return {
      url: `${baseUrl}${buildPath(route.path, checked.params)}${search ? `?${search}` : ''}`,
      body: checked.body,
    }
  }

  /**
   * A controller that aborts with the caller's signal (already aborted, too: a signal may abort while
   * the route loads, and a listener added after that never fires) and at the call's time-out.
   */
  function deadline(args: CallArgs) {
    const controller = new AbortController()
    const onAbort = () => controller.abort(args.signal?.reason)
    if (args.signal?.aborted) onAbort()
    else args.signal?.addEventListener('abort', onAbort, { once: true })
    const timer = setTimeout(() => controller.abort(TIMED_OUT), args.timeoutMs ?? defaultTimeout)
    const done = () => {
      clearTimeout(timer)
      args.signal?.removeEventListener('abort', onAbort)
    }
    return { controller, done }
  }

  type Attempt =
    | {
        readonly response: Response
        readonly body: unknown
        readonly secrets: string[]
      }
    | { readonly error: PartnerApiError; readonly secrets: string[] }

  async function attempt(
    operation: OperationName,
    route: ClientRoute,
    url: string,
    body: string | undefined,
    args: CallArgs,
  ): Promise<Attempt> {
    let headers: Headers
    try {
      headers = new Headers(typeof options.headers === 'function' ? await options.headers() : options.headers)
    } catch (cause) {
      // The partner's headers function failed (a CSRF token it could not fetch): nothing was sent.
      const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined
      const error = new PartnerApiError({
        kind: 'network',
        operation,
        message: defaultMessage('network'),
        serviceMessage: detail && `the request headers could not be made (${detail})`,
        retryable: true,
      })
      return { error, secrets: [] }
    }
    const secrets = headerValues(headers)
    headers.set(
      'Accept',
      route.envelope === 'binary' ? 'application/pdf, application/octet-stream, */*' : 'application/json',
    )
    if (body !== undefined) headers.set('Content-Type', 'application/json') // GEN-7
    // One key for every send of this call (a 401 refresh sends it again): the same write, once.
    if (!route.idempotent)
      headers.set('Idempotency-Key', args.idempotencyKey ?? (args.idempotencyKey = generatePcid()))

    const { controller, done } = deadline(args)
    try {
      // Aborted while the route loaded (a query cancelled on unmount): nothing is sent.
      if (controller.signal.aborted) throw controller.signal.reason
      // Raced against the signal: an injected fetch (a test double, a simulator) may ignore it.
      // `redirect: 'manual'`: a redirect would send this request — the portal's headers, a write's
      // body — to whatever origin it names, and its answer would pass for the proxy's. Node gives
      // the 3xx itself, a browser an opaque redirect (status 0): both are contract errors below.
      const response = await untilAborted(
        fetchImpl(url, {
          method: route.method,
          headers,
          body,
          signal: controller.signal,
          redirect: 'manual',
        }),
        controller.signal,
      )
      const redirect = redirectError(operation, response)
      if (redirect) {
        // Nothing of a redirect is read: it is not the proxy's answer.
        void response.body?.cancel().catch(() => undefined)
        return { error: redirect, secrets }
      }
      if (response.ok && route.envelope === 'binary') {
        return { response, body: await untilAborted(response.blob(), controller.signal), secrets }
      }
      const text = await untilAborted(response.text(), controller.signal)
      return { response, body: decodeBody(text), secrets }
    } catch (cause) {
      const kind =
        controller.signal.reason === TIMED_OUT ? 'timeout' : args.signal?.aborted ? 'aborted' : 'network'
      const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined
      const error = new PartnerApiError({
        kind,
        operation,
        message: defaultMessage(kind),
        serviceMessage: kind === 'network' ? detail : undefined,
        retryable: kind !== 'aborted',
      })
      return { error: scrubError(error, secrets), secrets }
    } finally {
      done()
    }
  }

  async function interpret(
    operation: OperationName,
    parts: CallParts,
    response: Response,
    body: unknown,
    args: CallArgs,
  ): Promise<PartnerApiError | { value: unknown }> {
    const { route } = parts
    if (!response.ok) {
      // Only a write names fields, and a write has loaded its schemas before it was sent.
      const zod = parts.zod
      return classifyFailure({
        operation,
        // The proxy's word that a write's outcome is not known yet (X-Filing-Kit-Outcome: its first
        // request in flight, 409, or lost with the proxy that sent it, 502) reads as a 5xx: an
        // outcome unknown (`isOutcomeUnknown`), never a refusal.
        status: response.headers.has('x-filing-kit-outcome') ? 503 : response.status,
        body,
        retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
        fieldPath: (name) => zod?.[1].findFieldPath(zod[0].request, name),
      })
    }
    if (route.envelope === 'binary') return { value: body }
    const contract = (issues: string[]) =>
      new PartnerApiError({
        kind: 'contract',
        operation,
        status: response.status,
        message: defaultMessage('contract'),
        issues,
      })
    if (isUndecodable(body)) return contract(['the body is not JSON'])
    if (isMissingPartnerOrder(body)) {
      return new PartnerApiError({
        kind: 'not_found',
        operation,
        status: response.status,
        message: defaultMessage('not_found'),
      })
    }
    const unwrapped = unwrapEnvelope(route.envelope, body)
    if (!unwrapped.ok) return contract([unwrapped.reason])
    const passed = parts.validation.checkAnswer(route, unwrapped.payload)
    if (passed) return passed
    let zod: ZodParts
    try {
      zod = parts.zod ??= await loadZodParts(operation, args)
    } catch (error) {
      // zod's chunk did not arrive (or the call timed out meanwhile): the answer is not handed out unchecked.
      if (error instanceof PartnerApiError) return error
      throw error
    }
    const checked = zod[1].checkAnswer(zod[0], unwrapped.payload)
    return checked.ok ? { value: checked.value } : contract(checked.issues)
  }

  /**
   * Parts of the client loaded on first use, within the call's signal and time-out. A chunk that fails
   * to load is retried under the read policy whatever the operation: nothing is sent meanwhile.
   */
  async function withinDeadline<T>(
    operation: OperationName,
    args: CallArgs,
    load: () => Promise<T>,
  ): Promise<T> {
    const { controller, done } = deadline(args)
    try {
      for (let retries = 0; ; retries += 1) {
        try {
          return await untilAborted(load(), controller.signal)
        } catch (error) {
          if (!isLoadFailure(error) || retries >= policy.attempts) throw error
          await sleep(policy.delay(retries), controller.signal)
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error
      const kind = controller.signal.reason === TIMED_OUT ? 'timeout' : 'aborted'
      throw new PartnerApiError({
        kind,
        operation,
        message: defaultMessage(kind),
        retryable: kind === 'timeout',
      })
    } finally {
      done()
    }
  }

  /**
   * The route and the generated checks; for a write, its schemas and zod too, so that nothing of a
   * write waits on a chunk once it is sent.
   */
  function loadParts(operation: OperationName, args: CallArgs): Promise<CallParts> | CallParts {
    // Loaded once, an operation's parts are at hand: no deadline, timer or signal listener to set up
    // for a load that cannot fail (a fresh copy, as a call may add zod's parts to its own).
    const ready = loadedParts.get(operation)
    if (ready && !args.signal?.aborted) return { ...ready }
    return withinDeadline(operation, args, async () => {
      const [route, validation] = await Promise.all([clientRouteOf(operation), loadValidation(operation)])
      const zod = route.hasRequest
        ? await Promise.all([routeOf(operation), loadZodValidation(operation)])
        : undefined
      const parts: CallParts = zod ? { route, validation, zod } : { route, validation }
      loadedParts.set(operation, parts)
      return { ...parts }
    })
  }

  return async function call<Op extends OperationName>(
    operation: Op,
    args: CallArgs = {},
  ): Promise<OutputOf<Op>> {
    const parts = await loadParts(operation, args)
    const route = parts.route
    const { url, body } = await prepare(operation, parts, args)
    let retries = 0
    let refreshed = false
    for (;;) {
      const outcome = await attempt(operation, route, url, body, args)
      const result =
        'error' in outcome
          ? outcome.error
          : await interpret(operation, parts, outcome.response, outcome.body, args)
      if (!(result instanceof PartnerApiError)) return result.value as OutputOf<Op>
      const error = scrubError(result, outcome.secrets)

      // A 401 is refused before any processing (AUTH-2), so sending again cannot double a write.
      if (error.kind === 'unauthorized' && options.onUnauthorized && !refreshed) {
        refreshed = true
        if (await options.onUnauthorized()) continue
      }
      if (error.retryable && route.idempotent && retries < policy.attempts && !args.signal?.aborted) {
        await sleep(policy.delay(retries, error.retryAfterMs), args.signal).catch(() => undefined)
        retries += 1
        if (!args.signal?.aborted) continue
      }
      if (args.signal?.aborted && error.kind !== 'aborted') {
        throw new PartnerApiError({ kind: 'aborted', operation, message: defaultMessage('aborted') })
      }
      throw error
    }
  }
}
