import type * as z from 'zod/mini'
import { isRecord } from '../api/isRecord'
import { safeParseSchema } from '../schemas/safeParseSchema'

interface Def {
  readonly type: string
  readonly shape?: Record<string, z.core.$ZodType>
  readonly element?: z.core.$ZodType
  readonly innerType?: z.core.$ZodType
  readonly in?: z.core.$ZodType
  readonly out?: z.core.$ZodType
  readonly options?: readonly z.core.$ZodType[]
  readonly valueType?: z.core.$ZodType
  readonly left?: z.core.$ZodType
  readonly right?: z.core.$ZodType
  readonly getter?: () => z.core.$ZodType
}

const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

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
    const def = defOf(current)
    if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, data, path, depth + 1)
    switch (def.type) {
      case 'object': {
        // An object with no members named (`z.looseObject({})`) is open on purpose: nothing is unknown.
        if (!isRecord(data) || !def.shape || Object.keys(def.shape).length === 0) return
        for (const key of Object.keys(data)) {
          const member = def.shape[key]
          if (member) walk(member, data[key], join(path, key), depth + 1)
          else found.add(join(path, key))
        }
        return
      }
      case 'array':
        if (Array.isArray(data) && def.element) {
          for (const item of data) walk(def.element, item, `${path}[]`, depth + 1)
        }
        return
      case 'record':
        if (isRecord(data) && def.valueType) {
          for (const [key, item] of Object.entries(data))
            walk(def.valueType, item, join(path, key), depth + 1)
        }
        return
      case 'union': {
        // The option the value fits; with none, the contract check reports it, not this walk.
        const option = def.options?.find((candidate) => safeParseSchema(candidate, data).success)
        if (option) walk(option, data, path, depth + 1)
        return
      }
      case 'intersection':
        // Either side may name a member; only what neither names is unknown.
        if (def.left && def.right && isRecord(data)) {
          const left = findUnknownFields(def.left, data, limit)
          const right = new Set(findUnknownFields(def.right, data, limit))
          for (const field of left) if (right.has(field)) found.add(join(path, field))
        }
        return
      case 'pipe': {
        const source = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out
        if (source) walk(source, data, path, depth + 1)
        return
      }
      case 'lazy':
        if (def.getter) walk(def.getter(), data, path, depth + 1)
        return
      default:
        return
    }
  }

  walk(schema, value, '', 0)
  return [...found]
}
