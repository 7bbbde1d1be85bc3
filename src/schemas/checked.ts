import type * as z from 'zod/mini'

/**
 * `schema.check(...checks)`, as a function that bundlers know to be pure. zod/mini marks its own
 * functions so, which lets a page drop every schema it never uses; a method call is not marked, and
 * one `.check()` in a module kept all of that module's schemas in any page that imported a constant
 * from it (issue 13's size budgets).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(
  schema: T,
  ...checks: (z.core.CheckFn<z.output<T>> | z.core.$ZodCheck<z.output<T>>)[]
): T {
  return schema.check(...checks)
}
