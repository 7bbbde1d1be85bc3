// One EIN rule for every form and import (issue 34). The service checks the format only (TAX-6,
// CMP-3: NN-NNNNNNN); an owner may type the nine digits bare or with spaces, and the IRS has never
// issued some two-digit prefixes, so a number starting with one is a typo, not an EIN.

/** Prefixes the IRS does not issue (its list of EIN prefixes by campus): 00, 07–09, 17–19, 28–29, 49, 69–70, 78–79, 89, 96–97. */
export const UNISSUED_EIN_PREFIXES: readonly string[] = [
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]

/** `value` as the service writes an EIN (`12-3456789`) when it is nine digits (a dash or spaces allowed), else `undefined`. */
export function normalizeEin(value: string): string | undefined {
  const trimmed = value.trim()
  if (!/^\d{2}[-\s]?\d{7}$/.test(trimmed)) return undefined
  const digits = trimmed.replace(/\D/g, '')
  return `${digits.slice(0, 2)}-${digits.slice(2)}`
}

/** Whether `value` is an EIN: nine digits (written any way `normalizeEin` reads) with a prefix the IRS issues. */
export function isValidEin(value: string): boolean {
  const ein = normalizeEin(value)
  return ein !== undefined && !UNISSUED_EIN_PREFIXES.includes(ein.slice(0, 2))
}
