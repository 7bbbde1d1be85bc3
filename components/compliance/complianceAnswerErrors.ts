// The core's checkComplianceAnswers run inside rjsf's `customValidate`: the answers as they would be
// sent (formDataToComplianceForms), each problem placed on its field in the owner's words.
import type { ComplianceAnswerProblemCode, ComplianceForm, ComplianceFormData } from '../../hooks'
import { checkComplianceAnswers, formDataToComplianceForms } from '../../hooks/coreHelpers'
import type { ComplianceFieldMessageId } from '../messages/en/complianceFields'
import type { CommonMessageId } from '../messages/en/common'
import type { FormattedFieldRef } from './withFieldFormats'

/** The value a date field holds while what was typed in it cannot be read as a date. */
export const UNREADABLE_DATE = 'unreadable-date'

const MESSAGE: Record<ComplianceAnswerProblemCode, ComplianceFieldMessageId | CommonMessageId> = {
  required: 'field.required',
  serviceOwned: 'compliance.form.serviceOwned',
  email: 'compliance.form.emailInvalid',
  zip: 'compliance.form.zipInvalid',
  ein: 'compliance.form.einInvalid',
  usState: 'compliance.form.usStateInvalid',
  date: 'field.dateInvalid',
  dateRange: 'compliance.form.dateRange',
  birthInFuture: 'compliance.form.birthInFuture',
  notAdult: 'compliance.form.notAdult',
  endBeforeStart: 'compliance.form.endBeforeStart',
  number: 'compliance.form.numberInvalid',
  negative: 'compliance.form.negative',
  percent: 'compliance.form.percentRange',
  count: 'compliance.form.countInvalid',
  year: 'compliance.form.yearInvalid',
  choice: 'compliance.form.chooseValid',
  countMismatch: 'compliance.form.countMismatch',
}

/** One problem on one field: its rjsf key path and the owner's words. */
export interface AnswerError {
  key: readonly string[]
  message: string
}

/** What the core's check refuses in `formData`, on the fields (at most one message a field). */
export function complianceAnswerErrors(
  forms: readonly ComplianceForm[],
  fields: readonly FormattedFieldRef[],
  formData: ComplianceFormData,
  t: (id: ComplianceFieldMessageId | CommonMessageId) => string,
): AnswerError[] {
  const answers = formDataToComplianceForms(formData, forms)
  const errors: AnswerError[] = []
  const done = new Set<string>()
  for (const problem of checkComplianceAnswers(forms, answers)) {
    const field = fields.find(
      (candidate) =>
        candidate.formDataId === problem.formDataId &&
        candidate.formDefinitionId === problem.formDefinitionId &&
        candidate.path === problem.path,
    )
    if (!field || done.has(field.key.join('.'))) continue
    done.add(field.key.join('.'))
    const sent = answers
      .find((form) => form.formDataId === problem.formDataId)
      ?.formDefinitions.find((definition) => definition.formDefinitionId === problem.formDefinitionId)
      ?.sections[problem.section]?.[problem.field]
    const message =
      problem.code === 'date' && sent === UNREADABLE_DATE
        ? 'compliance.form.dateUnreadable'
        : MESSAGE[problem.code]
    errors.push({ key: field.key, message: t(message) })
  }
  return errors
}
