/**
 * Whether `text` is a US phone number: ten digits, area code first, optionally after `+1` or `1`,
 * with the punctuation people type (spaces, dots, dashes, parentheses). A seven-digit local number
 * lacks the area code the filing service needs to call back, so it is refused before the order goes.
 */
export function isUsPhone(text: string): boolean {
  const match = /^\s*(\+?1[\s.-]?)?([\d\s().-]+)$/.exec(text)
  // Area codes and exchanges never start with 0 or 1 (NANP), so "1" before ten digits is the country code.
  return match !== null && /^[2-9]\d\d[2-9]\d{6}$/.test(match[2]!.replace(/\D/g, ''))
}
