'use client'
import { useCompanies } from '../../hooks'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'

/**
 * Before uncertain chunks are re-sent: how many of their rows the company list already holds, matched
 * by the partner's reference (PCID). The service does not enforce PCID uniqueness, so this is a hint
 * for the user, not a rule; rows without a reference cannot be looked up.
 */
export function StoredCheck({ references }: { references: readonly string[] }) {
  const { t } = useText(companyMessages)
  const companies = useCompanies({ staleTime: 0, enabled: references.length > 0 })
  if (references.length === 0) return null
  if (!companies.data) {
    return companies.isError ? null : <p className="fk-muted">{t('companyImport.unknown.checking')}</p>
  }
  const known = new Set(companies.data.map((company) => company.PCID).filter(Boolean))
  const found = references.filter((reference) => known.has(reference)).length
  return (
    <p className="fk-import-stored" data-found={found}>
      {found === 0
        ? t('companyImport.unknown.notFound')
        : t('companyImport.unknown.found', { found, count: references.length })}
    </p>
  )
}
