/**
 * The value at `path` inside `input` (`['contact', 'contactEmail']`), or undefined where it stops.
 * Own properties only: a path a service names (`constructor`, `__proto__`) never reads a prototype's.
 */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}
