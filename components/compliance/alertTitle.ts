/**
 * An alert's name and the company to show beside it, said once: the service often names an alert
 * "Annual Report 2026 - Prairie Bakery P.C.", so a list of many companies keeps the name and shows
 * no company of its own, and a list already scoped to that company drops it from the name too.
 */
export function alertTitle(name: string, company: string, scoped: boolean): [string, string] {
  const at = company ? name.lastIndexOf(company) : -1
  if (at < 0) return [name, scoped ? '' : company]
  // The company goes with its separator ("… - Name"); a name that is nothing else stays.
  return [(scoped && name.slice(0, at).replace(/[\s\-–—·:,]+$/u, '')) || name, '']
}
