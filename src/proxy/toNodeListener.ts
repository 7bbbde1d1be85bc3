import type * as HonoNodeServer from '@hono/node-server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { setNodeCallerSignal } from './callerSignal'
import { setRawTarget } from './rawTarget'
import { refusal } from './refusal'
import type { PartnerProxy } from './types'

/** A `node:http` request listener; also an Express/Connect middleware (`app.use(basePath, listener)`). */
export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>

type HonoListener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>

// A specifier bundlers do not follow: a Worker or edge bundle of filing-kit/proxy must not try to
// resolve Node's http modules for an adapter it never calls.
const NODE_ADAPTER = '@hono/node-server'

/**
 * Mounts the proxy in `node:http`, Express or anything that takes a Node request listener.
 *
 * Built on `getRequestListener` from `@hono/node-server` (already a dependency) rather than an
 * adapter of our own: converting between Node's streams and Fetch's `Request`/`Response` —
 * streaming bodies both ways with back-pressure, aborting the `Request`'s signal when the client
 * disconnects, HTTP/2 — is exactly the code a security-sensitive package should not hand-roll.
 * It is imported lazily, so that importing `filing-kit/proxy` in an edge runtime loads no Node code.
 *
 * Two things are added: the proxy checks the request target as sent on the wire (Express's
 * `originalUrl` when mounted under a path), so `..` or `\` are refused rather than normalised away
 * by the URL parser; and targets the adapter itself would reject get the proxy's JSON refusal.
 */
export function toNodeListener(proxy: PartnerProxy): NodeListener {
  const rawTargets = new WeakMap<object, string>()
  let listener: Promise<HonoListener> | undefined
  const load = async (): Promise<HonoListener> => {
    const { getRequestListener } = (await import(
      /* @vite-ignore */ /* webpackIgnore: true */ NODE_ADAPTER
    )) as typeof HonoNodeServer
    return getRequestListener(
      (request, env) => {
        const raw = rawTargets.get(env.incoming)
        if (raw !== undefined) setRawTarget(request, raw)
        setNodeCallerSignal(request, env.incoming, env.outgoing)
        return proxy(request)
      },
      {
        // Reached only when the adapter cannot build a Request at all (e.g. a malformed Host header).
        errorHandler: () => refusal(400, 'Bad request'),
        // Leave the process's global Request/Response alone: the proxy is a guest in the partner's server.
        overrideGlobalObjects: false,
      },
    )
  }

  return async (incoming, outgoing) => {
    const raw = (incoming as IncomingMessage & { originalUrl?: string }).originalUrl ?? incoming.url ?? ''
    rawTargets.set(incoming, raw)
    // The adapter throws on backslashes and absolute-form targets before the proxy is called; give
    // it a neutral target, so that the proxy refuses the raw one itself, with its own body and log
    // record. Otherwise restore the full path, which Express strips of its mount prefix.
    incoming.url = raw.startsWith('/') && !raw.includes('\\') ? raw : '/'
    listener ??= load()
    return (await listener)(incoming, outgoing)
  }
}
