import type { TaxFormProblem } from '../../hooks'
import type { Text } from '../base/useText'
import { en, type MessageId } from '../messages/en'

/** A title in words (the service's value when the catalog has none). */
export function titleName(title: string, { t }: Pick<Text, 't'>): string {
  const id = `tax.title.${title.replace(/[^A-Za-z]/g, '')}`
  return Object.hasOwn(en, id) ? t(id as MessageId) : title
}

/** An entity type in words. */
export function entityTypeName(entityType: string, { t }: Pick<Text, 't'>): string {
  const id = `tax.entity.${entityType.replace(/[^A-Za-z]/g, '')}`
  return Object.hasOwn(en, id) ? t(id as MessageId) : entityType
}

/** `Member, Manager` → "Member or Manager", in the viewer's language. */
export function orList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items)
}

/** A problem of the form's checks in the viewer's words. */
export function problemText(problem: TaxFormProblem, text: Pick<Text, 't' | 'locale'>): string {
  const { t } = text
  switch (problem.code) {
    case 'required':
      return t('field.required')
    case 'dateInvalid':
      return t('field.dateInvalid')
    case 'einFormat':
      return t('tax.form.problem.einFormat')
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
