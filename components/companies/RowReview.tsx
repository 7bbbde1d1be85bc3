'use client'
import type { CheckedCompanyRow, CompanyImportField, CompanyRowValues } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { companyFieldLabel, problemText } from './fields'

/** A row the check refused: its number, its values now, its fields to show, whether it is skipped. */
export interface ReviewRow {
  index: number
  values: CompanyRowValues
  checked: CheckedCompanyRow
  /** Every field that was in error at some point, so an input does not vanish while it is being fixed. */
  fields: readonly CompanyImportField[]
  skipped: boolean
}

/** The rows with problems, each with its reasons, inputs to fix them in place, and a skip switch. */
export function RowReview({
  idPrefix,
  rows,
  onEdit,
  onSkip,
}: {
  idPrefix: string
  rows: readonly ReviewRow[]
  onEdit: (index: number, field: CompanyImportField, value: string) => void
  onSkip: (index: number, skipped: boolean) => void
}) {
  const { TextInput, Checkbox, Badge } = useComponents()
  const text = useText(companyMessages)
  const { t } = text
  return (
    <ul className="fk-import-problems" aria-label={t('companyImport.review.listLabel')}>
      {rows.map(({ index, values, checked, fields, skipped }) => {
        const problems = new Map((checked.problems ?? []).map((problem) => [problem.field, problem.code]))
        const name = values.name?.trim() || t('companyImport.review.unnamed')
        return (
          <li key={index} className="fk-import-problem" data-fixed={checked.ok ? '' : undefined}>
            <fieldset className="fk-fieldset">
              <legend className="fk-legend">
                {t('companyImport.review.row', { row: index + 1, name })}
                {checked.ok ? (
                  <>
                    {' '}
                    <Badge tone="success">{t('companyImport.review.fixed')}</Badge>
                  </>
                ) : skipped ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{t('companyImport.result.skipped')}</Badge>
                  </>
                ) : null}
              </legend>
              <div className="fk-company-grid">
                {fields.map((field) => {
                  const code = problems.get(field)
                  return (
                    <TextInput
                      key={field}
                      id={`${idPrefix}-row-${index}-${field}`}
                      label={companyFieldLabel(field, text)}
                      value={values[field] ?? ''}
                      onChange={(value) => onEdit(index, field, value)}
                      disabled={skipped}
                      {...(code && !skipped ? { error: problemText(code, text) } : {})}
                    />
                  )
                })}
              </div>
              <Checkbox
                id={`${idPrefix}-row-${index}-skip`}
                label={t('companyImport.review.skip')}
                checked={skipped}
                onChange={(skip) => onSkip(index, skip)}
              />
            </fieldset>
          </li>
        )
      })}
    </ul>
  )
}
