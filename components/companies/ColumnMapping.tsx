'use client'
import type { CompanyColumnMapping, CompanyImportField } from '../../hooks'
import { COMPANY_IMPORT_FIELDS } from '../../hooks/coreHelpers'
import { useComponents } from '../base/useComponents'
import { useText } from '../base/useText'
import { companyMessages } from '../messages/en/companies'
import { companyFieldLabel } from './fields'

/** One select per company field: which column of the file feeds it. */
export function ColumnMapping({
  idPrefix,
  headers,
  firstRow,
  mapping,
  onChange,
  nameError,
}: {
  idPrefix: string
  headers: readonly string[]
  firstRow: readonly string[] | undefined
  mapping: CompanyColumnMapping
  onChange: (mapping: CompanyColumnMapping) => void
  nameError: string | undefined
}) {
  const { Select } = useComponents()
  const text = useText(companyMessages)
  const { t } = text
  const options = [
    { value: '', label: t('companyImport.mapping.none') },
    ...headers.map((header, index) => ({ value: String(index), label: header || `#${index + 1}` })),
  ]
  const hintOf = (field: CompanyImportField): string | undefined => {
    const column = mapping[field]
    if (column === undefined) return undefined
    const other = COMPANY_IMPORT_FIELDS.find((each) => each !== field && mapping[each] === column)
    if (other) return t('companyImport.mapping.duplicate', { field: companyFieldLabel(other, text) })
    const value = firstRow?.[column]?.trim()
    return value ? t('companyImport.mapping.example', { value }) : undefined
  }
  return (
    <div className="fk-company-grid">
      {COMPANY_IMPORT_FIELDS.map((field) => {
        const hint = hintOf(field)
        return (
          <Select
            key={field}
            id={`${idPrefix}-map-${field}`}
            label={companyFieldLabel(field, text)}
            required={field === 'name'}
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            options={options}
            {...(hint ? { hint } : {})}
            {...(field === 'name' && nameError ? { error: nameError } : {})}
            onChange={(value) => {
              const next = { ...mapping }
              if (value === '') delete next[field]
              else next[field] = Number(value)
              onChange(next)
            }}
          />
        )
      })}
    </div>
  )
}
