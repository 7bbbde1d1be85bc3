import type * as z from 'zod/mini'
import { schemaNode } from '../schemas/schemaNode'

/** The dotted path of the first object member called `name` (case-insensitive), searching depth-first. */
export function findFieldPath(
  schema: z.core.$ZodType | undefined,
  name: string,
  depth = 0,
): string | undefined {
  if (!schema || depth > 8) return undefined
  const node = schemaNode(schema)
  if (node.kind === 'union') {
    for (const option of node.options) {
      const found = findFieldPath(option, name, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (node.kind !== 'object') return undefined
  const lower = name.toLowerCase()
  for (const key of Object.keys(node.shape)) {
    if (key.toLowerCase() === lower) return key
  }
  for (const [key, child] of Object.entries(node.shape)) {
    const found = findFieldPath(child, name, depth + 1)
    // The partner order is the caller's input: paths are relative to it.
    if (found) return key === 'partnerOrder' ? found : `${key}.${found}`
  }
  return undefined
}
