import type { FieldValue } from '../schemas'
import type { CompanyRecord, SimulatorState } from './types'

// Compliance form fields that land on company fields once the writeback runs (CMP-11). Every value
// is also kept in `complianceValues` by `Section.Field`, so a client can confirm any of them.
const TO_COMPANY: Readonly<Record<string, (company: CompanyRecord, value: string) => void>> = {
  'EntityState.EntityName': (company, value) => (company.name = value),
  'EntityState.EntityNumber': (company, value) => (company.filingnumber = value),
  'EntityState.EIN': (company, value) => (company.ein = value),
  'EntityState.Filed_Qualification_Date': (company, value) => (company.formationDate = value),
  'PrincipalAddress.Street': (company, value) =>
    (company.businessAddress = { ...company.businessAddress, street: value }),
  'PrincipalAddress.City': (company, value) =>
    (company.businessAddress = { ...company.businessAddress, city: value }),
  'PrincipalAddress.State': (company, value) =>
    (company.businessAddress = { ...company.businessAddress, state: value }),
  'PrincipalAddress.Zip': (company, value) =>
    (company.businessAddress = { ...company.businessAddress, zip: value }),
  'root.ContactEmail': (company, value) =>
    (company.businessAddress = { ...company.businessAddress, email: value }),
}

/** Flattens sections to `Section.Field` → value. */
export function flattenSections(
  sections: Record<string, Record<string, FieldValue>>,
): Record<string, FieldValue> {
  const flat: Record<string, FieldValue> = {}
  for (const [section, fields] of Object.entries(sections)) {
    for (const [field, value] of Object.entries(fields)) flat[`${section}.${field}`] = value
  }
  return flat
}

/** Applies every writeback whose time has come; later ones stay queued. */
export function applyDueWritebacks(state: SimulatorState, now: number): void {
  const due = state.pendingWritebacks.filter((pending) => pending.applyAt <= now)
  if (due.length === 0) return
  state.pendingWritebacks = state.pendingWritebacks.filter((pending) => pending.applyAt > now)
  for (const pending of due.sort((a, b) => a.applyAt - b.applyAt)) {
    const company = state.companies.get(pending.companyId)
    if (!company) continue
    for (const [path, value] of Object.entries(pending.values)) {
      company.complianceValues[path] = value
      const apply = TO_COMPANY[path]
      if (apply && typeof value === 'string' && value !== '') apply(company, value)
    }
  }
}
