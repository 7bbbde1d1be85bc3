import type { OperationName } from '../api/routes'
import { callerSecrets } from './callerSecrets'
import { describeError, type CaughtError } from './describeError'
import { redactPath, redactValue } from './redact'
import { onStreamCut } from './streamCut'
import type { ResolvedOptions } from './resolveOptions'
import type { ProxyErrorKind, ProxyLogRecord } from './types'

/** What the handler learns as it goes, for the one log record of the request. */
export interface Trace {
  readonly started: number
  /** Wall-clock start in ms; formatted only when a record is logged (most proxies log little). */
  readonly at: number
  operation?: OperationName
  path: string | null
  upstreamStatus?: number
  errorKind?: ProxyErrorKind
  token?: string
  /** An exception caught on the way, described (redacted) in the record's `error`. */
  error?: CaughtError
}

const clock = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

export function startTrace(): Trace {
  return { started: clock(), at: Date.now(), path: null }
}

/**
 * Hands `onLog` the request's record, with the token (and `knownTokens`, tokens read before or
 * for it), the caller's own `Cookie` and `Authorization` values (`callerSecrets`), the partner's
 * `redactFromLogs`, EINs and Base64 redacted, and a second one if a document's stream is cut later
 * (`streamCut`). Never throws.
 */
export function logRequest(
  config: ResolvedOptions,
  request: Request,
  response: Response,
  trace: Trace,
  knownTokens: readonly string[] = [],
): void {
  if (!config.onLog) return
  const tokens = [
    ...(typeof config.token === 'string' ? [config.token] : []),
    ...(trace.token ? [trace.token] : []),
    ...knownTokens,
  ]
  const secrets = [...tokens, ...callerSecrets(request), ...config.redactFromLogs]
  // An error's message is kept only when a token is known to redact from it (`describeError`).
  const record: ProxyLogRecord = recordOf(request, response, trace, secrets, tokens.length > 0)
  emit(config, record, secrets)
  // A document cut mid-stream: a second record, once the cut happens (the first said 200, no error).
  onStreamCut(response, (cut) =>
    emit(
      config,
      { ...recordOf(request, response, trace, secrets, tokens.length > 0), errorKind: cut, streamCut: true },
      secrets,
    ),
  )
}

function recordOf(
  request: Request,
  response: Response,
  trace: Trace,
  secrets: readonly string[],
  tokenKnown: boolean,
): ProxyLogRecord {
  return {
    time: new Date(trace.at).toISOString(),
    ...(trace.operation ? { operation: trace.operation } : {}),
    method: request.method.slice(0, 16),
    path: trace.path,
    status: response.status,
    ...(trace.upstreamStatus !== undefined ? { upstreamStatus: trace.upstreamStatus } : {}),
    durationMs: Math.round((clock() - trace.started) * 100) / 100,
    ...(trace.errorKind ? { errorKind: trace.errorKind } : {}),
    ...(trace.error ? { error: describeError(trace.error, tokenKnown ? secrets : []) } : {}),
  }
}

function emit(config: ResolvedOptions, record: ProxyLogRecord, secrets: readonly string[]): void {
  if (!config.onLog) return
  const redacted: ProxyLogRecord = {
    ...(redactValue(record, secrets) as ProxyLogRecord),
    path: record.path === null ? null : redactPath(record.path, secrets),
  }
  try {
    // A broken logger must not break the request, nor leave an unhandled rejection behind.
    void Promise.resolve(config.onLog(redacted)).catch(() => undefined)
  } catch {
    // ignored: see above
  }
}
