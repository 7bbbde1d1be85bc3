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
  // Named as the owner knows it (name, state); its id is the partner's, not the owner's.
  if (duplicate) {
    const { name, homeState } = duplicate.company
    return homeState?.trim()
      ? t('companyImport.duplicate.companyInState', { name: name ?? '', state: homeState.trim() })
      : t('companyImport.duplicate.company', { name: name ?? '' })
  }
  return state.checked[index]?.problems?.map((problem) => problemText(problem.code, text)).join(' ')
}
