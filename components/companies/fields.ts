import { type CompanyImportField, type CompanyProblemCode } from '../../hooks'
import { US_STATES } from '../../hooks/coreHelpers'
import type { Text } from '../base/useText'
import type { CompanyMessageId } from '../messages/en/companies'

// The ids below are template literals over the field and problem unions, checked against the catalog:
// a field or problem code added without its message fails tsc.

/** The label of a company field (spec 2.4), shared by the form and the import's column matching. */
export const companyFieldLabel = (field: CompanyImportField, { t }: Pick<Text<CompanyMessageId>, 't'>) =>
  t(`company.field.${field}`)

/** What is wrong with a field, in the reader's words. */
export const problemText = (code: CompanyProblemCode, { t }: Pick<Text<CompanyMessageId>, 't'>) =>
  t(`company.problem.${code}`)

/** The states as select options: `CA — California`, led by "not set". */
export const stateOptions = ({ t }: Pick<Text<CompanyMessageId>, 't'>) => [
  { value: '', label: t('company.stateNone') },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${code} — ${name}` })),
]

/** `one` when `count` reads as singular in the locale (Intl.PluralRules), else `other`. */
export const byCount = <Id extends CompanyMessageId>(
  count: number,
  { locale }: Pick<Text, 'locale'>,
  one: Id,
  other: Id,
) => (new Intl.PluralRules(locale).select(count) === 'one' ? one : other)
