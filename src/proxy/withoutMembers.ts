import { isRecord } from '../api/isRecord'

/**
 * `value` with every member named in `names` removed at every depth, inside objects and arrays
 * alike; the input is untouched, and a part with nothing to remove is shared, not copied. The body
 * was checked for depth and size before (`checkBodyShape`), so the recursion is bounded.
 */
export function withoutMembers(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, index) => {
      const kept = withoutMembers(item, names)
      if (kept !== item) (copy ??= [...value])[index] = kept
    })
    return copy ?? value
  }
  if (!isRecord(value)) return value
  let copy: Record<string, unknown> | undefined
  for (const [name, item] of Object.entries(value)) {
    if (names.has(name)) {
      copy ??= { ...value }
      delete copy[name]
      continue
    }
    const kept = withoutMembers(item, names)
    if (kept !== item) (copy ??= { ...value })[name] = kept
  }
  return copy ?? value
}
