import type { CheckedCompanyRow, CompanyImportField, CompanyRowValues } from '../../hooks'

/** The fields the import reads otherwise than written: a date, a state, an EIN. */
export const REFORMATTED_FIELDS = ['formationDate', 'homeState', 'businessAddress.state', 'ein'] as const
export type ReformattedField = (typeof REFORMATTED_FIELDS)[number] & CompanyImportField

/** A value of a valid row that is sent otherwise than the file wrote it (`Washington` → `WA`). */
export interface ReformattedValue {
  index: number
  field: ReformattedField
  /** As the file wrote it (trimmed). */
  from: string
  /** As it will be sent. */
  to: string
}

/**
 * The values of a valid row the import read and will send otherwise than the file wrote them — a
 * date written the US way or in words, a state by its name, an EIN without its dash — so the owner
 * sees each before anything is sent (issue 34). A change of case alone (`wa` → `WA`) is not one.
 */
export function reformattedValues(
  index: number,
  row: CheckedCompanyRow,
  values: CompanyRowValues,
): ReformattedValue[] {
  if (!row.ok) return []
  const sent = (field: ReformattedField): unknown =>
    field === 'businessAddress.state' ? row.company.businessAddress?.state : row.company[field]
  return REFORMATTED_FIELDS.flatMap((field) => {
    const from = values[field]?.trim() ?? ''
    const to = sent(field)
    return typeof to === 'string' && from !== '' && to !== from.toUpperCase()
      ? [{ index, field, from, to }]
      : []
  })
}
