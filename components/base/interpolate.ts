/** Fills `{name}` placeholders from `values`; an unknown placeholder stays as written. Text in, text out. */
export function interpolate(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
