/**
 * Fills `{name}` placeholders from `values`; an unknown placeholder stays as written. Text in, text
 * out. A sentence that ends on a value which itself ends in a period ("Prairie Bakery P.C.") keeps
 * one period, not two.
 */
export function interpolate(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    if (!Object.hasOwn(values, name)) return whole
    const value = String(values[name])
    return period && /[.…]$/.test(value) ? value : `${value}${period}`
  })
}
