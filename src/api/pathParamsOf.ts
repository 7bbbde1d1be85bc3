/**
 * The `{name}` placeholders of a path template, in order (`PathParamsOf` reads them at type level).
 * A module of its own: the route tables (loaded with their product) and the override check (loaded
 * up front) both use it, and neither brings the other along.
 */
export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
