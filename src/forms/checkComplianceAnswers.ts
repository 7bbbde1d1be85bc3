// The compliance answers' checks, in one headless place (issues 31 and 35): `ComplianceForm` runs
// them before sending, and so can a partner's own screen built on the hooks, on the very body it is
// about to send. Each field is checked against its domain (./complianceFieldDomain); the problems are
// codes, not sentences, so each screen words them in its own language.
import { isCalendarDate } from '../format/calendarDate'
import type { FieldValue } from '../schemas/common'
import type { SubmitAlertFormsInput } from '../schemas/compliance'
import type { ComplianceForm } from '../schemas/complianceAnswers'
import { US_STATES } from '../schemas/usStates'
import {
  complianceFieldDomain,
  complianceFieldEntry,
  type ComplianceFieldDomain,
} from './complianceFieldDomain'
import { getOwn } from './keys'
import { parseComplianceNumber } from './parseComplianceNumber'

/** Why a value is refused. */
export type ComplianceAnswerProblemCode =
  | 'required'
  | 'serviceOwned'
  | 'email'
  | 'zip'
  | 'ein'
  | 'usState'
  | 'date'
  | 'dateRange'
  | 'birthInFuture'
  | 'notAdult'
  | 'endBeforeStart'
  | 'number'
  | 'negative'
  | 'percent'
  | 'count'
  | 'year'
  | 'choice'
  | 'countMismatch'

/** One refused value: where it is (as the service names it, CMP-10) and why. */
export interface ComplianceAnswerProblem {
  formDataId: string
  formDefinitionId: string
  /** `Section.Field`. */
  path: string
  section: string
  field: string
  code: ComplianceAnswerProblemCode
}

/** Options of `checkComplianceAnswers`. */
export interface CheckComplianceAnswersOptions {
  /** Today as `YYYY-MM-DD` (dates of birth, ages); the local date by default. */
  today?: string
}

/** The earliest and latest dates a filing plausibly holds. */
export const COMPLIANCE_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const
/** How old an officer, owner or applicant must be. */
export const ADULT_AGE = 18

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ZIP = /^\d{5}(-\d{4})?$/
const EIN = /^\d{2}-?\d{7}$/

