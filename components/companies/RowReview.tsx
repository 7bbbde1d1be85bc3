'use client'
import type { CheckedCompanyRow, CompanyImportField, CompanyRowValues } from '../../hooks'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { companyFieldLabel, problemText } from './fields'

/** A row asked about: its number, its values now, its fields to show, whether it is skipped. */
export interface ReviewRow {
  index: number
  /** Its number in the owner's spreadsheet. */
  row: number
  values: CompanyRowValues
  checked: CheckedCompanyRow
  /** Every field that was in error at some point, so an input does not vanish while it is being fixed. */
  fields: readonly CompanyImportField[]
  skipped: boolean
  /** What the row repeats (an earlier row, or a company already there), in words; skipping is the default. */
  duplicate?: string | undefined
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
      {rows.map(({ index, row, values, checked, fields, skipped, duplicate }) => {
        const problems = new Map((checked.problems ?? []).map((problem) => [problem.field, problem.code]))
        const name = values.name?.trim() || t('companyImport.review.unnamed')
        return (
          <li
            key={index}
            className="fk-import-problem"
            data-fixed={checked.ok && !duplicate ? '' : undefined}
            // Skipped, or kept as it is by the owner's choice: nothing left to fix, so not drawn in error.
            data-resolved={skipped || checked.ok ? '' : undefined}
            data-duplicate={duplicate ? '' : undefined}
          >
            <fieldset className="fk-fieldset">
              <legend className="fk-legend">
                {t('companyImport.review.row', { row, name })}
                {checked.ok && !duplicate ? (
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
              {duplicate ? <p className="fk-import-duplicate">{duplicate}</p> : null}
              <div className="fk-company-grid">
                {fields.map((field) => {
                  const code = problems.get(field)
                  // What will be sent, when the check tidies the value (a bare 9-digit EIN gets its dash).
                  const sent = field === 'ein' ? checked.company?.ein : undefined
                  return (
                    <TextInput
                      key={field}
                      id={`${idPrefix}-row-${index}-${field}`}
                      label={companyFieldLabel(field, text)}
                      value={values[field] ?? ''}
                      onChange={(value) => onEdit(index, field, value)}
                      disabled={skipped}
                      {...(code && !skipped ? { error: problemText(code, text) } : {})}
                      {...(sent && sent !== values.ein?.trim()
                        ? { hint: t('companyImport.review.sentAs', { value: sent }) }
                        : {})}
                    />
                  )
                })}
              </div>
              <Checkbox
                id={`${idPrefix}-row-${index}-skip`}
                label={t('companyImport.review.skip')}
                // A repeat: what its state means for the row, both ways (the reason is said above).
                {...(duplicate
                  ? {
                      hint: t(
                        skipped
                          ? 'companyImport.review.duplicateSkipped'
                          : 'companyImport.review.duplicateKept',
                      ),
                    }
                  : {})}
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
