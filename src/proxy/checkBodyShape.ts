/** Deepest nesting a request body may have: the service's deepest body (a compliance form) is under 10. */
export const MAX_BODY_DEPTH = 64
/**
 * Most values (strings, numbers, arrays, objects…) a request body may hold: a bulk create of 1,000
 * companies is about 20,000. More is a body built to make the proxy, then the service, walk it.
 */
export const MAX_BODY_VALUES = 200_000

// Member names that mean something to JavaScript objects rather than to the service. `JSON.parse`
// makes them ordinary own members, but any code that copies or merges the body (here, in the
// partner's server or upstream) may turn one into a prototype change; none is a field of the service.
const RESERVED = new Set(['__proto__', 'constructor', 'prototype'])

export type BodyShape =
  { readonly ok: true } | { readonly ok: false; readonly status: 400 | 413; readonly message: string }

/**
 * Checks a parsed body before anything recursive walks it (the scope check, `JSON.stringify`, the
 * schema): nesting, size in values and member names, with a loop and a stack of its own, so that a
 * body nested a million levels is a 400 rather than a stack overflow.
 */
export function checkBodyShape(body: unknown): BodyShape {
  const stack: unknown[] = [body]
  const depths: number[] = [0]
  let values = 0
  while (stack.length > 0) {
    const value = stack.pop()
    const depth = depths.pop()!
    if (++values > MAX_BODY_VALUES) {
      return { ok: false, status: 413, message: 'The request body holds too many values' }
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_BODY_DEPTH) {
      return { ok: false, status: 400, message: 'The request body is nested too deeply' }
    }
    if (Array.isArray(value)) {
      for (const item of value) {
        stack.push(item)
        depths.push(depth + 1)
      }
      continue
    }
    for (const name of Object.keys(value)) {
      if (RESERVED.has(name)) {
        return {
          ok: false,
          status: 400,
          message: 'The request body holds a reserved member name (__proto__, constructor or prototype)',
        }
      }
      stack.push((value as Record<string, unknown>)[name])
      depths.push(depth + 1)
    }
  }
  return { ok: true }
}
