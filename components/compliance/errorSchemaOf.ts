import type { ErrorSchema } from '@rjsf/utils'

/** A message on the field at a key path (rjsf's keys, e.g. `['d', 's', 'f']`). */
export interface RefusedField {
  key: readonly string[]
  message: string
}

/**
 * rjsf's `extraErrors` (`{ d: { s: { f: { __errors } } } }`) from the fields the service refused.
 * Built in the form's lazy chunk, where rjsf is: it is not needed before the form is on screen.
 */
export function errorSchemaOf(entries: readonly RefusedField[]): ErrorSchema | undefined {
  if (entries.length === 0) return undefined
  const root: Record<string, unknown> = {}
  for (const { key, message } of entries) {
    let node = root
    for (const part of key) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node.__errors = [message]
  }
  return root as ErrorSchema
}
