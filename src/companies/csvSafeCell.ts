/**
 * A cell for a CSV file that people open in a spreadsheet: text starting with `=`, `+`, `-`, `@`
 * (or a tab or carriage return) would run as a formula there (CSV injection, OWASP), so it is
 * prefixed with `'`, which spreadsheets show as text.
 */
export function csvSafeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
