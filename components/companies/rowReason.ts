import type { Text } from '../base/useText'
import type { CompanyMessageId } from '../messages/en/companies'
import { lineOf, type BulkImportState } from './bulkImportReducer'
import { problemText } from './fields'

/**
 * Why a row is asked about, in the owner's words: what it repeats (an earlier row, by its number in
 * the spreadsheet, or a company already there), else what is wrong with it. Undefined for a row
 * without either. The review shows it; the results list it for a skipped row.
 */
export function rowReason(
  state: Pick<BulkImportState, 'table' | 'checked' | 'duplicates'>,
  index: number,
  text: Pick<Text<CompanyMessageId>, 't'>,
): string | undefined {
  const { t } = text
  const duplicate = state.duplicates[index]
  if (duplicate?.of === 'row')
    return t(`companyImport.duplicate.${duplicate.by}`, {
      row: lineOf(state, duplicate.row),
      name: state.checked[duplicate.row]?.company?.name ?? '',
    })
  if (duplicate)
    return t('companyImport.duplicate.company', {
      name: duplicate.company.name ?? '',
      id: duplicate.company.companyId ?? duplicate.company.id ?? '',
    })
  return state.checked[index]?.problems?.map((problem) => problemText(problem.code, text)).join(' ')
}
