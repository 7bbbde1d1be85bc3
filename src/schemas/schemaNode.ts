import type * as z from 'zod/mini'

// zod keeps a schema's structure in `_zod.def`, which its public types do not describe. This module
// is the one place that reads it: the client's field paths from service messages
// (client/fieldErrors.ts) and the doctor's unknown members (doctor/findUnknownFields.ts) take the node
// `schemaNode` gives; the proxy (is a body a list?), the validator generator
// (scripts/generate-validators.ts) and its test take `zodDef`. A zod change is met here once.

/** A check's definition (a length, a pattern, a format…), as one of a schema's `checks` keeps it. */
export interface ZodCheckDef {
  readonly check: string
  readonly format?: string
  readonly pattern?: RegExp
  readonly minimum?: number
  readonly maximum?: number
  readonly length?: number
  readonly when?: unknown
}

/** One of a schema's checks, read with `checkDefs`. */
type ZodCheck = { readonly _zod: { readonly def: ZodCheckDef } }

/** A schema's definition as zod keeps it: its type and the members of it the walkers read. */
export interface ZodDef {
  readonly type: string
  readonly checks?: readonly ZodCheck[]
  readonly shape?: Readonly<Record<string, z.core.$ZodType>>
  readonly catchall?: z.core.$ZodType
  readonly element?: z.core.$ZodType
  readonly innerType?: z.core.$ZodType
  readonly in?: z.core.$ZodType
  readonly out?: z.core.$ZodType
  readonly options?: readonly z.core.$ZodType[]
  readonly valueType?: z.core.$ZodType
  readonly left?: z.core.$ZodType
  readonly right?: z.core.$ZodType
  readonly getter?: () => z.core.$ZodType
  readonly values?: readonly unknown[]
  readonly entries?: Readonly<Record<string, unknown>>
}

/** The definition zod keeps of `schema`, as it is (no wrapper looked through). */
export const zodDef = (schema: z.core.$ZodType): ZodDef =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def

/** The definitions of the checks zod runs after the type (lengths, patterns, formats…), in order. */
export const checkDefs = (def: ZodDef): readonly ZodCheckDef[] =>
  (def.checks ?? []).map((check) => check._zod.def)

/** Whether an object may leave `member` out (zod's own answer: optional, or a default to fill). */
export const mayBeLeftOut = (member: z.core.$ZodType): boolean =>
  (member as unknown as { _zod: { optin?: string } })._zod.optin !== undefined

/** What a schema holds once wrappers, pipes and lazy schemas are looked through. */
export type SchemaNode =
  | { readonly kind: 'object'; readonly shape: Readonly<Record<string, z.core.$ZodType>> }
  | { readonly kind: 'array'; readonly element: z.core.$ZodType }
  | { readonly kind: 'record'; readonly valueType: z.core.$ZodType }
  | { readonly kind: 'union'; readonly options: readonly z.core.$ZodType[] }
  | { readonly kind: 'intersection'; readonly left: z.core.$ZodType; readonly right: z.core.$ZodType }
  /** A string, number, enum…: nothing to walk into. */
  | { readonly kind: 'leaf' }

/** Schemas that hold one other and add no structure of their own. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

/** A self-referencing lazy schema that only ever wraps itself ends here instead of looping. */
const MAX_UNWRAPS = 40

/** The schema `def` stands for: a wrapper's inner one, a pipe's input (its output after a transform), a lazy one's target. */
function unwrapped(def: ZodDef): z.core.$ZodType | undefined {
  if (WRAPPERS.has(def.type)) return def.innerType
  if (def.type === 'pipe') return def.in && zodDef(def.in).type !== 'transform' ? def.in : def.out
  if (def.type === 'lazy') return def.getter?.()
  return undefined
}

/** The structure of `schema`, looking through optional, nullable, default, pipe, lazy and the like. */
export function schemaNode(schema: z.core.$ZodType): SchemaNode {
  let def = zodDef(schema)
  for (let unwraps = 0; unwraps < MAX_UNWRAPS; unwraps++) {
    const inner = unwrapped(def)
    if (!inner) break
    def = zodDef(inner)
  }
  switch (def.type) {
    case 'object':
      return def.shape ? { kind: 'object', shape: def.shape } : { kind: 'leaf' }
    case 'array':
      return def.element ? { kind: 'array', element: def.element } : { kind: 'leaf' }
    case 'record':
      return def.valueType ? { kind: 'record', valueType: def.valueType } : { kind: 'leaf' }
    case 'union':
      return def.options ? { kind: 'union', options: def.options } : { kind: 'leaf' }
    case 'intersection':
      return def.left && def.right
        ? { kind: 'intersection', left: def.left, right: def.right }
        : { kind: 'leaf' }
    default:
      return { kind: 'leaf' }
  }
}
