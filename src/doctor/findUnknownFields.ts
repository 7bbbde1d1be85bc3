import type * as z from 'zod/mini'
import { isRecord } from '../api/isRecord'
import { safeParseSchema } from '../schemas/safeParseSchema'
import { schemaNode } from '../schemas/schemaNode'

/**
 * Members of `value` that `schema` does not name, as paths such as `packageCollection[].promo`
 * (array items folded into `[]`, so a thousand companies give one line per unknown member). Our
 * response schemas are loose (GEN-4: unknown members are kept), so these are not errors: they are
 * what the service added that this version of filing-kit does not read yet.
 */
export function findUnknownFields(schema: z.core.$ZodType, value: unknown, limit = 50): string[] {
  const found = new Set<string>()
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

  function walk(current: z.core.$ZodType, data: unknown, path: string, depth: number): void {
    if (found.size >= limit || depth > 40) return
    const node = schemaNode(current)
    switch (node.kind) {
      case 'object': {
        // An object with no members named (`z.looseObject({})`) is open on purpose: nothing is unknown.
        if (!isRecord(data) || Object.keys(node.shape).length === 0) return
        for (const key of Object.keys(data)) {
          const member = node.shape[key]
          if (member) walk(member, data[key], join(path, key), depth + 1)
          else found.add(join(path, key))
        }
        return
      }
      case 'array':
        if (Array.isArray(data)) {
          for (const item of data) walk(node.element, item, `${path}[]`, depth + 1)
        }
        return
      case 'record':
        if (isRecord(data)) {
          for (const [key, item] of Object.entries(data))
            walk(node.valueType, item, join(path, key), depth + 1)
        }
        return
      case 'union': {
        // The option the value fits; with none, the contract check reports it, not this walk.
        const option = node.options.find((candidate) => safeParseSchema(candidate, data).success)
        if (option) walk(option, data, path, depth + 1)
        return
      }
      case 'intersection':
        // Either side may name a member; only what neither names is unknown.
        if (isRecord(data)) {
          const left = findUnknownFields(node.left, data, limit)
          const right = new Set(findUnknownFields(node.right, data, limit))
          for (const field of left) if (right.has(field)) found.add(join(path, field))
        }
        return
      case 'leaf':
        return
    }
  }

  walk(schema, value, '', 0)
  return [...found]
}
