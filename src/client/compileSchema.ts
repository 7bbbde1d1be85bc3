import { compile, config, type core } from 'zod/mini'
import { canCompileCode } from './canCompileCode'

/**
 * `schema` with zod's ahead-of-time compiled fast path: the same answers and the same errors (an
 * invalid input falls back to the regular parser), several times faster on a large list. The client
 * loads this module only when a large body arrives — zod's compiler would double the validation
 * chunk every page loads. Where the page forbids `new Function` (a CSP without 'unsafe-eval') or the
 * partner set `jitless`, the schema comes back as it was. Named imports only: a namespace import of
 * zod's core kept all of it in the chunks a page loads up front.
 */
export function compileSchema<T extends core.$ZodType>(schema: T): T {
  if (config().jitless || !canCompileCode()) return schema
  try {
    return compile(schema)
  } catch {
    return schema
  }
}
