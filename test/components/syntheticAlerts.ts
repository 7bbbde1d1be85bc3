import type { Alert } from '../../hooks'

/** `count` alerts of made-up companies and dates, for lists too long to seed: the virtualised list's tests. */
export function syntheticAlerts(count: number): Alert[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `a${index}`,
    name: `Annual Report ${index}`,
    serviceCategory: index % 2 ? 'Annual Report' : 'Franchise Tax',
    closeDate: `2027-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    amount: 99 + (index % 50),
    stageName: 'Prospecting',
    entityName: `Company ${index % 300}`,
    state: 'DE',
    entityId: `c${index % 300}`,
    complianceForms: [],
    opportunityProducts: [],
  }))
}
