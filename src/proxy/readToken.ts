import { HEADER_SAFE_TOKEN } from './headerPolicy'
import type { ResolvedOptions } from './resolveOptions'

/** The bearer token for this request, or why there is none (the token function's exception). */
export type TokenRead =
  { readonly ok: true; readonly token: string } | { readonly ok: false; readonly error: unknown }

/** Reads the token; a token source that throws or gives an unsafe value is a failure, never thrown. */
export async function readToken(config: ResolvedOptions): Promise<TokenRead> {
  try {
    const token = typeof config.token === 'function' ? await config.token() : config.token
    if (typeof token === 'string' && HEADER_SAFE_TOKEN.test(token)) return { ok: true, token }
    return { ok: false, error: new TypeError('The token source gave no header-safe token') }
  } catch (error) {
    return { ok: false, error }
  }
}
