// Numbers as people type them: "363,000", "363000.00", "$1,200", " 40 ". The service wants numeric
// strings (spec 2.6 rule 3) — plain digits, no grouping — so what is typed is read here and sent in
// that form (./formDataToSections), and the check (./checkComplianceAnswers) reads it the same way.

const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/
const PLAIN = /^-?\d+(\.\d+)?$/
const DOLLAR = /^(-?)\$\s*/

/**
 * The number in `typed` (commas grouping thousands, a leading `$`, spaces around), or `undefined`
 * when it is no number ("12,34", "1.2.3", "twelve").
 * @example parseComplianceNumber('363,000') // 363000
 */
export function parseComplianceNumber(typed: string): number | undefined {
  const trimmed = typed.trim().replace(DOLLAR, '$1')
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) return undefined
  const number = Number(trimmed.replace(/,/g, ''))
  return Number.isFinite(number) ? number : undefined
}

/**
 * `typed` as the service's numeric string: "363,000" and "363000.00" → "363000", "12.50" → "12.5";
 * text that is no number is returned as typed (the check refuses it before sending).
 * @example complianceNumericString('1,200.00') // '1200'
 */
export function complianceNumericString(typed: string): string {
  const number = parseComplianceNumber(typed)
  return number === undefined ? typed : String(number)
}
