/**
 * Whether `area` has a message for `id`, narrowing `id` to that area's ids. For ids built from what the
 * service sends (a title, a phase, a service category): a value the catalog does not know is known only
 * at run time, so the caller checks here and then words it itself, never showing the id.
 */
export const hasMessage = <Id extends string>(area: Readonly<Record<Id, string>>, id: string): id is Id =>
  Object.hasOwn(area, id)
