import { US_STATES, type UsStateCode } from '../../schemas/usStates'

// What each state taxes, as a knowledgeable owner knows it (issue 34): the seed raises a franchise tax
// only where the state has one for that kind of company, and a registration obtains a withholding
// account only where the state taxes wages. The agencies are the states' own, by name.

/** States with no tax on wages, so no withholding account (New Hampshire taxed only interest and dividends). */
const NO_WAGE_TAX: ReadonlySet<string> = new Set(['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY'])

/**
 * States with a franchise tax (or one by that name) on the companies the seed forms. Illinois's falls
 * on corporations only; a non-profit is exempt everywhere here.
 */
const FRANCHISE_TAX: Readonly<Record<string, 'all' | 'corporations'>> = {
  CA: 'all',
  DE: 'all',
  NC: 'all',
  NY: 'all',
  TX: 'all',
  IL: 'corporations',
}

const CORPORATIONS = new Set(['Corporation', 'S-Corp', 'C-Corp', 'Professional Corporation'])

/** Whether a company of `type` in `state` owes a franchise tax report. */
export function hasFranchiseTax(state: string | null | undefined, type: string | null | undefined): boolean {
  const rule = FRANCHISE_TAX[state ?? '']
  if (!rule || type === 'Non-Profit Corporation') return false
  return rule === 'all' || CORPORATIONS.has(type ?? '')
}

/** The state's agencies for unemployment insurance and (where it taxes wages) withholding. */
const AGENCIES: Readonly<Record<string, readonly [unemployment: string, withholding?: string]>> = {
  AL: ['Alabama Department of Labor', 'Alabama Department of Revenue'],
  AZ: ['Arizona Department of Economic Security', 'Arizona Department of Revenue'],
  CA: ['Employment Development Department', 'Employment Development Department'],
  CO: ['Colorado Department of Labor and Employment', 'Colorado Department of Revenue'],
  DE: ['Delaware Department of Labor', 'Delaware Division of Revenue'],
  FL: ['Florida Department of Revenue'],
  GA: ['Georgia Department of Labor', 'Georgia Department of Revenue'],
  IL: ['Illinois Department of Employment Security', 'Illinois Department of Revenue'],
  MA: ['Massachusetts Department of Unemployment Assistance', 'Massachusetts Department of Revenue'],
  NC: ['North Carolina Division of Employment Security', 'North Carolina Department of Revenue'],
  NV: ['Nevada Employment Security Division'],
  NY: ['New York State Department of Labor', 'New York State Department of Taxation and Finance'],
  OR: ['Oregon Employment Department', 'Oregon Department of Revenue'],
  TX: ['Texas Workforce Commission'],
  WA: ['Washington Employment Security Department'],
}

/**
 * The agency that runs `state`'s unemployment insurance, and the one that collects its withholding
 * (`null` where the state does not tax wages); other states by a generic name of theirs.
 */
export function stateTaxAgencies(state: string): { unemployment: string; withholding: string | null } {
  const known = AGENCIES[state]
  if (known) return { unemployment: known[0], withholding: known[1] ?? null }
  const name = US_STATES[state as UsStateCode] ?? state
  return {
    unemployment: `${name} Department of Labor`,
    withholding: NO_WAGE_TAX.has(state) ? null : `${name} Department of Revenue`,
  }
}
