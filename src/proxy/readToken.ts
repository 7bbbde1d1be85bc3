import { HEADER_SAFE_TOKEN } from './headerPolicy'
import type { ResolvedOptions } from './resolveOptions'

/** The bearer token for this request; `undefined` when the source fails or gives an unsafe value. */
export async function readToken(config: ResolvedOptions): Promise<string | undefined> {
  try {
    const token = typeof config.token === 'function' ? await config.token() : config.token
    return typeof token === 'string' && HEADER_SAFE_TOKEN.test(token) ? token : undefined
  } catch {
    return undefined
  }
}
