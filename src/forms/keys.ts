// Property keys are positional (`s0`, `f2`), never the service's names: any name — with dots, spaces,
// unicode or `__proto__` — then travels through rjsf, ajv and ids untouched, and is written back from
// the definition itself.

/** The schema key of the section at `index` in the definition's order. */
export const sectionKey = (index: number) => `s${index}`
/** The schema key of the field at `index` in its section's order. */
export const fieldKey = (index: number) => `f${index}`
/** The schema key of definition `definition` of compliance form `form`. */
export const definitionKey = (form: number, definition: number) => `d${form}_${definition}`

/** An own property, even one called `__proto__`. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** An own property's value, never one inherited (`constructor`, `__proto__`). */
export function getOwn(source: unknown, key: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined
  return Object.hasOwn(source, key) ? (source as Record<string, unknown>)[key] : undefined
}
