import type { Company } from '../schemas/complianceAnswers'
import type { CompanyInput } from '../schemas/compliance'

/**
 * Why a row looks like a company that is, or will be, there already: it repeats an earlier row of the
 * file (`row`, its position from 0) by EIN or by name and state, or matches a company the partner
 * already has (`company`) by reference (PCID), EIN, or name and state.
 */
export type CompanyDuplicate =
  | { of: 'row'; row: number; by: 'ein' | 'nameState' }
  | { of: 'company'; company: Company; by: 'PCID' | 'ein' | 'nameState' }

// The service compares nothing (two identical creates make two companies), so these keys are ours:
// case, spacing and a trailing dot do not make a different company.
const nameKey = (name: string | null | undefined, state: string | null | undefined) =>
  name
    ? `${name
        .toLowerCase()
        .replace(/[\s.,]+/g, ' ')
        .trim()}|${(state ?? '').trim().toUpperCase()}`
    : undefined
const einKey = (ein: string | null | undefined) => ein?.replace(/\D/g, '') || undefined

/**
 * Flags, position by position, the checked companies of an import (undefined where a row did not
 * pass its check) that repeat an earlier one, or match `existing` (e.g. `listCompanies`). The first
 * of repeated rows is not flagged, so skipping every flagged row leaves one of each.
 */
export function findCompanyDuplicates(
  companies: readonly (CompanyInput | undefined)[],
  existing: readonly Company[] = [],
): (CompanyDuplicate | undefined)[] {
  const known = new Map<string, { company: Company; by: 'PCID' | 'ein' | 'nameState' }>()
  for (const company of existing) {
    const ein = einKey(company.ein)
    const name = nameKey(company.name, company.homeState)
    if (company.PCID) known.set(`p:${company.PCID}`, { company, by: 'PCID' })
    if (ein) known.set(`e:${ein}`, { company, by: 'ein' })
    if (name) known.set(`n:${name}`, { company, by: 'nameState' })
  }
  const seen = new Map<string, number>()
  return companies.map((company, row) => {
    if (!company) return undefined
    const ein = einKey(company.ein)
    const name = nameKey(company.name, company.homeState)
    const found =
      (company.PCID ? known.get(`p:${company.PCID}`) : undefined) ??
      (ein ? known.get(`e:${ein}`) : undefined) ??
      (name ? known.get(`n:${name}`) : undefined)
    const sameEin = ein ? seen.get(`e:${ein}`) : undefined
    const sameName = name ? seen.get(`n:${name}`) : undefined
    if (ein && sameEin === undefined) seen.set(`e:${ein}`, row)
    if (name && sameName === undefined) seen.set(`n:${name}`, row)
    if (found) return { of: 'company', ...found }
    if (sameEin !== undefined) return { of: 'row', row: sameEin, by: 'ein' }
    if (sameName !== undefined) return { of: 'row', row: sameName, by: 'nameState' }
    return undefined
  })
}
