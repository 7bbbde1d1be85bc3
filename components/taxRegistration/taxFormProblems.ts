import type { TaxFormProblem } from '../../hooks'
import { hasMessage } from '../base/hasMessage'
import type { ServiceFieldWords } from '../base/serviceFieldMessage'
import type { Text } from '../base/useText'
import { taxRegistrationMessages, type TaxRegistrationMessageId } from '../messages/en/taxRegistration'

/** A title in words (the service's value when the catalog has none). */
export function titleName(title: string, { t }: Pick<Text<TaxRegistrationMessageId>, 't'>): string {
  const id = `tax.title.${title.replace(/[^A-Za-z]/g, '')}`
  return hasMessage(taxRegistrationMessages, id) ? t(id) : title
}

/** An entity type in words. */
export function entityTypeName(entityType: string, { t }: Pick<Text<TaxRegistrationMessageId>, 't'>): string {
  const id = `tax.entity.${entityType.replace(/[^A-Za-z]/g, '')}`
  return hasMessage(taxRegistrationMessages, id) ? t(id) : entityType
}

/** `Member, Manager` → "Member or Manager", in the viewer's language. */
export function orList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items)
}

/** A problem of the form's checks in the viewer's words. */
export function problemText(
  problem: TaxFormProblem,
  text: Pick<Text<TaxRegistrationMessageId>, 't' | 'locale'>,
): string {
  const { t } = text
  switch (problem.code) {
    case 'required':
      return t('field.required')
    case 'dateInvalid':
      return t('field.dateInvalid')
    case 'einFormat':
      return t('tax.form.problem.einFormat')
    case 'einUnissued':
      return t('tax.form.problem.einUnissued')
    case 'dateOfBirthRequired':
      return t('tax.form.problem.dateOfBirthRequired')
    case 'nonProfitRequired':
      return t('tax.form.problem.nonProfitRequired')
    case 'amountNegative':
      return t('tax.form.problem.amountNegative')
    case 'amountInvalid':
      return t('tax.form.problem.amountInvalid')
    case 'stateRepeated':
      return t('tax.form.problem.stateRepeated')
    case 'titleNotAllowed':
      return t('tax.form.problem.titleNotAllowed', {
        entityType: entityTypeName(problem.entityType, text),
        titles: orList(
          problem.titles.map((title) => titleName(title, text)),
          text.locale,
        ),
      })
  }
}

const FIELD_LABELS: Readonly<Record<string, TaxRegistrationMessageId>> = {
  legalName: 'tax.form.legalName',
  entityType: 'tax.form.entityType',
  EIN: 'tax.form.ein',
  nonProfitInfo: 'tax.form.taxExemptStatus',
  firstPayrollDate: 'tax.form.firstPayrollDate',
  state: 'tax.form.state',
  type: 'tax.form.partyType',
  firstName: 'tax.form.firstName',
  lastName: 'tax.form.lastName',
  businessName: 'tax.form.businessName',
  title: 'tax.form.title',
  dateOfBirth: 'tax.form.dateOfBirth',
}

/** A field's label by its key (`stateInfo.0.firstPayrollAmount` → "First payroll in this state …"). */
export function taxFieldLabel(
  field: string,
  { t }: Pick<Text<TaxRegistrationMessageId>, 't'>,
): string | undefined {
  const name = field.split('.').at(-1) ?? ''
  if (name === 'firstPayrollAmount')
    return t(field.startsWith('stateInfo.') ? 'tax.form.stateAmount' : 'tax.form.firstPayrollAmount')
  const id = FIELD_LABELS[name]
  return id ? t(id) : undefined
}

/** A field's words for the service's refusals of it: "<path> is required" reads "Last name is required". */
export function taxFieldWords(
  field: string,
  text: Pick<Text<TaxRegistrationMessageId>, 't'>,
): ServiceFieldWords {
  return {
    label: taxFieldLabel(field, text),
    labelled: (label, reason) => text.t('tax.form.serviceFieldError', { field: label, reason }),
  }
}