const localToday = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const isBlank = (value: FieldValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const asText = (value: FieldValue) => (typeof value === 'string' ? value.trim() : String(value))

/** `date` moved `years` back (Feb 29 → Feb 28 where the year has none, by string order). */
const yearsBefore = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`

/** The problem with one value against its domain, or none. */
function valueProblem(
  domain: ComplianceFieldDomain,
  value: FieldValue,
  today: string,
): ComplianceAnswerProblemCode | undefined {
  const typed = asText(value)
  switch (domain.type) {
    case 'email':
      return EMAIL.test(typed) ? undefined : 'email'
    case 'zip':
      return ZIP.test(typed) ? undefined : 'zip'
    case 'ein':
      return EIN.test(typed) ? undefined : 'ein'
    case 'usState':
      return Object.hasOwn(US_STATES, typed) ? undefined : 'usState'
    case 'date':
    case 'birthDate': {
      if (!isCalendarDate(typed)) return 'date'
      if (typed < COMPLIANCE_DATE_RANGE.min || typed > COMPLIANCE_DATE_RANGE.max) return 'dateRange'
      if (domain.type !== 'birthDate') return undefined
      if (typed > today) return 'birthInFuture'
      return domain.adult && typed > yearsBefore(today, ADULT_AGE) ? 'notAdult' : undefined
    }
    case 'percent':
    case 'amount':
    case 'count': {
      const number = typeof value === 'number' ? value : parseComplianceNumber(typed)
      if (number === undefined) return domain.type === 'count' ? 'count' : 'number'
      if (domain.type === 'count') return Number.isInteger(number) && number >= 0 ? undefined : 'count'
      if (domain.type === 'percent') return number >= 0 && number <= 100 ? undefined : 'percent'
      return number >= 0 ? undefined : 'negative'
    }
    case 'year': {
      const year = /^\d{4}$/.test(typed) ? `${typed}-01-01` : ''
      return year >= COMPLIANCE_DATE_RANGE.min && year <= COMPLIANCE_DATE_RANGE.max ? undefined : 'year'
    }
    case 'choice':
      return domain.choices?.includes(typed) ? undefined : 'choice'
    default:
      return undefined
  }
}

/** The numbers of a section's blocks with `prefix` (`Officer` → 1, 2 for `Officer1Name`, `Officer2Title`). */
function blockNumbers(fields: Readonly<Record<string, FieldValue>>, prefix: string, filledOnly: boolean) {
  const numbers = new Set<number>()
  for (const name of Object.keys(fields)) {
    const entry = complianceFieldEntry(name)
    if (entry?.n === undefined || !entry.key.startsWith(`${prefix}N`)) continue
    const value = fields[name] as FieldValue
    if (!filledOnly || (typeof value !== 'boolean' && !isBlank(value))) numbers.add(entry.n)
  }
  return numbers
}

/** The problems of one section's answers. */
function sectionProblems(
  received: Readonly<Record<string, FieldValue>>,
  answered: Readonly<Record<string, FieldValue>>,
  today: string,
): { field: string; code: ComplianceAnswerProblemCode }[] {
  const problems: { field: string; code: ComplianceAnswerProblemCode }[] = []
  // Blocks past a count are not asked for: their required fields may stay blank (and must, see below).
  const counted = new Map<string, number>()
  for (const name of Object.keys(received)) {
    const domain = complianceFieldDomain(name, received[name] as FieldValue)
    const count = parseComplianceNumber(asText((getOwn(answered, name) ?? '') as FieldValue))
    if (domain.counts && count !== undefined && Number.isInteger(count)) counted.set(domain.counts, count)
  }
  for (const name of Object.keys(received)) {
    const was = received[name] as FieldValue
    const value = (Object.hasOwn(answered, name) ? answered[name] : was) as FieldValue
    const domain = complianceFieldDomain(name, was)
    const entry = complianceFieldEntry(name)
    const block = entry?.n
    const prefix = entry && block !== undefined ? entry.key.slice(0, entry.key.indexOf('N')) : undefined
    const limit = prefix === undefined ? undefined : counted.get(prefix)
    const beyondCount = block !== undefined && limit !== undefined && block > limit
    let code: ComplianceAnswerProblemCode | undefined
    if (domain.serviceOwned && !isBlank(was) && value !== was) code = 'serviceOwned'
    else if (isBlank(value)) code = domain.required && !beyondCount ? 'required' : undefined
    else if (typeof value !== 'boolean') code = valueProblem(domain, value, today)
    if (!code && domain.after && !isBlank(value)) {
      const start = asText((getOwn(answered, domain.after) ?? received[domain.after] ?? '') as FieldValue)
      if (isCalendarDate(start) && isCalendarDate(asText(value)) && asText(value) <= start)
        code = 'endBeforeStart'
    }
    if (!code && domain.counts) {
      const count = counted.get(domain.counts)
      // Only where the service sent blocks to count: a bare count ("OfficerCount" alone) is a number.
      const blocks = blockNumbers(answered, domain.counts, false).size
      const filled = blockNumbers(answered, domain.counts, true)
      if (count !== undefined && blocks > 0 && ([...filled].some((n) => n > count) || count > blocks))
        code = 'countMismatch'
    }
    if (code) problems.push({ field: name, code })
  }
  return problems
}

/**
 * Checks compliance answers before they are sent (issue 31): `answers` is the submit body's
 * `complianceForms` (as `formDataToComplianceForms` builds it), `forms` the alert's own. Each field is
 * checked against its domain (`complianceFieldDomain`): required fields not blank; e-mail, ZIP, EIN
 * and state code well formed; dates real and between 1900 and 2100; a date of birth not in the future
 * and, for an officer, owner or applicant, 18 or more years ago; an end date after its start;
 * percentages 0–100, amounts ≥ 0 and counts whole and ≥ 0 (typed as "363,000" or "363000.00");
 * a choice among its values; a value the service owns unchanged; a count agreeing with its blocks
 * (no filled block past it, no fewer blocks than it). Empty when all is well.
 * @example
 * const problems = checkComplianceAnswers(alert.complianceForms, body.complianceForms)
 * if (problems.length === 0) submit.mutate({ alertId, complianceForms: body.complianceForms })
 */
export function checkComplianceAnswers(
  forms: readonly ComplianceForm[],
  answers: SubmitAlertFormsInput['complianceForms'],
  options: CheckComplianceAnswersOptions = {},
): ComplianceAnswerProblem[] {
  const today = options.today ?? localToday()
  const problems: ComplianceAnswerProblem[] = []
  for (const form of forms) {
    const answer = answers.find((candidate) => candidate.formDataId === form.formDataId)
    for (const definition of form.formDefinitions) {
      const answered = answer?.formDefinitions.find(
        (candidate) => candidate.formDefinitionId === definition.formDefinitionId,
      )
      for (const section of Object.keys(definition.sections)) {
        const received = getOwn(definition.sections, section) as Record<string, FieldValue>
        const given = (getOwn(answered?.sections, section) ?? {}) as Record<string, FieldValue>
        for (const { field, code } of sectionProblems(received, given, today))
          problems.push({
            formDataId: form.formDataId,
            formDefinitionId: definition.formDefinitionId,
            path: `${section}.${field}`,
            section,
            field,
            code,
          })
      }
    }
  }
  return problems
}
