import * as z from 'zod/mini'
import { en } from 'zod/locales'

// zod/mini configures no locale (classic zod sets English globally on import). Rather than change
// the global config under a partner's own zod, every parse of ours passes the English messages.
const english = en().localeError

/**
 * `schema.safeParse(value)` with zod's English messages for whatever a schema does not word itself,
 * e.g. "Invalid input: expected string, received number". Works for classic and mini schemas.
 */
export function safeParseSchema<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
): z.core.util.SafeParseResult<z.output<T>> {
  return z.safeParse(schema, value, { error: english })
}
