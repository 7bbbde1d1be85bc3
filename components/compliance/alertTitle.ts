/**
 * An alert's name and the company to show beside it, said once: the service often names an alert
 * "Annual Report 2026 - Prairie Bakery P.C.", so a list of many companies keeps the name and shows
 * no company of its own, and a list already scoped to that company drops it from the name too.
 */
export function alertTitle(
  name: string,
  company: string,
  scoped: boolean,
): { name: string; company: string | null } {
  const at = company ? name.toLocaleLowerCase().lastIndexOf(company.toLocaleLowerCase()) : -1
  if (at < 0) return { name, company: scoped || !company ? null : company }
  if (!scoped) return { name, company: null }
  // Only a trailing company with its separator ("… - Name", "… · Name") goes; a name that is nothing else stays.
  const rest = name.slice(0, at).replace(/[\s\-–—·:,]+$/u, '')
  return { name: at + company.length === name.length && rest ? rest : name, company: null }
}
